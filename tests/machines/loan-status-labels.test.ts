// Every status a person can meet reads as words in both languages, never as its code: the stage,
// the approval and funding projections of every reachable situation, and the borrower's plain
// status with its next step.

import { describe, expect, it } from 'vitest';
import { stageLabels } from '../../machines/loan/loan.labels.ts';
import { loanMachine } from '../../machines/loan/loan.machine.ts';
import { stageOf, statusesOf } from '../../machines/loan/loan.selectors.ts';
import {
  approvalStatusLabel,
  approvalStatusLabels,
  borrowerStatus,
  borrowerStatusLine,
  fundingStatusLabel,
  fundingStatusLabels,
  isRepaying,
  REPAYING_STAGES,
  stageLabelOf,
  stageOfSubmission,
} from '../../machines/loan/loan.status-labels.ts';
import type { Stage } from '../../machines/loan/loan.types.ts';
import type { Text } from '../../machines/shared/i18n-text.ts';
import { situations, walk } from '../support/loan-paths.ts';

const CODE = /\b[A-Z]{2,}(_[A-Z0-9]+)+\b/;
const product: Text = { id: 'Pembiayaan Properti (KPR)', en: 'Property financing (KPR)' };

function expectWords(text: Text, code: string) {
  for (const language of ['id', 'en'] as const) {
    expect(text[language].trim(), `${code} ${language}`).not.toBe('');
    expect(text[language], `${code} ${language}`).not.toBe(code);
    expect(text[language], `${code} ${language}`).not.toMatch(CODE);
    expect(text[language], `${code} ${language}`).not.toContain('{provider}');
  }
}

const STAGES = Object.keys(stageLabels) as Stage[];

describe('status labels', () => {
  it('gives every stage, approval and funding status words in Indonesian and English', () => {
    for (const stage of STAGES) expectWords(stageLabelOf(stage, product), stage);
    for (const status of Object.keys(approvalStatusLabels)) {
      expectWords(approvalStatusLabel(status, product), status);
    }
    for (const status of Object.keys(fundingStatusLabels)) {
      expectWords(fundingStatusLabel(status), status);
    }
  });

  it('labels the projections of every reachable situation, APPROVED_{product} with its name', () => {
    for (const [situation, path] of Object.entries(situations)) {
      const snapshot = walk(path);
      const statuses = statusesOf(snapshot);
      const approval = approvalStatusLabel(statuses.funappcfapprovalstatus, product);
      const funding = fundingStatusLabel(statuses.funstatstatus);
      expectWords(approval, `${situation} ${statuses.funappcfapprovalstatus}`);
      expectWords(funding, `${situation} ${statuses.funstatstatus}`);
      expect(approval.id).not.toBe('Status tidak dikenal');
      expect(funding.en).not.toBe('Unknown status');
      expect(stageOfSubmission(statuses.submissionstage)).toBe(stageOf(snapshot));
    }
    expect(approvalStatusLabel('APPROVED_KPR', product)).toEqual({
      id: 'Disetujui Pembiayaan Properti (KPR)',
      en: 'Approved by Property financing (KPR)',
    });
  });

  it('says a draft is not submitted yet, not that it is in review (its contract status reads REVIEW)', () => {
    const draft = walk(situations.DRAFT ?? []);
    expect(stageOf(draft)).toBe('DRAFT');
    const { funappcfapprovalstatus } = statusesOf(draft);
    expect(funappcfapprovalstatus).toBe('REVIEW');
    expect(approvalStatusLabel(funappcfapprovalstatus, product, 'DRAFT')).toEqual({
      id: 'Belum diajukan',
      en: 'Not submitted yet',
    });
    expect(approvalStatusLabel('REVIEW', product, 'REVIEW')).toEqual(approvalStatusLabels.REVIEW);
  });

  it('says the same thing in both languages while the offer waits for the borrower', () => {
    const waiting = stageLabels.APPROVAL_BORROWER;
    expect(waiting.id).toBe('Menunggu Persetujuan Peminjam');
    expect(waiting.en).toBe("Awaiting the borrower's answer");
    expect(waiting.id).not.toBe(stageLabels.APPROVED_BORROWER.id);
    expect(approvalStatusLabel('APPROVAL_BORROWER', product)).toEqual(waiting);
  });

  // Issue 15: the staff stage filter listed 'Disetujui Peminjam' twice, for two stages. Every
  // stage reads differently from every other, in each language, also with the product's name
  // filled in as the filter does.
  it('gives every stage a label of its own, in each language', () => {
    for (const language of ['id', 'en'] as const) {
      for (const provider of [product, { id: 'Produk', en: 'Product' }]) {
        const labels = STAGES.map((stage) => stageLabelOf(stage, provider)[language]);
        const repeated = labels.filter((label, i) => labels.indexOf(label) !== i);
        expect(repeated, `${language} with ${provider.id}`).toEqual([]);
      }
    }
  });

  it('never shows an unknown code as it is', () => {
    expect(approvalStatusLabel('SOMETHING_NEW', product).id).toBe('Status tidak dikenal');
    expect(fundingStatusLabel('SOMETHING_NEW').en).toBe('Unknown status');
    expect(stageOfSubmission('SOMETHING_NEW')).toBeNull();
  });
});

describe("the borrower's status and next step", () => {
  it('has a plain status for every stage, and a next step until the loan is over', () => {
    for (const stage of STAGES) {
      const status = borrowerStatus(stage);
      expectWords(status.status, stage);
      if (status.nextStep) expectWords(status.nextStep, stage);
      else expect(['PAID', 'CLOSED']).toContain(stage);
    }
  });

  it('says the lenders sign next once the funding is complete, not that staff prepare it', () => {
    expect(borrowerStatus('FUNDING_COMPLETED').nextStep).toEqual({
      id: 'Pemberi dana menandatangani perjanjian pendanaan; setelah itu pencairan disiapkan',
      en: 'The lenders sign their investment agreements; then the disbursement is prepared',
    });
  });

  it('asks for an answer while the offer waits', () => {
    const waiting = borrowerStatus('APPROVAL_BORROWER');
    expect(waiting.tone).toBe('act');
    expect(waiting.status.id).toBe('Penawaran menunggu jawaban Anda');
    expect(waiting.status.en).toBe('The offer is waiting for your answer');
  });

  it("shows a rejection with the staff's latest reason and what to do", () => {
    const trail = [
      { toStage: 'REVIEW', reason: null },
      { toStage: 'REJECT_BAIL', reason: 'foto buram' },
      { toStage: 'REVIEW', reason: null },
      { toStage: 'REJECT_BAIL', reason: ' sertifikat tidak terbaca ' },
    ];
    const rejected = borrowerStatus('REJECT_BAIL', trail);
    expect(rejected.tone).toBe('problem');
    expect(rejected.reason).toBe('sertifikat tidak terbaca');
    expect(borrowerStatusLine(rejected, 'id')).toBe(
      'Ditolak: sertifikat tidak terbaca — Ubah pengajuan, lalu kirim ulang',
    );
    expect(borrowerStatusLine(rejected, 'en')).toBe(
      'Rejected: sertifikat tidak terbaca — Change the application, then send it again',
    );
    // A reason belongs to the stage it was given with: a loan in review shows none.
    expect(borrowerStatus('REVIEW', trail).reason).toBeNull();
    expect(borrowerStatus('REJECT_BAIL', [{ toStage: 'REJECT_BAIL', reason: '  ' }]).reason).toBe(
      null,
    );
  });
});

describe('the stages being repaid', () => {
  it("are the machine's stages tagged 'repaying', and read from a submission stage", () => {
    const stages = loanMachine.root.states.stage?.states ?? {};
    const tagged = Object.entries(stages)
      .filter(([, node]) => node.tags.includes('repaying'))
      .map(([name]) => name)
      .sort();
    expect(tagged).toEqual([...REPAYING_STAGES].sort());
    expect(isRepaying('LOAN_PERIOD')).toBe(true);
    expect(isRepaying('REVIEW_PAID')).toBe(true);
    expect(isRepaying('APPROVED_KPR')).toBe(false);
    expect(isRepaying('PAID')).toBe(false);
    expect(isRepaying('nonsense')).toBe(false);
  });
});

// The staff work queues cover the lifecycle: every stage but DRAFT (the borrower's, not staff
// work) is in exactly one queue, and the disbursed stages are those whose funding status says so.
import { describe, expect, it } from 'vitest';
import { stageLabels } from '../../machines/loan/loan.labels.ts';
import {
  DISBURSED_STAGES,
  LOAN_QUEUES,
  queueLabels,
  queueOf,
} from '../../machines/loan/loan.queues.ts';
import { statusesOf } from '../../machines/loan/loan.selectors.ts';
import type { Stage } from '../../machines/loan/loan.types.ts';
import { situations, walk } from '../support/loan-paths.ts';

const STAGES = Object.keys(stageLabels) as Stage[];

describe('loan work queues', () => {
  it('put every stage but DRAFT in exactly one queue', () => {
    const placed = Object.values(LOAN_QUEUES).flat() as Stage[];
    expect([...placed].sort()).toEqual(STAGES.filter((s) => s !== 'DRAFT').sort());
    expect(new Set(placed).size).toBe(placed.length);
    expect(queueOf('DRAFT')).toBeNull();
    expect(queueOf('APPROVED_PRODUCT')).toBe('directorApproved');
    expect(queueOf('REJECT_BAIL')).toBe('cancelledRejected');
  });

  it('call disbursed exactly the stages whose funding status is DISBURSED', () => {
    const disbursed = Object.values(situations)
      .map((events) => walk(events))
      .filter((snapshot) => statusesOf(snapshot).funstatstatus === 'DISBURSED')
      .map((snapshot) => snapshot.value.stage);
    expect([...new Set(disbursed)].sort()).toEqual([...DISBURSED_STAGES].sort());
  });

  it('name every queue differently, in each language', () => {
    for (const language of ['id', 'en'] as const) {
      const names = Object.values(queueLabels).map((label) => label[language]);
      expect(new Set(names).size, language).toBe(names.length);
    }
  });
});

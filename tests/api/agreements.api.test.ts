// The four agreements (issue 18) generated from loans made through the product's own calls: each
// PDF read back as text, as a reader sees it — the parties, the amounts in rupiah, the share and
// return of a funding, the borrower's alias where a lender reads, the bank account in the power
// of attorney — in Indonesian, and in both languages for English; the stamp only on the signed
// copy; the same bytes every time; and the references that do not match the data refused.
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AgreementKind,
  type AgreementRef,
  agreementPdf,
  type SignatureStamp,
} from '../../api/agreements/agreement.ts';
import { AppError } from '../../api/http/errors.ts';
import { wibDate } from '../../api/reference/wib-date.ts';
import { lateChargePercentPerDay } from '../../machines/regulation/ojk-limits.ts';
import { isoDateInDays, productIdByCode } from '../support/application.ts';
import {
  fund,
  loanOpenForFunding,
  type Staff,
  staffTokens,
  type TestLender,
  validatedLenders,
} from '../support/funding.ts';
import { rest, startTestProduct, type TestProduct } from '../support/test-product.ts';

let product: TestProduct;
let tokens: Staff;
let lenders: [TestLender, TestLender];
let borrowerId: string;
let loanId: number;
let fundingId: number;
let otherFundingId: number;

const text = async (pdf: Buffer) => {
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
  // Lines a paragraph wraps at read as spaces.
  return text.replace(/\s+/g, ' ');
};

const ref = (kind: AgreementKind, signerId: string, extra: Partial<AgreementRef> = {}) => ({
  kind,
  signerId,
  loanId: null,
  fundingId: null,
  ...extra,
});

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  const { status, code } = error as AppError;
  return { status, code };
};

beforeAll(async () => {
  product = await startTestProduct();
  tokens = await staffTokens(product);
  const made = await validatedLenders(product, 2, 50_000_000_00n);
  lenders = [made[0] as TestLender, made[1] as TestLender];
  const [borrower] = await product.db.query<{ id: string }>(
    `SELECT id FROM users WHERE email = 'borrower@lumbung.test'`,
  );
  borrowerId = borrower?.id ?? '';
  // Rp 10.000.000 at 15% a year for 90 days in installments, admin fee Rp 100.000 (1%).
  loanId = await loanOpenForFunding(product, tokens, { value: '10000000' });
  expect((await fund(product, lenders[0].token, loanId, '5000000')).status).toBe(201);
  expect((await fund(product, lenders[1].token, loanId, '2500000')).status).toBe(201);
  const fundings = await product.db.query<{ id: string; lender_id: string }>(
    'SELECT id::text, lender_id FROM loan_fundings WHERE loan_id = $1 ORDER BY id',
    [loanId],
  );
  fundingId = Number(fundings.find((f) => f.lender_id === lenders[0].userId)?.id);
  otherFundingId = Number(fundings.find((f) => f.lender_id === lenders[1].userId)?.id);
});
afterAll(() => product.close());

describe('the loan agreement', () => {
  it('names the parties, the lenders as a group, the terms, the schedule, collateral and late charge', async () => {
    const { title, pdf, position } = await agreementPdf(
      product.db,
      ref('LOAN_AGREEMENT', borrowerId, { loanId }),
      'id',
    );
    expect(title).toBe('Perjanjian Pinjaman dan Surat Kuasa');
    const words = await text(pdf);
    for (const seen of [
      'Perjanjian Pinjaman',
      'PT Lumbung Dana Indonesia',
      'Budi Santoso',
      '3171011708850001',
      'Jl. Medan Merdeka Barat No. 12',
      'Jumlah Pemberi Dana 2',
      'Rp 7.500.000',
      'Rp 10.000.000',
      '15,00% per tahun',
      '90 hari (3 bulan)',
      'Cicil Pokok + Bunga',
      'Biaya administrasi Rp 100.000',
      'Rp 9.900.000',
      // The schedule: 15% a year on Rp 10.000.000 for the first 30 days, then on what is left.
      'Rp 3.333.333',
      'Rp 125.000',
      'Rp 83.333',
      'Rp 41.666',
      'Rp 249.999',
      'Rp 10.249.999',
      // The collateral, as the application saved it.
      'Sertifikat Hak Milik (SHM) No. 10.01.02.03.1.00456',
      'Rp 500.000.000',
      'Jl. Melati No. 5',
      'Rumah tinggal',
      '120 m² / 90,5 m²',
      'Republik Indonesia',
      'Penerima Dana',
      'Belum ditandatangani',
    ]) {
      expect(words).toContain(seen);
    }
    // The late charge is the OJK limit for productive loans on the day the offer was accepted.
    const [consent] = await product.db.query<{ consented_at: Date }>(
      'SELECT consented_at FROM offer_consents WHERE loan_id = $1',
      [loanId],
    );
    const rate = lateChargePercentPerDay(wibDate(consent?.consented_at as Date), 'PRODUCTIVE');
    expect(words).toContain(`${rate.replace('.', ',')}% per hari`);
    // Lenders are not named to the borrower.
    expect(words).not.toContain('Pemberi Dana Uji');
    expect(words).not.toContain('The parties');
    const { totalPages } = await extractText(new Uint8Array(pdf));
    expect(position.page).toBe(totalPages);
  });

  it('in English is bilingual: each Indonesian text followed by its translation', async () => {
    const { title, pdf } = await agreementPdf(
      product.db,
      ref('LOAN_AGREEMENT', borrowerId, { loanId }),
      'en',
    );
    expect(title).toBe('Loan Agreement and Power of Attorney');
    const words = await text(pdf);
    for (const seen of [
      'Perjanjian Pinjaman',
      'Loan Agreement',
      '1. Para pihak',
      '1. The parties',
      'Jadwal pembayaran',
      'Repayment schedule',
      'Indonesian text prevails',
      'Rp 10.000.000',
    ]) {
      expect(words).toContain(seen);
    }
    expect(words.indexOf('1. Para pihak')).toBeLessThan(words.indexOf('1. The parties'));
  });
});

describe('the investment agreement', () => {
  it('shows the funding, its share and exact return, and the borrower only by alias', async () => {
    const { pdf } = await agreementPdf(
      product.db,
      ref('INVESTMENT_AGREEMENT', lenders[0].userId, { loanId, fundingId }),
      'id',
    );
    const words = await text(pdf);
    for (const seen of [
      'Perjanjian Pendanaan',
      'Pemberi Dana Uji',
      'BS (perorangan)',
      'Nilai pendanaan Rp 5.000.000',
      'Porsi dari pinjaman 50,00%',
      // Half of the schedule's Rp 249.999 interest, to the sen; PPh 23 at 15% of it.
      'Rp 124.999,50',
      'Rp 18.749,92',
      'Rp 106.249,58',
      'PPh Pasal 23 sebesar 15%',
      'PMK 69/PMK.03/2022',
      'Lembaga Penjamin Simpanan (LPS)',
      'Rp 10.000.000',
    ]) {
      expect(words).toContain(seen);
    }
    expect(words).not.toContain('Budi');
    expect(words).not.toContain('3171011708850001');
  });

  it('gives another lender their own share', async () => {
    const { pdf } = await agreementPdf(
      product.db,
      ref('INVESTMENT_AGREEMENT', lenders[1].userId, { fundingId: otherFundingId }),
      'en',
    );
    const words = await text(pdf);
    expect(words).toContain('Porsi dari pinjaman / Share of the loan 25,00%');
    expect(words).toContain('Rp 2.500.000');
    expect(words).toContain('Investment Agreement');
    expect(words).toContain('Risk statement');
  });
});

describe('the power of attorney', () => {
  it('authorises the escrow, the payout less the admin fee to the validated bank account, and the VA', async () => {
    const { pdf } = await agreementPdf(
      product.db,
      ref('POWER_OF_ATTORNEY', borrowerId, { loanId }),
      'id',
    );
    const words = await text(pdf);
    for (const seen of [
      'Surat Kuasa',
      'Budi Santoso',
      'escrow',
      'Rp 100.000',
      'Rp 9.900.000',
      'Bank Negara Indonesia (BNI)',
      'Nomor rekening 0123456789',
      'Atas nama Budi Santoso',
      'virtual account',
      'Pemberi Kuasa',
    ]) {
      expect(words).toContain(seen);
    }
  });
});

describe("the borrower's disbursement signing package", () => {
  it('holds the loan agreement and the power of attorney, under one signature naming both', async () => {
    const { pdf, position } = await agreementPdf(
      product.db,
      ref('LOAN_AGREEMENT', borrowerId, { loanId }),
      'id',
    );
    const { totalPages, text: pages } = await extractText(new Uint8Array(pdf));
    const pageText = pages.map((page) => page.replace(/\s+/g, ' '));
    // The power of attorney starts on a page of its own, after the loan agreement.
    const attorneyPage = pageText.findIndex((page) =>
      page.startsWith('PT Lumbung Dana Indonesia Surat Kuasa'),
    );
    expect(attorneyPage).toBeGreaterThan(0);
    expect(pageText.slice(0, attorneyPage).join(' ')).toContain('Perjanjian Pinjaman');
    const attorney = pageText.slice(attorneyPage).join(' ');
    for (const seen of [
      `No. SK-${String(loanId).padStart(6, '0')}`,
      'dengan ini memberi kuasa kepada PT Lumbung Dana Indonesia',
      'Nomor rekening 0123456789',
      'Rp 9.900.000',
      // One signature for both, at the end, where the provider places it.
      'Tanda tangan ini berlaku untuk setiap dokumen di atas:',
      `• Perjanjian Pinjaman (No. PP-${String(loanId).padStart(6, '0')}`,
      `• Surat Kuasa (No. SK-${String(loanId).padStart(6, '0')}`,
      'Penerima Dana dan Pemberi Kuasa',
      'Belum ditandatangani',
    ]) {
      expect(attorney).toContain(seen);
    }
    expect(position.page).toBe(totalPages);
    const words = await text(pdf);
    expect(words.match(/Belum ditandatangani/g)).toHaveLength(1);
  });
});

describe('the lender agreement', () => {
  it('states the platform’s role, the wallet, fees, risks and data protection', async () => {
    const { pdf } = await agreementPdf(
      product.db,
      ref('LENDER_AGREEMENT', lenders[0].userId),
      'id',
    );
    const words = await text(pdf);
    for (const seen of [
      'Perjanjian Pemberi Dana',
      'Pemberi Dana Uji',
      'Peran Platform',
      'Dompet',
      'saldo tertahan',
      'Kliring (SKN) Rp 2.900 sampai Rp 99.999.999,99',
      'RTGS Rp 30.000 mulai Rp 100.000.000',
      'Rp 30.000',
      'Rp 6.500',
      'tidak dijamin oleh Lembaga Penjamin Simpanan (LPS)',
      'UU 27/2022',
    ]) {
      expect(words).toContain(seen);
    }
  });
});

describe('signing and reproducibility', () => {
  const stamp: SignatureStamp = {
    signerName: 'Budi Santoso',
    signedAt: new Date('2026-03-02T03:04:05Z'),
    documentHash: 'ab'.repeat(32),
    provider: 'local',
  };

  it('shows the stamp only on the signed copy, in WIB, with the hash and the provider', async () => {
    const of = (withStamp?: SignatureStamp) =>
      agreementPdf(product.db, ref('LOAN_AGREEMENT', borrowerId, { loanId }), 'id', withStamp);
    const unsigned = await text((await of()).pdf);
    const signed = await text((await of(stamp)).pdf);
    expect(unsigned).not.toContain(stamp.documentHash);
    expect(unsigned).not.toContain('Ditandatangani secara elektronik');
    expect(signed).toContain('Ditandatangani secara elektronik oleh Budi Santoso');
    expect(signed).toContain('02-03-2026 10:04:05 WIB');
    expect(signed).toContain(stamp.documentHash);
    expect(signed).toContain('local');
    expect(signed).not.toContain('Belum ditandatangani');
  });

  it('gives the same bytes for the same data, language and stamp', async () => {
    for (const [kind, extra, signer] of [
      ['LOAN_AGREEMENT', { loanId }, () => borrowerId],
      ['POWER_OF_ATTORNEY', { loanId }, () => borrowerId],
      ['INVESTMENT_AGREEMENT', { fundingId }, () => lenders[0].userId],
      ['LENDER_AGREEMENT', {}, () => lenders[0].userId],
    ] as const) {
      for (const language of ['id', 'en'] as const) {
        for (const withStamp of [undefined, stamp]) {
          const once = await agreementPdf(
            product.db,
            ref(kind, signer(), extra),
            language,
            withStamp,
          );
          const again = await agreementPdf(
            product.db,
            ref(kind, signer(), extra),
            language,
            withStamp,
          );
          expect(once.pdf.equals(again.pdf), `${kind} ${language}`).toBe(true);
          expect(again.position).toEqual(once.position);
        }
      }
    }
  });
});

describe('refusals', () => {
  it('refuses a funding of another lender, of another loan, and a loan of another borrower', async () => {
    expect(
      await refusal(
        agreementPdf(
          product.db,
          ref('INVESTMENT_AGREEMENT', lenders[1].userId, { fundingId }),
          'id',
        ),
      ),
    ).toEqual({ status: 404, code: 'NOT_FOUND' });
    expect(
      await refusal(
        agreementPdf(
          product.db,
          ref('INVESTMENT_AGREEMENT', lenders[0].userId, { fundingId, loanId: loanId + 1000 }),
          'id',
        ),
      ),
    ).toEqual({ status: 404, code: 'NOT_FOUND' });
    for (const kind of ['LOAN_AGREEMENT', 'POWER_OF_ATTORNEY'] as const) {
      expect(
        await refusal(agreementPdf(product.db, ref(kind, lenders[0].userId, { loanId }), 'id')),
      ).toEqual({ status: 404, code: 'NOT_FOUND' });
    }
    expect(
      await refusal(agreementPdf(product.db, ref('LENDER_AGREEMENT', borrowerId), 'id')),
    ).toEqual({ status: 404, code: 'NOT_FOUND' });
    expect(
      await refusal(agreementPdf(product.db, ref('LENDER_AGREEMENT', 'not-a-user'), 'id')),
    ).toEqual({ status: 404, code: 'NOT_FOUND' });
  });

  it('refuses a loan whose offer terms are not set yet with 409', async () => {
    const created = await rest(product, 'POST', '/loan', {
      token: tokens.borrower,
      body: {
        productid: await productIdByCode(product, 'PF'),
        genapplicationvalue: '8000000',
        genrequireddate: isoDateInDays(product, 30),
        genpurpose: 'Modal kerja',
      },
    });
    expect(created.status).toBe(201);
    const draftId = (created.body.data as { id: number }).id;
    expect(
      await refusal(
        agreementPdf(product.db, ref('LOAN_AGREEMENT', borrowerId, { loanId: draftId }), 'id'),
      ),
    ).toEqual({ status: 409, code: 'OFFER_TERMS_MISSING' });
  });
});

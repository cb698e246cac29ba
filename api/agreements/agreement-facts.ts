// What the agreements say, read from the database: the signer, the loan with its offer terms and
// schedule, the borrower and lenders as parties, one funding, the borrower's validated bank
// account and the transfer fees. Every read checks the reference against the data: a funding not
// of this lender or a loan not of this borrower is NOT_FOUND (it looks absent, not forbidden).

import {
  repaymentSchedule,
  type Schedule,
} from '../../machines/installment/installment.schedule.ts';
import { effectiveAdminFeeSen } from '../../machines/shared/admin-fee.ts';
import { fromSen, toSen } from '../../machines/shared/money.ts';
import type { TransferRail } from '../../machines/withdrawal/withdrawal.rules.ts';
import { readRails } from '../cash-out/rails.ts';
import type { Queryable } from '../db/db.ts';
import { AppError } from '../http/errors.ts';
import { borrowerInfoFromProfile } from '../loans/borrower-info-from-profile.ts';
import { type LoanRecord, loanSelect } from '../loans/loan-record.ts';
import { sectionText } from '../profiles/section-text.ts';
import { findBank } from '../reference/banks.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const notFound = (what: string) => new AppError(404, 'NOT_FOUND', `${what} not found`);

export type Signer = {
  id: string;
  name: string;
  role: 'borrower' | 'lender' | 'admin';
  isPersonal: boolean;
  createdAt: Date;
};

/** A person or a company as an agreement names it; absent identity fields are null. */
export type Party = {
  isPersonal: boolean;
  name: string;
  /** NIK (KTP number): the person's, or the company representative's. */
  nik: string | null;
  npwp: string | null;
  address: string | null;
  /** A company's representative: name and position. */
  representative: string | null;
};

export type LoanTerms = {
  amountSen: bigint;
  /** Percent per year, as the offer wrote it ('15.00'). */
  interestPercent: string;
  periodDays: number;
  paymentType: 'INSTALLMENT' | 'CASH' | 'INTEREST' | 'BALLOON';
  /** The loan's admin fee, or the product's when the loan's is zero (spec §9). */
  adminFeeSen: bigint;
  schedule: Schedule;
};

export type Loan = LoanRecord & { created_at: Date };

export type LoanFacts = {
  loan: Loan;
  terms: LoanTerms;
  /** When the borrower accepted the offer, else when the loan was made: the document's date. */
  agreedAt: Date;
};

export async function findSigner(q: Queryable, id: string): Promise<Signer> {
  if (!UUID.test(id)) throw notFound('Signer');
  const [row] = await q.query<{
    id: string;
    full_name: string;
    role: Signer['role'];
    is_personal: boolean;
    created_at: Date;
  }>('SELECT id, full_name, role, is_personal, created_at FROM users WHERE id = $1', [id]);
  if (!row) throw notFound('Signer');
  return {
    id: row.id,
    name: row.full_name,
    role: row.role,
    isPersonal: row.is_personal,
    createdAt: row.created_at,
  };
}

/** The loan with its offer terms; 409 while staff have not set the offer's interest and period. */
export async function loanFacts(q: Queryable, loanId: number | null): Promise<LoanFacts> {
  if (loanId === null || !Number.isSafeInteger(loanId) || loanId <= 0) throw notFound('Loan');
  const [loan] = await q.query<Loan>(`${loanSelect} WHERE l.id = $1`, [loanId]);
  if (!loan) throw notFound('Loan');
  if (loan.funappinterestpercentage === null || loan.timeperiod === null) {
    throw new AppError(409, 'OFFER_TERMS_MISSING', 'The loan has no offer terms yet');
  }
  const paymentType = loan.typepayment ?? loan.type_payment;
  const adminFeeSen = effectiveAdminFeeSen({
    adminFee: loan.appadminfee,
    productAdminFee: loan.product_admin_fee,
  });
  const schedule = repaymentSchedule({
    amount: loan.genapplicationvalue,
    interestPercentPerYear: loan.funappinterestpercentage,
    periodDays: loan.timeperiod,
    paymentType,
    adminFee: fromSen(adminFeeSen),
  });
  const [consent] = await q.query<{ consented_at: Date }>(
    'SELECT consented_at FROM offer_consents WHERE loan_id = $1',
    [loan.id],
  );
  return {
    loan,
    terms: {
      amountSen: toSen(loan.genapplicationvalue),
      interestPercent: loan.funappinterestpercentage,
      periodDays: loan.timeperiod,
      paymentType,
      adminFeeSen,
      schedule,
    },
    agreedAt: consent?.consented_at ?? loan.created_at,
  };
}

/** The borrower's loan: NOT_FOUND when the loan is someone else's. */
export async function borrowersLoan(
  q: Queryable,
  signer: Signer,
  loanId: number | null,
): Promise<LoanFacts> {
  const facts = await loanFacts(q, loanId);
  if (signer.role !== 'borrower' || facts.loan.borrower_id !== signer.id) throw notFound('Loan');
  return facts;
}

type Data = Record<string, unknown>;

/** A user as a party, from their profile (spec §3 Personal and Company data). */
export async function partyOf(
  q: Queryable,
  user: { id: string; name: string; isPersonal: boolean },
): Promise<Party> {
  const info = await borrowerInfoFromProfile(q, { userId: user.id, isPersonal: user.isPersonal });
  const [identity] = await q.query<{ data: Data }>(
    'SELECT data FROM profile_sections WHERE user_id = $1 AND section = $2',
    [user.id, user.isPersonal ? 'personal' : 'company'],
  );
  if (user.isPersonal) {
    return {
      isPersonal: true,
      name: info.gen_fullname ?? user.name,
      nik: sectionText(identity?.data, 'ktpnumber'),
      npwp: info.number_npwp ?? null,
      address: info.gen_address ?? null,
      representative: null,
    };
  }
  const representative = sectionText(identity?.data, 'representativename');
  const position = sectionText(identity?.data, 'representativeposition');
  return {
    isPersonal: false,
    name: info.gen_company_name ?? user.name,
    nik: sectionText(identity?.data, 'representativektp'),
    npwp: info.number_npwp ?? null,
    address: info.gen_address ?? null,
    representative: representative && position ? `${representative} (${position})` : representative,
  };
}

/** The lenders of a loan as a group: how many, and what they put in (refunded pieces aside). */
export async function lenderGroup(
  q: Queryable,
  loanId: number,
): Promise<{ count: number; totalSen: bigint }> {
  const [row] = await q.query<{ count: number; total: string }>(
    `SELECT count(DISTINCT lender_id)::int AS count, COALESCE(sum(amount_sen), 0)::text AS total
       FROM loan_fundings WHERE loan_id = $1 AND status <> 'REFUNDED'`,
    [loanId],
  );
  return { count: row?.count ?? 0, totalSen: BigInt(row?.total ?? '0') };
}

export type Funding = {
  id: number;
  loanId: number;
  amountSen: bigint;
  status: 'HELD' | 'REFUNDED' | 'LENT';
  createdAt: Date;
};

/** The lender's funding: NOT_FOUND when it is another lender's or of another loan than named. */
export async function lendersFunding(
  q: Queryable,
  signer: Signer,
  fundingId: number | null,
  loanId: number | null,
): Promise<Funding> {
  if (fundingId === null || !Number.isSafeInteger(fundingId) || fundingId <= 0) {
    throw notFound('Funding');
  }
  const [row] = await q.query<{
    id: string;
    loan_id: string;
    lender_id: string;
    amount_sen: string;
    status: Funding['status'];
    created_at: Date;
  }>(
    `SELECT id::text, loan_id::text, lender_id, amount_sen::text, status, created_at
       FROM loan_fundings WHERE id = $1`,
    [fundingId],
  );
  if (!row || row.lender_id !== signer.id) throw notFound('Funding');
  if (loanId !== null && Number(row.loan_id) !== loanId) throw notFound('Funding');
  return {
    id: Number(row.id),
    loanId: Number(row.loan_id),
    amountSen: BigInt(row.amount_sen),
    status: row.status,
    createdAt: row.created_at,
  };
}

export type BankAccount = { bankName: string; accountNumber: string; accountName: string };

/** The bank account staff validated in the borrower's profile; 409 while there is none. */
export async function validatedBankAccount(q: Queryable, userId: string): Promise<BankAccount> {
  const [row] = await q.query<{ data: Data; status: string }>(
    `SELECT data, status FROM profile_sections WHERE user_id = $1 AND section = 'bank'`,
    [userId],
  );
  const code = sectionText(row?.data, 'bankcode');
  const accountNumber = sectionText(row?.data, 'accountnumber');
  const accountName = sectionText(row?.data, 'accountname');
  if (row?.status !== 'VALIDATED' || !code || !accountNumber || !accountName) {
    throw new AppError(409, 'BANK_ACCOUNT_NOT_VALIDATED', 'The bank account is not validated yet', {
      text: {
        id: 'Rekening bank belum divalidasi staf. Lengkapi dan kirim data bank di halaman Profil; perjanjian dapat ditandatangani setelah staf memvalidasinya',
        en: 'The bank account is not validated by staff yet. Complete and send the bank data on the Profile page; the agreement can be signed once staff validate it',
      },
    });
  }
  const bankName = findBank(code)?.name ?? code;
  return { bankName, accountNumber, accountName };
}

/** The cash-out transfer fees a lender pays (the transfer_rails setting), enabled ones only. */
export async function transferFees(q: Queryable): Promise<TransferRail[]> {
  return (await readRails(q)).filter((rail) => rail.enabled);
}

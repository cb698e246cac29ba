// The one way a person is told that something they wait for happened: an in-app notification
// row and, unless they unsubscribed from e-mail, an e-mail in their language in the outbox, both
// in the caller's transaction (so a refused or rolled-back change tells nobody anything).
// Account messages (activation, password reset, one-time codes) do not pass here: they are
// always sent.
import type {
  WalletKind,
  WalletRefusal,
} from '../../machines/lender-account/lender-account.types.ts';
import type { ProfileSection } from '../../machines/profile/profile.types.ts';
import { languageFromAcceptLanguage } from '../../machines/shared/i18n-text.ts';
import type { Queryable } from '../db/db.ts';
import { notificationEmail } from './notification-messages.ts';
import { enqueueAll } from './outbox.ts';

export type Locale = 'id' | 'en';
export const LOCALES = ['id', 'en'] as const satisfies readonly Locale[];

/**
 * A loan's notice names it with its product in both languages: the app's list and the e-mail
 * write the one of the reader's language (productNameEn is absent on rows written before it).
 */
type LoanParams = { loanId: number; productName: string; productNameEn?: string };

/** The loan's part of a notice's values, from the loan's row (its product's two names). */
export const loanNoticeParams = (loan: {
  id: number | string;
  product_name: string;
  product_name_en?: string | null;
}): LoanParams => ({
  loanId: Number(loan.id),
  productName: loan.product_name,
  productNameEn: loan.product_name_en ?? loan.product_name,
});

/** Each kind with what its text needs. */
export type NotificationParams = {
  SECTION_VALIDATED: { section: ProfileSection };
  SECTION_REJECTED: { section: ProfileSection; reason: string };
  LOAN_SUBMITTED: LoanParams;
  BAIL_APPROVED: LoanParams;
  LOAN_REJECTED: LoanParams & { reason: string };
  LOAN_CANCELLED: LoanParams & { reason: string };
  OFFER_READY: LoanParams;
  OFFER_ACCEPTED: LoanParams;
  FUNDING_OPENED: LoanParams;
  FUNDING_COMPLETED: LoanParams;
  FUNDING_NOT_COMPLETED: LoanParams;
  FUNDING_REFUNDED: LoanParams;
  DISBURSEMENT_READY: LoanParams;
  DISBURSED: LoanParams;
  WALLET_APPROVED: { walletKind: WalletKind };
  WALLET_REFUSED: { refusal: WalletRefusal };
  BANK_CHANGE_APPROVED: Record<string, never>;
  BANK_CHANGE_REFUSED: { reason: string };
  // Issue 19: the bills. `amount` is rupiah (exact decimal), `dueDate` YYYY-MM-DD.
  INSTALLMENT_DUE_SOON: LoanParams & { dueDate: string; amount: string };
  INSTALLMENT_OVERDUE: LoanParams & { dueDate: string; amount: string; days: number };
  REPAYMENT_RECEIVED: LoanParams & { amount: string };
  LOAN_PAID: LoanParams;
};

export type NotificationKind = keyof NotificationParams;

export const NOTIFICATION_KINDS = [
  'SECTION_VALIDATED',
  'SECTION_REJECTED',
  'LOAN_SUBMITTED',
  'BAIL_APPROVED',
  'LOAN_REJECTED',
  'LOAN_CANCELLED',
  'OFFER_READY',
  'OFFER_ACCEPTED',
  'FUNDING_OPENED',
  'FUNDING_COMPLETED',
  'FUNDING_NOT_COMPLETED',
  'FUNDING_REFUNDED',
  'DISBURSEMENT_READY',
  'DISBURSED',
  'WALLET_APPROVED',
  'WALLET_REFUSED',
  'BANK_CHANGE_APPROVED',
  'BANK_CHANGE_REFUSED',
  'INSTALLMENT_DUE_SOON',
  'INSTALLMENT_OVERDUE',
  'REPAYMENT_RECEIVED',
  'LOAN_PAID',
] as const satisfies readonly NotificationKind[];

export type Notice = {
  [K in NotificationKind]: { kind: K; params: NotificationParams[K] };
}[NotificationKind];

type Recipient = {
  id: string;
  email: string;
  full_name: string;
  locale: Locale;
  email_subscribed: boolean;
};

const RECIPIENT = 'u.id::text AS id, u.email, u.full_name, u.locale, u.email_subscribed';

/**
 * `notBefore`: the e-mail waits in the outbox until then (a reminder outside the borrower's
 * sending window: `nextAllowedSendTime` of machines/notify/send-window.ts). The in-app
 * notification shows at once: the person sees it when they open the app, nothing rings.
 */
export async function notifyUser(
  q: Queryable,
  userId: string,
  notice: Notice,
  options: { notBefore?: Date } = {},
): Promise<void> {
  await notifyUsers(q, [userId], notice, options);
}

/** Each of these people told the same, once each, in the order given: three statements for all. */
export async function notifyUsers(
  q: Queryable,
  userIds: readonly string[],
  notice: Notice,
  options: { notBefore?: Date } = {},
): Promise<void> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return;
  const rows = await q.query<Recipient>(
    `SELECT ${RECIPIENT} FROM users u WHERE u.id = ANY($1::uuid[])`,
    [ids],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  await tell(
    q,
    ids.flatMap((id) => byId.get(id) ?? []),
    notice,
    options,
  );
}

/**
 * A loan's borrower and then each lender whose funding of it is in one of `fundings` (every
 * funding: null), told the same: read in one statement with the loan's fundings.
 */
export async function notifyBorrowerAndLenders(
  q: Queryable,
  loan: { id: number; borrower_id: string },
  fundings: readonly ('HELD' | 'REFUNDED' | 'LENT')[] | null,
  notice: Notice,
): Promise<void> {
  const rows = await q.query<Recipient>(
    `SELECT ${RECIPIENT} FROM users u
      WHERE u.id = $1::uuid
         OR u.id IN (SELECT f.lender_id FROM loan_fundings f
                      WHERE f.loan_id = $2 AND ($3::text[] IS NULL OR f.status = ANY($3::text[])))
      ORDER BY u.id <> $1::uuid, u.id`,
    [loan.borrower_id, loan.id, fundings],
  );
  await tell(q, rows, notice, {});
}

/** The in-app notifications and the e-mails of the subscribed, each in one statement. */
async function tell(
  q: Queryable,
  recipients: readonly Recipient[],
  notice: Notice,
  options: { notBefore?: Date },
): Promise<void> {
  if (recipients.length === 0) return;
  await q.query(
    `INSERT INTO notifications (user_id, kind, params)
     SELECT t.user_id, $2, $3::jsonb FROM unnest($1::uuid[]) WITH ORDINALITY AS t(user_id, n)
      ORDER BY t.n`,
    [recipients.map((r) => r.id), notice.kind, JSON.stringify(notice.params)],
  );
  await enqueueAll(
    q,
    recipients
      .filter((r) => r.email_subscribed)
      .map((r) => {
        const email = notificationEmail(notice, {
          to: r.email,
          fullName: r.full_name,
          locale: r.locale,
        });
        return options.notBefore ? { ...email, notBefore: options.notBefore } : email;
      }),
  );
}

export const isLocale = (value: unknown): value is Locale => value === 'id' || value === 'en';

/** The language of an Accept-Language header (machines/shared/i18n-text.ts). */
export const localeFromAcceptLanguage: (header: string | undefined) => Locale =
  languageFromAcceptLanguage;

export async function setLocale(q: Queryable, userId: string, locale: Locale): Promise<Locale> {
  await q.query('UPDATE users SET locale = $2 WHERE id = $1', [userId, locale]);
  return locale;
}

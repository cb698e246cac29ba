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
import type { Queryable } from '../db/db.ts';
import { notificationEmail } from './notification-messages.ts';
import { enqueue } from './outbox.ts';

export type Locale = 'id' | 'en';
export const LOCALES = ['id', 'en'] as const satisfies readonly Locale[];

type LoanParams = { loanId: number; productName: string };

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

type Recipient = { email: string; full_name: string; locale: Locale; email_subscribed: boolean };

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
  const [user] = await q.query<Recipient>(
    'SELECT email, full_name, locale, email_subscribed FROM users WHERE id = $1',
    [userId],
  );
  if (!user) return;
  await q.query('INSERT INTO notifications (user_id, kind, params) VALUES ($1, $2, $3::jsonb)', [
    userId,
    notice.kind,
    JSON.stringify(notice.params),
  ]);
  if (!user.email_subscribed) return;
  const email = notificationEmail(notice, {
    to: user.email,
    fullName: user.full_name,
    locale: user.locale,
  });
  await enqueue(q, options.notBefore ? { ...email, notBefore: options.notBefore } : email);
}

export const isLocale = (value: unknown): value is Locale => value === 'id' || value === 'en';

/**
 * The language of an Accept-Language header: the first of ours by preference (q), Indonesian
 * when it names neither.
 */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  if (!header) return 'id';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...options] = part.trim().split(';');
      const q = options.map((o) => /^\s*q=([\d.]+)\s*$/.exec(o)?.[1]).find(Boolean);
      return { language: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q) : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isLocale) ?? 'id';
}

export async function setLocale(q: Queryable, userId: string, locale: Locale): Promise<Locale> {
  await q.query('UPDATE users SET locale = $2 WHERE id = $1', [userId, locale]);
  return locale;
}

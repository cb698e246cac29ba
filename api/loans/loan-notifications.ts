// Which loan events tell whom what: the one table behind every loan notification. applyLoanEvent
// calls notifyLoanEvent in its transaction after the machine took the event, so a refused event
// writes nothing.
import type { LoanEvent, LoanEventType, Role } from '../../machines/loan/loan.types.ts';
import type { Queryable } from '../db/db.ts';
import { loanNoticeParams, type NotificationKind, notifyUser } from '../notify/notify-user.ts';
import type { LoanRecord } from './loan-record.ts';

type LoanNotificationKind = Extract<
  NotificationKind,
  | 'LOAN_SUBMITTED'
  | 'BAIL_APPROVED'
  | 'LOAN_REJECTED'
  | 'LOAN_CANCELLED'
  | 'OFFER_READY'
  | 'OFFER_ACCEPTED'
  | 'FUNDING_OPENED'
>;

type Recipient = 'borrower';

type LoanNotification = {
  kind: LoanNotificationKind;
  recipients: readonly Recipient[];
  /** Only when this role sent the event: a borrower who cancels needs no message about it. */
  onlyWhenSentBy?: Role;
};

export const LOAN_NOTIFICATIONS: Partial<Record<LoanEventType, LoanNotification>> = {
  'loan.submit': { kind: 'LOAN_SUBMITTED', recipients: ['borrower'] },
  'bail.approve': { kind: 'BAIL_APPROVED', recipients: ['borrower'] },
  'loan.reject': { kind: 'LOAN_REJECTED', recipients: ['borrower'] },
  'loan.cancel': { kind: 'LOAN_CANCELLED', recipients: ['borrower'], onlyWhenSentBy: 'admin' },
  'loan.approve': { kind: 'OFFER_READY', recipients: ['borrower'] },
  'offer.accept': { kind: 'OFFER_ACCEPTED', recipients: ['borrower'] },
  'funding.open': { kind: 'FUNDING_OPENED', recipients: ['borrower'] },
};

const recipientIds = (loan: LoanRecord, recipient: Recipient): string[] => {
  switch (recipient) {
    case 'borrower':
      return [loan.borrower_id];
  }
};

export async function notifyLoanEvent(
  q: Queryable,
  loan: LoanRecord,
  event: LoanEvent,
): Promise<void> {
  const rule = LOAN_NOTIFICATIONS[event.type];
  if (!rule) return;
  if (rule.onlyWhenSentBy && event.actor.role !== rule.onlyWhenSentBy) return;
  const loanParams = loanNoticeParams(loan);
  const reason = 'reason' in event ? event.reason.trim() : '';
  const users = new Set(rule.recipients.flatMap((recipient) => recipientIds(loan, recipient)));
  for (const userId of users) {
    switch (rule.kind) {
      case 'LOAN_REJECTED':
      case 'LOAN_CANCELLED':
        await notifyUser(q, userId, { kind: rule.kind, params: { ...loanParams, reason } });
        break;
      default:
        await notifyUser(q, userId, { kind: rule.kind, params: loanParams });
    }
  }
}

// The application's unsaved changes, kept in this tab's session storage while the user types
// (issue 14, no lost work): a reload, a way back or a failed save loses nothing. Session, not
// local, storage: the draft holds personal data and ends with the tab.
import type { ApplicationValues } from '../../components/loan-fields/application-values.ts';

const keyOf = (loanId: string) => `lumbung.applicationDraft.${loanId}`;

export function readDraft(loanId: string): ApplicationValues | null {
  try {
    const text = sessionStorage.getItem(keyOf(loanId));
    if (!text) return null;
    const value = JSON.parse(text) as unknown;
    const groups = ['loanData', 'personal', 'company', 'bail'];
    const complete =
      typeof value === 'object' &&
      value !== null &&
      groups.every((group) => typeof (value as Record<string, unknown>)[group] === 'object');
    return complete ? (value as ApplicationValues) : null;
  } catch {
    return null;
  }
}

export function writeDraft(loanId: string, json: string): void {
  try {
    sessionStorage.setItem(keyOf(loanId), json);
  } catch {
    // Storage full or unavailable: the leave prompt still guards the changes.
  }
}

export function clearDraft(loanId: string): void {
  try {
    sessionStorage.removeItem(keyOf(loanId));
  } catch {
    // Nothing to clear.
  }
}

// What a dialog's UI asks of its snapshot, the same for every dialog: is it shown, is it
// sending (confirm disabled, its label in the -ing form, Close disabled), is the reason missing.
type DialogSnapshot = {
  hasTag: (tag: 'open' | 'sending') => boolean;
  // The index signature lets dialogs with other context (the offer's decision) share these.
  context?: { reasonMissing?: boolean; [key: string]: unknown } | undefined;
};

export const isOpen = (snapshot: DialogSnapshot) => snapshot.hasTag('open');

export const isSending = (snapshot: DialogSnapshot) => snapshot.hasTag('sending');

/** The reason field shows 'required' after a confirm without a reason (reject, cancel). */
export const isReasonMissing = (snapshot: DialogSnapshot) =>
  snapshot.context?.reasonMissing === true;

export type DialogName = 'approve' | 'reject' | 'cancel';

/** The confirm button's label key: 'Setuju' / 'Menyetujui...', 'Tolak' / 'Menolak...', … */
export function confirmLabelKey(
  dialog: DialogName,
  snapshot: DialogSnapshot,
): `dialogs.${DialogName}.${'confirm' | 'sending'}` {
  return `dialogs.${dialog}.${isSending(snapshot) ? 'sending' : 'confirm'}`;
}

/** The offer's consent box shows its message after a confirm to accept without the tick. */
export const isConsentMissing = (snapshot: DialogSnapshot) =>
  snapshot.context?.consentMissing === true;

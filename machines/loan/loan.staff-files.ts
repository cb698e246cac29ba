// The borrower's files on a loan as staff may handle them (issue 15). Staff read every file of
// the application; they may put another file in a file's place (a clearer scan, the right
// certificate), and only with a reason that the loan's history keeps beside who did it; they
// never take a borrower's file away. The rule is the loan machine's, so the API refuses what the
// staff screen does not offer.
//
// A file slot is a single file (the certificate, the tax card, PBB, IMB) or a list (other
// documents, the collateral photos). A file of the slot missing from what the edit sends is
// *replaced* when another file takes its place (the slot holds at least as many new files as it
// lost), else *deleted*. So emptying the certificate is a deletion, sending another certificate
// a replacement, and a list may grow freely, but may lose a file only to one that takes its place.

/** The application's file slots, by their REST (spec §3) names. */
export const BORROWER_FILE_SLOTS = [
  'bailcertificatefile',
  'pbbdocumentfile',
  'imbdocumentfile',
  'otherDocumentFiles',
  'documentnpwp',
  'photo',
] as const;

export type BorrowerFileSlot = (typeof BORROWER_FILE_SLOTS)[number];

/** A slot's files as stored and as the edit would leave them (empty and absent are none). */
export type FileSlotValues = { stored: readonly string[]; sent: readonly string[] };

export type StaffFileValues = Partial<Record<BorrowerFileSlot, FileSlotValues>>;

/** A single file (or none) as a slot's list. */
export const fileList = (path: string | null | undefined): string[] =>
  typeof path === 'string' && path.trim() !== '' ? [path.trim()] : [];

/** What an edit does to one slot: the files it takes away and the files it brings. */
function slotChange(values: FileSlotValues): { removed: string[]; added: string[] } {
  const sent = new Set(values.sent);
  const stored = new Set(values.stored);
  return {
    removed: [...stored].filter((path) => !sent.has(path)),
    added: [...sent].filter((path) => !stored.has(path)),
  };
}

/** The slots whose stored files an edit would delete (nothing takes their place), in list order. */
export function filesDeleted(files: StaffFileValues = {}): BorrowerFileSlot[] {
  return BORROWER_FILE_SLOTS.filter((slot) => {
    const values = files[slot];
    if (!values) return false;
    const { removed, added } = slotChange(values);
    return removed.length > added.length;
  });
}

/** The slots where another file takes a stored file's place, in list order. */
export function filesReplaced(files: StaffFileValues = {}): BorrowerFileSlot[] {
  return BORROWER_FILE_SLOTS.filter((slot) => {
    const values = files[slot];
    if (!values) return false;
    const { removed, added } = slotChange(values);
    return removed.length > 0 && removed.length <= added.length;
  });
}

/**
 * Why staff may not make this change to the borrower's files: a file taken away
 * (FILE_DELETE_FORBIDDEN) or one replaced without a reason (FILE_REPLACE_REASON_MISSING); null
 * when the change is fine.
 */
export function staffFileRefusal(
  files: StaffFileValues | undefined,
  replaceReason: string | null | undefined,
): 'FILE_DELETE_FORBIDDEN' | 'FILE_REPLACE_REASON_MISSING' | null {
  if (filesDeleted(files).length > 0) return 'FILE_DELETE_FORBIDDEN';
  if (filesReplaced(files).length > 0 && (replaceReason ?? '').trim() === '') {
    return 'FILE_REPLACE_REASON_MISSING';
  }
  return null;
}

// The fields staff may never change, in a module of their own: the loan's types name them and
// its rules enforce them (loan.rules.ts), and neither needs the other to say which they are.
/**
 * Spec §5: on the staff screen birth place, birth date, tax number, certificate type and number
 * and the tax (PBB) and permit (IMB) documents are always disabled. The one list: the machine
 * refuses a staff edit changing one, and the staff screen disables the inputs it names.
 */
export const STAFF_LOCKED_FIELDS = [
  'genbirthplace',
  'genbirthdate',
  'numbernpwp',
  'bailcertificatetype',
  'bailcertificatenumber',
  'pbbdocumentfile',
  'imbdocumentfile',
] as const;

// What the account already knows (its registration: the person's or company's name, the mobile
// number), offered in a profile section that is still empty, so nobody types it twice. Only an
// offer: the person changes it where it differs from the ID card or the bank's records, and a
// section once saved shows what was saved.
import type { SectionView } from './SectionCard.tsx';

/** The account's own facts (GraphQL `me`). */
export type AccountFacts = { fullName: string; phone?: string | null | undefined };

type Prefill = Record<string, string>;

const filled = (entries: Array<[string, string | null | undefined]>): Prefill =>
  Object.fromEntries(
    entries.filter((entry): entry is [string, string] => (entry[1] ?? '').trim() !== ''),
  );

/**
 * The values offered in an empty section. A person registers with their own name, a company
 * with its name (RegisterPage); the mobile number registered is the representative's to reach.
 * The bank account's name must be the ID card's (or the company's): the name saved in the
 * profile, else the registered one.
 */
export function accountPrefill(
  section: SectionView['section'],
  view: Pick<SectionView, 'data'>,
  account: AccountFacts | null,
  idCardName: string | null,
): Prefill {
  if (!account || view.data) return {};
  switch (section) {
    case 'personal':
      return filled([['fullname', account.fullName]]);
    case 'company':
      return filled([
        ['companyname', account.fullName],
        ['representativephone', account.phone],
      ]);
    case 'bank':
      return filled([['accountname', idCardName ?? account.fullName]]);
    default:
      return {};
  }
}

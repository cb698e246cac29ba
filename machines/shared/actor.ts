/** Who sends an event: the signed-in user, or the platform itself for timed events. */
export type Role = 'borrower' | 'lender' | 'admin' | 'system';

/**
 * What the rules need to know about a lender who funds (issue 17), read by the API for the
 * signed-in lender: whether staff validated every required section of their data (spec §1), the
 * wallet's active balance (rupiah, decimal string) and today's date in WIB (YYYY-MM-DD), so that
 * the pure machine can say "not validated", "no balance" or "the funding window has closed".
 */
export type LenderFacts = { validated: boolean; activeBalance: string; today: string };

export type Actor = { userId: string; role: Role; lender?: LenderFacts };

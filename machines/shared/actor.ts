/** Who sends an event: the signed-in user, or the platform itself for timed events. */
export type Role = 'borrower' | 'lender' | 'admin' | 'system';
export type Actor = { userId: string; role: Role };

/** Who sends an event: the signed-in user, or the platform itself for timed events. */
export type Role = 'borrower' | 'lender' | 'admin' | 'system';

/**
 * What the rules need to know about a lender who funds (issue 17), read by the API for the
 * signed-in lender: whether staff validated every required section of their data (spec §1), the
 * wallet's active balance (rupiah, decimal string) and today's date in WIB (YYYY-MM-DD), so that
 * the pure machine can say "not validated", "no balance" or "the funding window has closed".
 */
export type LenderFacts = {
  validated: boolean;
  /**
   * The lender has signed the lender agreement with the platform (LENDER_AGREEMENT, signed at
   * the signature provider): POJK 10/POJK.05/2022 has the platform and each lender bound by an
   * agreement before any funding.
   */
  agreementSigned: boolean;
  activeBalance: string;
  today: string;
  /** The regulator's lender limits (issue 21): what the rules need to say how much room is left. */
  limits: LenderLimitFacts;
};

/**
 * What OJK's lender limits read (machines/regulation/funding-limits.ts), read by the API in the
 * funding's own transaction. Amounts are rupiah decimal strings. "Outstanding" is money put into
 * loans and not had back: on hold in loans still funding plus lent principal not yet repaid.
 */
export type LenderLimitFacts = {
  /** A person (the income share applies) or a company (it does not). */
  isPersonal: boolean;
  /** Staff verified: a financial institution OJK supervises (company lenders only): 75%, not 25%. */
  ojkSupervised: boolean;
  /** The lender's own outstanding funding. */
  outstanding: string;
  /** With the lenders staff linked into its affiliate group; its own when in none. */
  groupOutstanding: string;
  /** Every lender's outstanding funding added up. */
  platformOutstanding: string;
  /** The platform outstanding at or under which the share limit is not enforced (a setting). */
  concentrationFloor: string;
  /** The lender's own declaration of yearly income (rupiah); null: none made. */
  declaredYearlyIncome: string | null;
};

export type Actor = {
  userId: string;
  role: Role;
  lender?: LenderFacts;
  /**
   * The product's date when the actor asks, in WIB (YYYY-MM-DD; the demo clock's in demo mode):
   * the rules that read the calendar (an offer's funding window, funding opened after the window
   * ended) refuse on it. Absent: not known, and those rules do not refuse (the API always sends it).
   */
  today?: string;
};

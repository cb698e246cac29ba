import type { Tokens } from './accounts/tokens.ts';
import type { Db } from './db/db.ts';

/** What the API's domain needs from the outside, provided once at start (or by a test). */
export type ApiDeps = {
  db: Db;
  tokens: Tokens;
  /** The current time; tests pass a controlled clock. */
  now: () => Date;
};

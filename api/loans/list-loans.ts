// Lists of loans: the borrower's own, and the staff's work queues with search, filters, sorting
// and keyset pages. Which stages a queue holds is the machines' (machines/loan/loan.queues.ts).
import {
  LOAN_QUEUE_NAMES,
  LOAN_QUEUES,
  type LoanQueue,
  queueOf,
} from '../../machines/loan/loan.queues.ts';
import type { Stage } from '../../machines/loan/loan.types.ts';
import type { Queryable } from '../db/db.ts';
import { invalidInput } from '../http/errors.ts';
import { type LoanRecord, loanSelect } from './loan-record.ts';

export function listBorrowerLoans(db: Queryable, borrowerId: string): Promise<LoanRecord[]> {
  return db.query<LoanRecord>(`${loanSelect} WHERE l.borrower_id = $1 ORDER BY l.id DESC`, [
    borrowerId,
  ]);
}

export const LOAN_SORTS = [
  'newest',
  'oldest',
  'value_desc',
  'value_asc',
  'required_date',
  'updated',
  'submitted_oldest',
  'submitted_newest',
  'waiting_longest',
  'waiting_shortest',
] as const;
export type LoanSort = (typeof LOAN_SORTS)[number];

/** Each sort: the key it orders by (typed, so the cursor compares like the column) and the way. */
const SORTS: Record<LoanSort, { key: string; type: string; direction: 'ASC' | 'DESC' }> = {
  newest: { key: 'l.id', type: 'bigint', direction: 'DESC' },
  oldest: { key: 'l.id', type: 'bigint', direction: 'ASC' },
  value_desc: { key: 'l.genapplicationvalue', type: 'numeric', direction: 'DESC' },
  value_asc: { key: 'l.genapplicationvalue', type: 'numeric', direction: 'ASC' },
  required_date: { key: 'l.genrequireddate', type: 'date', direction: 'ASC' },
  updated: { key: 'l.updated_at', type: 'timestamptz', direction: 'DESC' },
  // Drafts (never submitted) come last either way.
  submitted_oldest: {
    key: "coalesce(l.submitted_at, 'infinity'::timestamptz)",
    type: 'timestamptz',
    direction: 'ASC',
  },
  submitted_newest: {
    key: "coalesce(l.submitted_at, '-infinity'::timestamptz)",
    type: 'timestamptz',
    direction: 'DESC',
  },
  waiting_longest: { key: 'l.stage_entered_at', type: 'timestamptz', direction: 'ASC' },
  waiting_shortest: { key: 'l.stage_entered_at', type: 'timestamptz', direction: 'DESC' },
};

export type LoanFilter = {
  queue?: LoanQueue | undefined;
  stage?: Stage | undefined;
  /** Several stages at once (the disbursement lists). */
  stages?: readonly Stage[] | undefined;
  productId?: number | undefined;
  /** A borrower's name (any part, any case) or a loan id. */
  search?: string | undefined;
};

type Cursor = { key: string; id: number };

/** Opaque to clients: the sort key and id of the last row of a page. */
export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.key, cursor.id])).toString('base64url');
}

function decodeCursor(value: string): Cursor {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString());
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      typeof parsed[0] === 'string' &&
      Number.isSafeInteger(parsed[1])
    ) {
      return { key: parsed[0], id: parsed[1] as number };
    }
  } catch {
    // Falls through to the refusal below.
  }
  throw invalidInput({ after: 'not a cursor of this list' });
}

/** The WHERE conditions of a filter, from parameter $first on; used by lists and counts alike. */
function conditions(filter: LoanFilter, first: number): { sql: string[]; params: unknown[] } {
  const sql: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${first + params.length - 1}`;
  };
  const stageSets: (readonly Stage[])[] = [];
  if (filter.queue) stageSets.push(LOAN_QUEUES[filter.queue]);
  if (filter.stage) stageSets.push([filter.stage]);
  if (filter.stages) stageSets.push(filter.stages);
  for (const stages of stageSets) {
    sql.push(`l.machine_state ->> 'stage' = ANY(${param([...stages])}::text[])`);
  }
  if (filter.productId !== undefined) sql.push(`l.product_id = ${param(filter.productId)}`);
  const search = filter.search?.trim();
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const byName = `u.full_name ILIKE ${param(pattern)}`;
    sql.push(/^\d{1,15}$/.test(search) ? `(${byName} OR l.id = ${param(search)}::bigint)` : byName);
  }
  return { sql, params };
}

const where = (sql: string[]) => (sql.length > 0 ? `WHERE ${sql.join(' AND ')}` : '');

/** One keyset page of loans matching the filter, in the chosen order, and how many match. */
export async function listLoans(
  db: Queryable,
  filter: LoanFilter & { sort?: LoanSort | undefined; limit: number; after?: string | undefined },
): Promise<{ loans: LoanRecord[]; total: number; next: string | null; cursors: string[] }> {
  const sort = SORTS[filter.sort ?? 'newest'];
  const { sql, params } = conditions(filter, 1);
  const total = await countLoans(db, filter);
  const pageSql = [...sql];
  if (filter.after) {
    const cursor = decodeCursor(filter.after);
    const comparison = sort.direction === 'DESC' ? '<' : '>';
    params.push(cursor.key, cursor.id);
    // Row comparison: the sort key, then the id, both in the same direction.
    pageSql.push(
      `(${sort.key}, l.id) ${comparison} ($${params.length - 1}::${sort.type}, $${params.length}::bigint)`,
    );
  }
  params.push(filter.limit + 1);
  const rows = await db.query<LoanRecord & { sort_key: string }>(
    `${loanSelect.replace('SELECT l.*', `SELECT l.*, (${sort.key})::text AS sort_key`)}
       ${where(pageSql)}
      ORDER BY ${sort.key} ${sort.direction}, l.id ${sort.direction}
      LIMIT $${params.length}`,
    params,
  );
  const loans = rows.slice(0, filter.limit);
  const last = loans.at(-1);
  return {
    loans,
    total,
    cursors: loans.map((loan) => encodeCursor({ key: loan.sort_key, id: loan.id })),
    next:
      rows.length > filter.limit && last ? encodeCursor({ key: last.sort_key, id: last.id }) : null,
  };
}

async function countLoans(db: Queryable, filter: LoanFilter): Promise<number> {
  const { sql, params } = conditions(filter, 1);
  const [row] = await db.query<{ total: number }>(
    `SELECT count(*) AS total FROM loans l JOIN users u ON u.id = l.borrower_id ${where(sql)}`,
    params,
  );
  return row?.total ?? 0;
}

/** How many loans each queue holds under a search and product filter: one query. */
export async function countLoansByQueue(
  db: Queryable,
  filter: Pick<LoanFilter, 'productId' | 'search'>,
): Promise<{ counts: Record<LoanQueue, number>; total: number }> {
  const { sql, params } = conditions(filter, 1);
  const rows = await db.query<{ stage: Stage; n: number }>(
    `SELECT l.machine_state ->> 'stage' AS stage, count(*) AS n
       FROM loans l JOIN users u ON u.id = l.borrower_id ${where(sql)}
      GROUP BY 1`,
    params,
  );
  const counts = Object.fromEntries(LOAN_QUEUE_NAMES.map((q) => [q, 0])) as Record<
    LoanQueue,
    number
  >;
  let total = 0;
  for (const { stage, n } of rows) {
    total += n;
    const queue = queueOf(stage);
    if (queue) counts[queue] += n;
  }
  return { counts, total };
}

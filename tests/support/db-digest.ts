// A digest of every table's rows, to show that a refused request changed nothing: compare the
// digest before and after. Tables named in `except` are left out (e.g. a log of attempts).
import type { Queryable } from '../../api/db/db.ts';

export async function tableDigests(
  db: Queryable,
  except: readonly string[] = [],
): Promise<Record<string, string>> {
  const tables = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const digests: Record<string, string> = {};
  for (const { name } of tables) {
    if (except.includes(name)) continue;
    const [row] = await db.query<{ digest: string | null }>(
      `SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest
       FROM "${name.replaceAll('"', '""')}" t`,
    );
    digests[name] = row?.digest ?? '';
  }
  return digests;
}

// One small interface over the two PostgreSQL drivers: PGlite (embedded, in-process) and
// node-postgres (a server, for the scaled deployment). Both return the same JS types: numeric and
// date columns as strings, timestamps as Date, int8 as number (counts only: money is numeric).
import { PGlite, parse as pgliteParse, protocol } from '@electric-sql/pglite';
import pg from 'pg';
import { withoutWalAfter } from './image-wal.ts';

export type Row = Record<string, unknown>;

export type Queryable = {
  query<T extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
};

export type Db = Queryable & {
  kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  tx<T>(work: (q: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

const INT8 = 20;
const DATE = 1082;
const identity = (value: string) => value;

/**
 * PGlite in `dataDir`, or in memory; in memory it may start from `image` (pgliteImage) instead
 * of an empty cluster. In memory, PostgreSQL's own cache of pages (shared_buffers) is 16 MB
 * instead of 128 MB: the pages are in memory already, and a test file's database (opened from
 * an image some 300 times a run) started 70 ms sooner for it.
 */
export async function openPglite(options: { dataDir?: string; image?: Blob } = {}): Promise<Db> {
  const lite = new PGlite({
    ...(options.dataDir ? { dataDir: options.dataDir } : { startParams: IN_MEMORY_START }),
    ...(options.image ? { loadDataDir: options.image } : {}),
    parsers: { [DATE]: identity },
  });
  await lite.waitReady;
  return pgliteDb(lite);
}

const IN_MEMORY_START = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * The data directory of an in-memory PGlite once `prepare` has run on it, as an uncompressed
 * tarball: opening PGlite from it skips creating the cluster (initdb), which takes seconds.
 * `from` starts it from an earlier image instead of an empty cluster.
 *
 * An image is loaded once per test file (and per simulated run), so it is kept small: 12 MB
 * instead of 44. Its cluster writes its log (WAL) in 1 MB segments instead of 16 MB ones; it
 * holds no template databases (template0 and template1: an image's users never create a
 * database), and none of the log segments PostgreSQL made ahead of need; it is checkpointed
 * just before, so an open replays nothing.
 */
export async function pgliteImage(prepare: (db: Db) => Promise<void>, from?: Blob): Promise<Blob> {
  const lite = new PGlite({
    parsers: { [DATE]: identity },
    startParams: IN_MEMORY_START,
    ...(from ? { loadDataDir: from } : { initDbStartParams: ['--wal-segsize=1'] }),
  });
  await lite.waitReady;
  try {
    if (!from) {
      // One statement a call: a database is dropped outside any transaction block.
      await lite.exec(
        "UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')",
      );
      await lite.exec('DROP DATABASE template0');
      await lite.exec('DROP DATABASE template1');
    }
    await prepare(pgliteDb(lite));
    await lite.exec('CHECKPOINT');
    const current = await lite.query<{ segment: string }>(
      'SELECT pg_walfile_name(pg_current_wal_lsn()) AS segment',
    );
    const tar = new Uint8Array(await (await lite.dumpDataDir('none')).arrayBuffer());
    return new Blob([withoutWalAfter(tar, current.rows[0]?.segment ?? '')], {
      type: 'application/x-tar',
    });
  } finally {
    await lite.close();
  }
}

function pgliteDb(lite: PGlite): Db {
  const prepared = pglitePrepared(lite);
  const on = (
    target: Pick<PGlite, 'query' | 'exec'>,
    run: <R>(work: () => Promise<R>) => Promise<R>,
  ): Queryable => ({
    query: async <T extends Row>(sql: string, params: readonly unknown[] = []) =>
      (await prepared<T>(sql, params, run)) ?? (await target.query<T>(sql, [...params])).rows,
    exec: async (sql) => {
      await target.exec(sql);
    },
  });
  // Outside a transaction a statement waits for any open one to end, as PGlite's own query
  // does, and is written through to the data directory after it; inside one it only takes its
  // turn among the transaction's statements, and once the transaction has ended is refused
  // (whileOpen, as on a server).
  const alone = async <R>(work: () => Promise<R>) => {
    await lite._checkReady();
    return lite._runExclusiveTransaction(async () => {
      const result = await lite._runExclusiveQuery(work);
      await lite.syncToFs();
      return result;
    });
  };
  const inTransaction = <R>(work: () => Promise<R>) => lite._runExclusiveQuery(work);
  return {
    kind: 'pglite',
    ...on(lite, alone),
    tx: (work) => lite.transaction((t) => work(whileOpen(on(t, inTransaction), () => t.closed))),
    close: () => lite.close(),
  };
}

type BackendMessages = Awaited<ReturnType<PGlite['execProtocol']>>['messages'];

/**
 * PGlite's own `query` sends each statement's parse, describe, bind, describe, execute and sync
 * into the database as six calls, and PostgreSQL parses and plans the statement every time:
 * for the loan's read that was 1.7 ms, most of it planning a four-table join. As on a server
 * (preparedStatementNames, below), each statement text is prepared once under a name (parse and
 * describe), then bound and executed in one call. Answers undefined past the cap of names (SQL
 * built from values, which none should be): such a statement goes through PGlite's `query`.
 */
function pglitePrepared(lite: PGlite) {
  const { serialize } = protocol;
  const names = preparedStatementNames();
  const statements = new Map<
    string,
    { paramTypes: number[]; description: BackendMessages; fields: RowField[] }
  >();
  const send = async (...messages: Uint8Array[]) =>
    (await lite.execProtocol(Buffer.concat(messages), { syncToFs: false })).messages;
  // The answer's bytes as the database wrote them, not yet parsed by PGlite (whose parser copies
  // every field of every row into a buffer of its own before decoding it).
  const answer = async (...messages: Uint8Array[]): Promise<Uint8Array> => {
    const chunks: Uint8Array[] = [];
    await lite.execProtocolRawStream(Buffer.concat(messages), {
      syncToFs: false,
      onRawData: (data) => chunks.push(data.slice()),
    });
    return chunks.length === 1 ? (chunks[0] as Uint8Array) : Buffer.concat(chunks);
  };
  return async <T extends Row>(
    sql: string,
    params: readonly unknown[],
    run: <R>(work: () => Promise<R>) => Promise<R>,
  ): Promise<T[] | undefined> => {
    const name = names(sql);
    if (name === undefined) return undefined;
    return run(async () => {
      let statement = statements.get(sql);
      if (!statement) {
        const described = await send(
          serialize.parse({ name, text: sql }),
          serialize.describe({ type: 'S', name }),
          serialize.sync(),
        );
        const description = described.filter((message) => message.name === 'rowDescription');
        statement = {
          paramTypes: pgliteParse.parseDescribeStatementResults(described),
          description,
          fields: (description[0] as { fields?: RowField[] } | undefined)?.fields ?? [],
        };
        statements.set(sql, statement);
      }
      const { paramTypes, description, fields } = statement;
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serializer = lite.serializers[paramTypes[i] ?? 0];
        return serializer ? serializer(value) : String(value);
      });
      const raw = await answer(
        serialize.bind({ statement: name, values }),
        serialize.execute({}),
        serialize.sync(),
      );
      const rows = plainRows(raw, fields, lite.parsers);
      if (rows) return rows as T[];
      // Anything but rows and their completion (an error, a notice): PGlite's own parser.
      const parsed: BackendMessages = [];
      new protocol.Parser().parse(raw, (message) => parsed.push(message));
      const error = parsed.find((message) => message instanceof protocol.messages.DatabaseError);
      if (error) throw error;
      return (pgliteParse.parseResults([...description, ...parsed], lite.parsers)[0]?.rows ??
        []) as T[];
    });
  };
}

type RowField = { name: string; dataTypeID: number };
type Parsers = PGlite['parsers'];

const textDecoder = new TextDecoder();
// The backend messages an answer of rows may hold besides them: BindComplete, CommandComplete,
// ReadyForQuery, NoData, PortalSuspended, EmptyQueryResponse.
const ROW_ANSWER_MESSAGES = new Set(['2', 'C', 'Z', 'n', 's', 'I'].map((c) => c.charCodeAt(0)));
const DATA_ROW = 'D'.charCodeAt(0);

/**
 * The rows of a bind-execute-sync answer, each field decoded where it lies and parsed by its
 * type as PGlite's `parseResults` would (the last of two columns of one name wins, as there);
 * undefined when the answer holds any other message (an error, a notice), left to PGlite's parser.
 */
function plainRows(
  raw: Uint8Array,
  fields: readonly RowField[],
  parsers: Parsers,
): Row[] | undefined {
  const view = new DataView(raw.buffer, raw.byteOffset, raw.byteLength);
  const rows: Row[] = [];
  let at = 0;
  while (at + 5 <= raw.length) {
    const type = raw[at] as number;
    const end = at + 1 + view.getInt32(at + 1);
    if (type === DATA_ROW) {
      const count = view.getInt16(at + 5);
      if (count !== fields.length) return undefined;
      const row: Row = {};
      let p = at + 7;
      for (let i = 0; i < count; i += 1) {
        const field = fields[i] as RowField;
        const length = view.getInt32(p);
        p += 4;
        if (length === -1) {
          row[field.name] = null;
          continue;
        }
        const text = textDecoder.decode(raw.subarray(p, p + length));
        p += length;
        const parser = parsers[field.dataTypeID];
        row[field.name] = parser ? parser(text, field.dataTypeID) : text;
      }
      rows.push(row);
    } else if (!ROW_ANSWER_MESSAGES.has(type)) {
      return undefined;
    }
    at = end;
  }
  return at === raw.length ? rows : undefined;
}

/** `q` refusing every statement once `ended()`: a transaction's statements after its end. */
function whileOpen(q: Queryable, ended: () => boolean): Queryable {
  const refuse = () => Promise.reject(new Error('Transaction is closed'));
  return {
    query: (sql, params) => (ended() ? refuse() : q.query(sql, params)),
    exec: (sql) => (ended() ? refuse() : q.exec(sql)),
  };
}

/**
 * The server's word that it ended the session (admin_shutdown, crash_shutdown,
 * cannot_connect_now): the statement it answers did not take effect — never run, or rolled back
 * with the session.
 */
const SESSION_ENDED = new Set(['57P01', '57P02', '57P03']);
const sessionEnded = (error: unknown): boolean =>
  SESSION_ENDED.has((error as { code?: unknown } | null)?.code as string);

export async function openPostgres(connectionString: string): Promise<Db> {
  const types = {
    getTypeParser: (oid: number, format?: 'text' | 'binary') => {
      if (oid === INT8) return (value: string) => Number(value);
      if (oid === DATE) return identity;
      return pg.types.getTypeParser(oid, format);
    },
  };
  const pool = new pg.Pool({ connectionString, types, max: 10 });
  // A connection that dies while idle (a database restart, a failover, a dropped network) must
  // not take the process down: the pool drops it and opens a new one on the next query. While
  // closing, the server ending the connections is expected.
  let closing = false;
  pool.on('error', (error) => {
    if (!closing) console.error(`database connection lost: ${error.message}`);
  });
  const statementName = preparedStatementNames();
  const on = (target: pg.Pool | pg.PoolClient): Queryable => ({
    query: async <T extends Row>(sql: string, params: readonly unknown[] = []) =>
      (
        await target.query<T>({
          // Statements without parameters go by the simple protocol (several may come at once).
          name: params.length > 0 ? statementName(sql) : undefined,
          text: sql,
          values: [...params],
        })
      ).rows,
    exec: async (sql) => {
      await target.query(sql);
    },
  });
  // A connection the server ended while it lay idle in the pool (a restart, a failover, an
  // administrator) may be handed out before its end is heard: the statement sent on it meets the
  // server's message that the session was ended (SESSION_ENDED) and did not take effect. It is
  // sent again on another connection; each dead one leaves the pool as it fails, so at most as
  // many tries as the pool holds connections.
  const tries = 11;
  const pooled = on(pool);
  const again = async <R>(statement: () => Promise<R>): Promise<R> => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await statement();
      } catch (error) {
        if (!sessionEnded(error) || attempt >= tries) throw error;
      }
    }
  };
  return {
    kind: 'postgres',
    query: <T extends Row>(sql: string, params?: readonly unknown[]) =>
      again(() => pooled.query<T>(sql, params)),
    exec: (sql) => again(() => pooled.exec(sql)),
    async tx(work) {
      for (let attempt = 1; ; attempt += 1) {
        const client = await pool.connect();
        // While a connection is checked out the pool no longer listens for its errors: one lost
        // between two queries of the transaction (the server restarted, an administrator ended
        // it) would be an error nobody handles, ending the process. Heard here, the next query
        // fails and the transaction with it; the connection leaves the pool.
        let lost = false;
        const onLost = (error: Error) => {
          lost = true;
          if (!closing) console.error(`database connection lost: ${error.message}`);
        };
        client.on('error', onLost);
        let broken = false;
        // Once the transaction ends its connection goes back to the pool: a statement its work
        // left behind would run there on its own, or inside someone else's transaction.
        let ended = false;
        try {
          // Ended before the transaction began: nothing of it ran; it begins on another one.
          const began = await client.query('BEGIN').then(
            () => true,
            (error: unknown) => {
              if (!sessionEnded(error) || attempt >= tries) throw error;
              broken = true;
              return false;
            },
          );
          if (!began) continue;
          const result = await work(whileOpen(on(client), () => ended));
          ended = true;
          await client.query('COMMIT');
          return result;
        } catch (error) {
          // A connection that cannot even roll back is broken: it leaves the pool, not reused.
          broken =
            broken ||
            (await client.query('ROLLBACK').then(
              () => false,
              () => true,
            ));
          throw error;
        } finally {
          ended = true;
          client.removeListener('error', onLost);
          client.release(broken || lost);
        }
      }
    },
    close: () => {
      closing = true;
      return pool.end();
    },
  };
}

/**
 * Each parameterised statement is prepared once per connection under a name and then only bound
 * and executed (as postgres.js does by default): PostgreSQL parses and plans the product's
 * statements once, not on every call — the planning of its joins cost more than running them
 * (bench/funding-race.bench.ts prints the database's CPU per funding). Which statements are
 * prepared is the caller's choice: on a server those with parameters (the others go by the simple
 * protocol, which also carries several statements at once); on PGlite every one.
 * The names are a cap's worth of distinct texts: SQL built from values (none should be) cannot
 * fill a connection's memory with statements. A pooler in transaction mode in front of the
 * database must support prepared statements (PgBouncer 1.21+ with max_prepared_statements).
 */
function preparedStatementNames(cap = 2000) {
  const names = new Map<string, string>();
  return (sql: string): string | undefined => {
    let name = names.get(sql);
    if (name === undefined && names.size < cap) {
      name = `lumbung_${names.size}`;
      names.set(sql, name);
    }
    return name;
  };
}

export function openDb(options: { databaseUrl?: string; dataDir?: string }): Promise<Db> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite({ dataDir: options.dataDir });
}

// The product as the simulator runs it: a process of its own (sim/product.ts forks it), so that a
// fault can kill it with SIGKILL and start it again on the same database, port and secrets — as
// `npm start` in demo mode runs it: the API, gateway and web server, the built-in bank and
// signature provider, the demo accounts seeded on its first start. Its scheduled pass runs when
// the simulator says (tick), not on a timer: a timer firing at a moment of its own would make a
// seed's run depend on the machine's speed.
//
// The simulator talks to it over HTTP as people do, and over the IPC channel for what only the
// simulator may do: play the bank's side (seal a payment), run the pass, arm a fault, and read
// the database as the platform's auditor (PGlite is one process's database: its queries run here).
import type { AddressInfo } from 'node:net';
import { createTokens } from '../api/accounts/tokens.ts';
import { localPartnerBank, type VaCallbackBody } from '../api/bank/partner-bank.ts';
import { openDemoClock } from '../api/clock/demo-clock.ts';
import { type Db, openPglite, openPostgres, type Queryable } from '../api/db/db.ts';
import { migrate } from '../api/db/migrate.ts';
import { seedDemo } from '../api/db/seed-demo.ts';
import type { ApiDeps } from '../api/deps.ts';
import { localStorage } from '../api/files/storage.ts';
import { runScheduledPass, settleWithdrawalsNow } from '../api/jobs/scheduled-pass.ts';
import { builtInSigning } from '../api/signing/providers.ts';
import { buildProductServer } from '../server/product-server.ts';
import { withBankBooks } from './bank-books.ts';
import { imageBlob } from './demo-image.ts';
import { answerCalls } from './ipc.ts';
import { isFaultCall, processFaults } from './process-faults.ts';
import { type ProductCall, type ProductConfig, type ProductEvent, SIM_EPOCH } from './product.ts';

const send = (event: ProductEvent) => process.send?.(event);

// A line of the process's own among its log's (kept with the simulator's --product-log), when
// it logs at all: the moments its injected faults took effect here, on the log's clock.
const noteInLog = (text: string) => {
  const level = process.env.SIM_PRODUCT_LOG ?? 'silent';
  if (level !== 'silent')
    process.stdout.write(`${JSON.stringify({ time: Date.now(), product: text })}\n`);
};

async function start(config: ProductConfig) {
  const db: Db = config.databaseUrl
    ? await openPostgres(config.databaseUrl)
    : await openPglite({
        dataDir: config.dataDir,
        ...(config.seed && config.image ? { image: imageBlob(config.image) } : {}),
      });
  await migrate(db);
  // The product's connection can be made to refuse, or its process killed before a query; the
  // auditor's is the same database, neither.
  const faults = processFaults(db, send, noteInLog);
  const realNow = () => new Date(SIM_EPOCH + (Date.now() - config.startedAt));
  const demoClock = await openDemoClock(db, realNow);
  const now = demoClock.now;
  const storage = localStorage(config.storageDir);
  if (config.seed) await seedDemo(db, now(), storage);
  const publicUrl = 'http://localhost:4000';
  const bank = localPartnerBank({ vaCallbackKey: config.vaCallbackKey });
  // The bank remembers what it paid, the VAs and RDLs it opened and its billings before a restart
  // (the simulator keeps its books), and may be made to lose an answer after acting.
  const { bank: productBank, lostAnswers } = withBankBooks(bank, {
    known: config.bankPayouts,
    knownVas: config.bankVas,
    knownRdls: config.bankRdls,
    knownBillings: config.bankBillings,
    paid: (payout) => send({ type: 'bankPaid', payout }),
    booked: (entry) => send({ type: 'bankBooked', entry }),
    lost: (call, form) => send({ type: 'answerLost', call, form }),
  });
  // The built-in provider's key stays the same at every start, as a real provider's does: a
  // callback it delivers again after a restart is still verified.
  const signing = builtInSigning({
    db,
    storage,
    now,
    publicUrl,
    callbackKey: config.signingCallbackKey,
  });
  const deps: ApiDeps = {
    db: faults.db,
    now,
    realNow,
    demoClock,
    tokens: createTokens({ secret: config.tokenSecret, ttlSeconds: 24 * 3600, now: realNow }),
    storage,
    publicUrl,
    demo: true,
    bank: productBank,
    signing,
    // What the built-in bank held in memory (RDL deposits, open bills) is learnt again at a
    // restart from the database, as at any start.
    relearnBankOnStart: true,
    // The simulated borrowers upload more than a person's daily quota within one real minute.
    uploadQuota: { files: 1_000_000, bytes: 1_000_000_000_000, windowSeconds: 86_400 },
  };
  const app = await buildProductServer({
    deps,
    production: false,
    logLevel: process.env.SIM_PRODUCT_LOG ?? 'silent',
  });
  // The provider's callbacks go to the simulator, which plays the network between provider and
  // platform: it delivers each once, twice at once, or loses it and has the provider send it
  // again later. The provider records the status the delivery got (0: none).
  faults.callbacksThroughSimulator(signing);
  await app.listen({ port: config.port, host: '127.0.0.1' });
  // The auditor's transactions (a test writing a broken state), each on a connection held open.
  const txs = new Map<number, { q: Queryable; end: (commit: boolean) => Promise<void> }>();
  let nextTx = 1;
  const on = (tx: number | undefined): Queryable => {
    if (tx === undefined) return db;
    const open = txs.get(tx);
    if (!open) throw new Error(`no transaction ${tx}`);
    return open.q;
  };
  const handle = async (call: ProductCall): Promise<unknown> => {
    if (isFaultCall(call)) return faults.answer(call);
    switch (call.op) {
      case 'tick':
        await runScheduledPass(deps);
        // The pending withdrawals' job (WITHDRAWAL_POLL_SECONDS in a running API): one whose
        // answer was lost is asked about by its request uuid.
        await settleWithdrawalsNow(deps);
        return null;
      case 'seal': {
        // Through the books: a billing's VA paid is a billing spent.
        if (!productBank.sealVaPayment) throw new Error('the built-in bank seals payments');
        const { body, paymentNtb } = productBank.sealVaPayment({ ...call, now: now() });
        return { body, paymentNtb };
      }
      case 'reseal': {
        if (!bank.resealVaPayment) throw new Error('the built-in bank seals payments');
        return bank.resealVaPayment(call.body as VaCallbackBody, now());
      }
      case 'armLostAnswer':
        lostAnswers.arm(call.afterCalls, call.form, call.calls);
        return null;
      case 'disarmLostAnswer':
        lostAnswers.disarm();
        return null;
      case 'query':
        return on(call.tx).query(call.sql, call.params);
      case 'exec':
        return on(call.tx).exec(call.sql);
      case 'txBegin': {
        const tx = nextTx++;
        let opened!: (q: Queryable) => void;
        const ready = new Promise<Queryable>((resolve) => {
          opened = resolve;
        });
        let finish!: (commit: boolean) => void;
        const finished = new Promise<boolean>((resolve) => {
          finish = resolve;
        });
        const done = db
          .tx(async (q) => {
            opened(q);
            if (!(await finished)) throw new Error('rolled back');
          })
          .catch(() => {});
        txs.set(tx, {
          q: await ready,
          end: async (commit) => {
            finish(commit);
            await done;
            txs.delete(tx);
          },
        });
        return tx;
      }
      case 'txEnd':
        await txs.get(call.tx)?.end(call.commit);
        return null;
      case 'close':
        await app.close(); // closes the database too
        setImmediate(() => process.exit(0));
        return null;
    }
  };
  answerCalls(handle);
  send({ type: 'ready', port: (app.server.address() as AddressInfo).port });
}

const config = JSON.parse(process.env.LUMBUNG_SIM_PRODUCT ?? 'null') as ProductConfig | null;
if (!config) {
  console.error('sim/product-process.ts is started by the simulator (sim/product.ts)');
  process.exit(2);
}
// The simulator gone (its process ended), the product goes too.
process.on('disconnect', () => process.exit(0));
await start(config);

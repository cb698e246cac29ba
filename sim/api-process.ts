// One API process of the simulator's scaled layout (sim/scaled.ts forks two): the REST API alone,
// as `npm run start:api` serves it (api/server.ts's buildApiServer), configured from the
// environment as that command is (api/config.ts: DATABASE_URL, TOKEN_SECRET, DATA_DIR,
// SEED_DEMO_INTO_DATABASE=true), on PostgreSQL and the shared file folder. What differs from
// `npm run start:api`, and why:
// - the partner bank is the simulator's one built-in bank, reached over the IPC channel: a real
//   bank is one service outside that every API instance calls, while the built-in bank keeps
//   its VAs, billings, RDLs and payouts in the memory of the process that holds it — two
//   processes each with a bank of their own would be two banks;
// - the scheduled pass runs when the simulator says (tick), not on a timer, in every API process
//   at once: that every instance runs it and nothing happens twice is what the run checks;
// - the pending withdrawals' timer is off: their inquiries run in the scheduled pass, as in the
//   one-process simulation (a payment out of an RDL settles later, a cash-out's answer may be lost);
// - the simulated borrowers upload more than a person's daily quota;
// - the faults the one-process product carries (sim/process-faults.ts): its database connection
//   made to refuse, the process killed before a chosen query, and the built-in signature
//   provider's callbacks posted through the simulator — the network between provider and
//   platform, in front of both APIs — instead of to this process's own route;
// - a restart after a kill listens on the port it had (LUMBUNG_SIM_PORT), as the load balancer
//   and the gateway in front of it know it.
import type { AddressInfo } from 'node:net';
import type { PartnerBank } from '../api/bank/partner-bank.ts';
import { loadConfig } from '../api/config.ts';
import { seedDemo } from '../api/db/seed-demo.ts';
import type { ApiDeps } from '../api/deps.ts';
import { AppError } from '../api/http/errors.ts';
import { runScheduledPass, settleWithdrawalsNow } from '../api/jobs/scheduled-pass.ts';
import { buildApiServer } from '../api/server.ts';
import { isLocalProvider } from '../api/signing/local-provider.ts';
import { openApiDeps } from '../api/start.ts';
import { answerCalls } from './ipc.ts';
import { type FaultCall, isFaultCall, processFaults } from './process-faults.ts';

/** What the API process asks the simulator's bank, and the answer. */
export type BankCall = { type: 'bank'; id: number; method: string; args: unknown[] };
export type BankReply =
  | { bankReply: number; ok: true; value: unknown }
  | {
      bankReply: number;
      ok: false;
      error: { message: string; status?: number; code?: string; extra?: unknown };
    };
export type ApiCall = { id: number; call: { op: 'tick' } | { op: 'close' } | FaultCall };

const send = (message: unknown) => process.send?.(message);

// A line of the process's own among its log's (kept with the simulator's --product-log), when
// it logs at all: the moments its injected faults took effect here, on the log's clock.
const noteInLog = (text: string) => {
  const level = process.env.SIM_PRODUCT_LOG ?? 'silent';
  if (level !== 'silent')
    process.stdout.write(`${JSON.stringify({ time: Date.now(), product: text })}\n`);
};

/** The built-in bank held by the simulator, as this process calls it. */
function remoteBank(vaCallbackKey: PartnerBank['vaCallbackKey']): PartnerBank {
  let calls = 0;
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  process.on('message', (message: BankReply) => {
    if (typeof message !== 'object' || message === null || !('bankReply' in message)) return;
    const waiting = pending.get(message.bankReply);
    pending.delete(message.bankReply);
    if (message.ok) waiting?.resolve(message.value);
    else {
      const { error } = message;
      waiting?.reject(
        error.status && error.code
          ? new AppError(error.status, error.code, error.message, (error.extra ?? {}) as never)
          : new Error(`the simulator's bank: ${error.message}`),
      );
    }
  });
  const call = <T>(method: string, ...args: unknown[]) =>
    new Promise<T>((resolve, reject) => {
      const id = ++calls;
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      send({ type: 'bank', id, method, args } satisfies BankCall);
    });
  return {
    name: 'local (the simulator’s, shared)',
    vaCallbackKey,
    // The built-in bank pays on every rail, from either kind of wallet.
    carriesPayout: () => true,
    sendPayout: (request) => call('sendPayout', request),
    payoutStatus: (requestUuid, now) => call('payoutStatus', requestUuid, now),
    rdlBalance: (accountNumber) => call('rdlBalance', accountNumber),
    rdlHistory: (accountNumber) => call('rdlHistory', accountNumber),
    depositIntoRdl: (accountNumber, amountSen, now, reference) =>
      call('depositIntoRdl', accountNumber, amountSen, now, reference),
    // No sealVaPayment: the bank's side of a transfer is sealed by the simulator, who holds the
    // bank (the demo's own "transfer" pages answer NOT_LOCAL_BANK here).
    createVirtualAccount: (lender, requestUuid) =>
      call('createVirtualAccount', lender, requestUuid),
    upsertBilling: (bill) => call('upsertBilling', bill),
    closeBilling: (trxId) => call('closeBilling', trxId),
    closeVirtualAccount: (requestUuid) => call('closeVirtualAccount', requestUuid),
    virtualAccountOpen: (requestUuid) => call('virtualAccountOpen', requestUuid),
    submitKyc: (lender, requestUuid) => call('submitKyc', lender, requestUuid),
    registerInvestor: (lender, kycUuid, requestUuid) =>
      call('registerInvestor', lender, kycUuid, requestUuid),
    openRdlAccount: (lender, cifNumber, requestUuid) =>
      call('openRdlAccount', lender, cifNumber, requestUuid),
  };
}

async function start() {
  const vaCallbackKey = JSON.parse(process.env.LUMBUNG_SIM_BANK_KEY ?? 'null') as
    | PartnerBank['vaCallbackKey']
    | null;
  if (!vaCallbackKey) throw new Error('sim/api-process.ts is started by sim/scaled.ts');
  const config = await loadConfig();
  if (!config.databaseUrl || !config.seedDemoIntoDatabase) {
    throw new Error('the scaled simulation runs on DATABASE_URL with SEED_DEMO_INTO_DATABASE=true');
  }
  const startedAt = Number(process.env.LUMBUNG_SIM_STARTED_AT);
  const epoch = Number(process.env.LUMBUNG_SIM_EPOCH);
  const realNow = () => new Date(epoch + (Date.now() - startedAt));
  // The API's own opening (database migrated, demo clock, file storage, tokens, signing), its
  // seeding left to the switch below, its timers and bank replaced as said above.
  const opened = await openApiDeps({ ...config, seedDemo: false }, realNow);
  if (config.seedDemo) await seedDemo(opened.deps.db, opened.deps.now(), opened.deps.storage);
  const { withdrawalPoll: _w, fundingPoll: _f, ...kept } = opened.deps;
  const faults = processFaults(kept.db, send, noteInLog);
  const deps: ApiDeps = {
    ...kept,
    db: faults.db,
    bank: remoteBank(vaCallbackKey),
    relearnBankOnStart: false,
    uploadQuota: { files: 1_000_000, bytes: 1_000_000_000_000, windowSeconds: 86_400 },
  };
  const app = await buildApiServer(deps, process.env.SIM_PRODUCT_LOG ?? 'silent');
  // Over the network, to whichever API the load balancer picks, not to this process's own route.
  if (isLocalProvider(deps.signing)) faults.callbacksThroughSimulator(deps.signing);
  await app.listen({ port: Number(process.env.LUMBUNG_SIM_PORT ?? 0), host: '127.0.0.1' });
  const handle = async (call: ApiCall['call']) => {
    if (isFaultCall(call)) return faults.answer(call);
    switch (call.op) {
      case 'tick': {
        // When the pass began and ended (this machine's clock): the simulator tells whether the
        // two processes' passes overlapped.
        const began = Date.now();
        await runScheduledPass(deps);
        // The pending withdrawals' job, on the simulator's word as the one-process run has it:
        // a payment out of an RDL settles later (clearing, RTGS) and is asked about here.
        await settleWithdrawalsNow(deps);
        return [began, Date.now()];
      }
      case 'close':
        await app.close();
        setImmediate(() => process.exit(0));
        return null;
    }
  };
  answerCalls(handle);
  send({ type: 'ready', port: (app.server.address() as AddressInfo).port });
}

process.on('disconnect', () => process.exit(0));
await start();

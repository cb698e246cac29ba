// The faults a process of the product carries, armed by the simulator over the process's IPC
// channel — the one-process layout's product (sim/product-process.ts) and each API process of the
// scaled layout (sim/api-process.ts) alike, so that a kill or an outage is the same fault in both:
// - its database connection made to refuse (sim/faults.ts's withOutage), or the process killed
//   when about to run a chosen query (withKillSwitch): the query never runs, its request frozen
//   there, and the process asks the simulator for the SIGKILL;
// - the built-in signature provider's callbacks handed to the simulator, which plays the network
//   between provider and platform (once, repeated or lost) and answers the status the provider
//   is to record (0: the delivery was lost).
// The auditor's connection, and the parts the one-process product never put behind the faults
// (the demo clock, the provider's own tables, the outbox), keep the database as it is.
import type { Db } from '../api/db/db.ts';
import type { LocalSigningProvider } from '../api/signing/local-provider.ts';
import { withKillSwitch, withOutage } from './faults.ts';

/** A callback the built-in signature provider posts: its raw body and signed headers. */
export type SigningCallback = { body: string; headers: Record<string, string> };

/** The simulator's calls that arm, heal and answer a process's faults. */
export type FaultCall =
  | { op: 'armOutage'; afterQueries: number }
  | { op: 'healOutage' }
  | { op: 'outageTripped' }
  | { op: 'armKill'; afterQueries: number }
  | { op: 'disarmKill' }
  | { op: 'signingCallbackAnswered'; id: number; status: number };

/** What the process tells the simulator of them unasked. */
export type FaultEvent =
  | { type: 'outageBegun' }
  /** The armed kill's moment came: a request is frozen before its query; kill me now. */
  | { type: 'killMe' }
  /** The signature provider posts a callback: the simulator delivers it and answers. */
  | ({ type: 'signingCallback'; id: number } & SigningCallback);

const FAULT_OPS = new Set<string>([
  'armOutage',
  'healOutage',
  'outageTripped',
  'armKill',
  'disarmKill',
  'signingCallbackAnswered',
]);

export const isFaultCall = (call: { op: string }): call is FaultCall => FAULT_OPS.has(call.op);

export function processFaults(
  db: Db,
  send: (event: FaultEvent) => void,
  /** A line for the process's log: when its database began to refuse, and took queries again. */
  note: (text: string) => void = () => {},
): {
  /** The database as the product's requests and scheduled pass use it. */
  db: Db;
  /** The provider's callbacks go to the simulator from now on. */
  callbacksThroughSimulator(signing: LocalSigningProvider): void;
  answer(call: FaultCall): unknown;
} {
  const { db: refusing, outage } = withOutage(db, () => {
    note('the database refuses from this query on (an outage begun)');
    send({ type: 'outageBegun' });
  });
  const { db: faulty, killSwitch } = withKillSwitch(refusing, () => send({ type: 'killMe' }));
  const callbackAnswers = new Map<number, (status: number) => void>();
  let callbacks = 0;
  return {
    db: faulty,
    callbacksThroughSimulator(signing) {
      signing.deliverCallbacksTo(
        (body, headers) =>
          new Promise<number>((resolve) => {
            const id = ++callbacks;
            callbackAnswers.set(id, resolve);
            send({ type: 'signingCallback', id, body: body.toString('utf8'), headers });
          }),
      );
    },
    answer(call) {
      switch (call.op) {
        case 'armOutage':
          outage.arm(call.afterQueries);
          return null;
        case 'healOutage':
          if (outage.tripped) note('the database takes queries again (the outage healed)');
          outage.heal();
          return null;
        case 'outageTripped':
          return outage.tripped;
        case 'armKill':
          killSwitch.arm(call.afterQueries);
          return null;
        case 'disarmKill':
          killSwitch.disarm();
          return null;
        case 'signingCallbackAnswered':
          callbackAnswers.get(call.id)?.(call.status);
          callbackAnswers.delete(call.id);
          return null;
      }
    },
  };
}

// ELK in a web worker, spoken to directly: elkjs' worker build is fetched as a file of its own
// (never part of a route's script) and asked by messages, as elkjs' own client does (`register`,
// then `layout`, each answered by id). elkjs' CommonJS client is not bundled at all, so the
// bundler's CommonJS helpers do not land in the runtime chunk every page loads.
import type { ElkNode } from 'elkjs/lib/elk-api.js';
import elkWorkerUrl from 'elkjs/lib/elk-worker.min.js?url';
import type { Elk } from '../../../../machines/diagram/layout.ts';

type Answer = { id: number; data?: unknown; error?: unknown };

export function workerElk(): Elk {
  const worker = new Worker(elkWorkerUrl);
  const waiting = new Map<
    number,
    { resolve: (data: unknown) => void; reject: (e: unknown) => void }
  >();
  let next = 0;
  worker.onmessage = (message: MessageEvent<Answer>) => {
    const { id, data, error } = message.data;
    const waiter = waiting.get(id);
    if (!waiter) return;
    waiting.delete(id);
    if (error) waiter.reject(error);
    else waiter.resolve(data);
  };
  worker.onerror = (event) => {
    for (const waiter of waiting.values()) waiter.reject(event);
    waiting.clear();
  };
  const send = (message: Record<string, unknown>) =>
    new Promise<unknown>((resolve, reject) => {
      const id = next++;
      waiting.set(id, { resolve, reject });
      worker.postMessage({ ...message, id });
    });
  send({ cmd: 'register', algorithms: ['layered'] }).catch(() => undefined);
  return {
    layout: async (graph) =>
      (await send({
        cmd: 'layout',
        graph,
        layoutOptions: {},
        options: { logging: false, measureExecutionTime: false },
      })) as ElkNode,
  };
}

// What `vitest` is while QA's coverage loads a machine test's file outside Vitest
// (qa/machine-tier.ts): the file's top level runs — its model and generated paths — and no test
// body does; a describe block's body runs, for a model set up inside it. Every export takes anything and does nothing.
type Anything = ((...args: unknown[]) => Anything) & { [key: string]: Anything };

const anything: Anything = new Proxy((() => anything) as unknown as Anything, {
  get: (_target, key) =>
    key === Symbol.toPrimitive
      ? () => ''
      : typeof key === 'symbol' || key === 'then'
        ? undefined
        : anything,
  apply: () => anything,
});

/** A describe block's body runs (it sets a model up); its tests' bodies do not. */
export const describe = (...args: unknown[]) => {
  const body = args.find((arg) => typeof arg === 'function') as (() => void) | undefined;
  body?.();
};
describe.each = (table: unknown[]) => (_name: string, body: (...row: unknown[]) => void) => {
  for (const row of table) body(...(Array.isArray(row) ? row : [row]));
};
describe.skip = anything;
describe.only = describe;
export const it = anything;
export const test = anything;
export const expect = anything;
export const beforeAll = anything;
export const afterAll = anything;
export const beforeEach = anything;
export const afterEach = anything;
export const vi = anything;

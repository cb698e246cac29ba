// The demo clock (issue 19): in demo mode staff advance the product's date by whole days; every
// later request runs on the new date, the offset is in the database (another instance or a
// restart reads it), nobody is logged out by it, and the listeners (the repayment's daily pass)
// run before the answer. Other roles read the date but may not move it; outside demo mode the
// paths do not exist; a bad number of days is refused and moves nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClockAdvance, DAY_MS, openDemoClock } from '../../api/clock/demo-clock.ts';
import { loginAs, rest, startTestProduct, type TestProduct } from '../support/test-product.ts';

let product: TestProduct;
let admin: string;
let borrower: string;
let lender: string;

beforeAll(async () => {
  product = await startTestProduct();
  [admin, borrower, lender] = await Promise.all([
    loginAs(product, 'admin@lumbung.test'),
    loginAs(product, 'borrower@lumbung.test'),
    loginAs(product, 'lender@lumbung.test'),
  ]);
});
afterAll(async () => {
  await product?.close();
});

type ClockView = { now: string; offsetDays: number };
const readClock = async (token: string) => {
  const answer = await rest(product, 'GET', '/demo/clock', { token });
  expect(answer.status).toBe(200);
  return answer.body.data as ClockView;
};
const advance = (token: string | undefined, body: unknown) =>
  rest(product, 'POST', '/demo/clock/advance', { ...(token ? { token } : {}), body });
const storedOffset = async () =>
  (await product.db.query<{ offset_days: number }>('SELECT offset_days FROM demo_clock'))[0]
    ?.offset_days;
const daysAhead = (view: ClockView) =>
  (Date.parse(view.now) - product.clock.now.getTime()) / DAY_MS;

describe('the demo clock', () => {
  it('starts at the real date, and everyone signed in reads it', async () => {
    for (const token of [admin, borrower, lender]) {
      const view = await readClock(token);
      expect(view).toEqual({ now: product.clock.now.toISOString(), offsetDays: 0 });
    }
    expect((await rest(product, 'GET', '/demo/clock')).status).toBe(401);
  });

  it('staff advance it: later requests run on the new date, kept in the database, nobody logged out', async () => {
    const heard: ClockAdvance[] = [];
    const stop = product.demoClock?.onAdvance((moved) => {
      heard.push(moved);
    });
    const answer = await advance(admin, { days: 7 });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      now: new Date(product.clock.now.getTime() + 7 * DAY_MS).toISOString(),
      offsetDays: 7,
    });
    // The listeners ran before the answer, with the date before and after.
    expect(heard).toEqual([
      {
        from: product.clock.now,
        to: new Date(product.clock.now.getTime() + 7 * DAY_MS),
        days: 7,
        offsetDays: 7,
      },
    ]);
    stop?.();
    // A later request of another person sees the new date; their session still holds.
    expect(daysAhead(await readClock(borrower))).toBe(7);
    expect(await storedOffset()).toBe(7);

    await advance(admin, { days: 30 });
    expect(daysAhead(await readClock(lender))).toBe(37);
    expect(heard).toHaveLength(1);
    // Another instance (or this one after a restart) opens the clock from the database.
    const restarted = await openDemoClock(product.db, () => product.clock.now);
    expect(restarted.offsetDays()).toBe(37);
    expect(restarted.now().getTime() - product.clock.now.getTime()).toBe(37 * DAY_MS);
  });

  it('an advance made by another instance shows in the next request here', async () => {
    const other = await openDemoClock(product.db, () => product.clock.now);
    const before = (await readClock(admin)).offsetDays;
    const admins = await product.db.query<{ id: string }>(
      "SELECT id FROM users WHERE email = 'admin@lumbung.test'",
    );
    await other.advance(1, admins[0]?.id ?? '');
    expect((await readClock(admin)).offsetDays).toBe(before + 1);
  });

  it('borrowers and lenders may not advance it (403), nor the signed-out (401): nothing moves', async () => {
    const before = await storedOffset();
    for (const token of [borrower, lender]) {
      const answer = await advance(token, { days: 1 });
      expect(answer.status).toBe(403);
      expect(answer.body.code).toBe('FORBIDDEN');
    }
    expect((await advance(undefined, { days: 1 })).status).toBe(401);
    expect(await storedOffset()).toBe(before);
    expect((await readClock(admin)).offsetDays).toBe(before);
  });

  it.each([
    ['no days', {}],
    ['zero days', { days: 0 }],
    ['days back', { days: -1 }],
    ['more than a year and a day', { days: 367 }],
    ['part of a day', { days: 1.5 }],
    ['days as text', { days: '7' }],
  ])('refuses %s with VALIDATION_FAILED and moves nothing', async (_, body) => {
    const before = await storedOffset();
    const answer = await advance(admin, body);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('VALIDATION_FAILED');
    expect(await storedOffset()).toBe(before);
    expect((await readClock(admin)).offsetDays).toBe(before);
  });

  it('takes a whole year and a day at once', async () => {
    const before = (await readClock(admin)).offsetDays;
    const answer = await advance(admin, { days: 366 });
    expect(answer.status).toBe(200);
    expect((answer.body.data as ClockView).offsetDays).toBe(before + 366);
  });
});

describe('outside demo mode', () => {
  let real: TestProduct;
  beforeAll(async () => {
    real = await startTestProduct({ demo: false });
  });
  afterAll(async () => {
    await real?.close();
  });

  it('the clock paths do not exist (404), for staff too, and the date stays real', async () => {
    const token = await loginAs(real, 'admin@lumbung.test');
    const read = await rest(real, 'GET', '/demo/clock', { token });
    const moved = await rest(real, 'POST', '/demo/clock/advance', { token, body: { days: 1 } });
    expect([read.status, moved.status]).toEqual([404, 404]);
    expect(moved.body.code).toBe('NOT_FOUND');
    const [row] = await real.db.query<{ offset_days: number }>(
      'SELECT offset_days FROM demo_clock',
    );
    expect(row?.offset_days).toBe(0);
  });
});

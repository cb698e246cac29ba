// The generated lifecycle paths replayed against the REST API: every event enters through the
// call that does its real work, and after every step the stored projections equal the pure
// machine's. In each state reached, every call the machine refuses is refused and changes
// nothing. Money events (funding, disbursement, repayment) join as their calls are built.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../api/accounts/users.ts';
import { DEMO_PASSWORD } from '../../api/db/seed-demo.ts';
import { loanMachine } from '../../machines/loan/loan.machine.ts';
import { statusesOf } from '../../machines/loan/loan.selectors.ts';
import type { LoanEvent } from '../../machines/loan/loan.types.ts';
import { completeApplication } from '../support/application.ts';
import { loanEvents, loanModelPaths, loanStateKey } from '../support/loan-model.ts';
import {
  borrower,
  creditOfficer,
  director,
  loanInput,
  otherBorrower,
  validApplication,
} from '../support/loan-paths.ts';
import { replay } from '../support/machine-model.ts';
import { loginAs, rest, startTestProduct, type TestProduct } from '../support/test-product.ts';

/** Which account sends the model's actors' requests. */
const ACCOUNTS: Record<string, string> = {
  [borrower.userId]: 'borrower@lumbung.test',
  [otherBorrower.userId]: 'borrower.company@lumbung.test',
  [creditOfficer.userId]: 'admin@lumbung.test',
  [director.userId]: 'director@lumbung.test',
};

/** The REST call that carries each event, for the events whose calls exist. */
function callFor(event: LoanEvent, id: number): { path: string; body?: unknown } | null {
  switch (event.type) {
    case 'loan.submit':
      return { path: `/loan/${id}/submit` };
    case 'bail.approve':
      return { path: `/loan/submission/${id}/approve-bail` };
    case 'loan.approveCredit':
      return { path: `/loan/submission/${id}/approve-credit` };
    case 'loan.approveDirector':
      return { path: `/loan/submission/${id}/approve-director` };
    case 'offer.set':
      return {
        path: `/loan/submission/${id}/offer`,
        body: {
          funappinterestpercentage: event.terms.interestPercent,
          timeperiod: event.terms.periodDays,
          appadminfee: event.terms.adminFee,
          typepayment: event.terms.paymentType,
          funappcfstarttime: event.terms.fundingStart,
          funappcfendtime: event.terms.fundingEnd,
        },
      };
    case 'loan.approve':
      return { path: `/loan/submission/${id}/approved` };
    case 'offer.accept':
      return { path: `/loan/${id}/offer/accept` };
    case 'offer.decline':
      return { path: `/loan/${id}/offer/decline` };
    case 'loan.reject':
      return { path: `/loan/submission/${id}/rejected`, body: { reason: event.reason } };
    case 'loan.cancel':
      return { path: `/loan/submission/${id}/cancel`, body: { reason: event.reason } };
    default:
      return null;
  }
}

/**
 * The API submits what the loan stores (here always a complete application), so of the model's
 * submit events only the one carrying a complete application stands for the call.
 */
const throughApi = (event: LoanEvent) =>
  ACCOUNTS[event.actor.userId] !== undefined &&
  callFor(event, 0) !== null &&
  (event.type !== 'loan.submit' ||
    event.application.bailEstimatedValue === validApplication.bailEstimatedValue);
const paths = loanModelPaths().filter((path) => path.events.every(throughApi));

let product: TestProduct;
const tokens: Record<string, string> = {};
let kprId: number;

beforeAll(async () => {
  product = await startTestProduct();
  await insertUser(product.db, {
    email: 'director@lumbung.test',
    fullName: 'Direktur Kredit',
    role: 'admin',
    isPersonal: true,
    password: DEMO_PASSWORD,
    active: true,
  });
  for (const [actor, email] of Object.entries(ACCOUNTS))
    tokens[actor] = await loginAs(product, email);
  const [kpr] = await product.db.query<{ id: number }>(
    "SELECT id FROM products WHERE code = 'KPR'",
  );
  kprId = kpr?.id ?? 0;
});
afterAll(() => product.close());

async function send(event: LoanEvent, id: number) {
  const call = callFor(event, id);
  if (!call) throw new Error(`no call for ${event.type}`);
  return rest(product, 'PUT', call.path, { token: tokens[event.actor.userId], body: call.body });
}

async function stored(id: number) {
  const { body } = await rest(product, 'GET', `/loan/${id}`, {
    token: tokens[creditOfficer.userId],
  });
  const loan = body.data as Record<string, unknown>;
  return {
    submissionstage: loan.submissionstage,
    funappcfapprovalstatus: loan.funappcfapprovalstatus,
    funstatstatus: loan.funstatstatus,
  };
}

async function auditCount(id: number) {
  const [row] = await product.db.query<{ n: number }>(
    'SELECT count(*) AS n FROM loan_events WHERE loan_id = $1',
    [id],
  );
  return row?.n;
}

describe('generated lifecycle paths through the REST API', () => {
  it('has paths that reach beyond the first stages', () => {
    expect(paths.length).toBeGreaterThan(20);
    expect(paths.some((p) => p.events.some((e) => e.type === 'offer.accept'))).toBe(true);
  });

  const probed = new Set<string>();
  it.each(paths.map((p) => [p.name, p] as const))('%s', async (_, path) => {
    const created = await rest(product, 'POST', '/loan', {
      token: tokens[borrower.userId],
      body: {
        productid: kprId,
        genapplicationvalue: loanInput.applicationValue,
        genrequireddate: new Date(product.clock.now.getTime() + 20 * 86_400_000)
          .toISOString()
          .slice(0, 10),
        genpurpose: 'Model path',
      },
    });
    const id = (created.body.data as { id: number }).id;
    await completeApplication(product, tokens[borrower.userId] ?? '', id);
    const expected: ReturnType<typeof statusesOf>[] = [];
    const end = replay(loanMachine, path, {
      input: loanInput,
      check: (s) => expected.push(statusesOf(s)),
    });
    expect(await stored(id)).toEqual(expected[0]);
    for (const [index, event] of path.events.entries()) {
      const { status, body } = await send(event, id);
      expect({ event: event.type, status }, JSON.stringify(body)).toEqual({
        event: event.type,
        status: 200,
      });
      expect(await stored(id)).toEqual(expected[index + 1]);
    }

    // In each distinct state once: every call the machine refuses is refused, changing nothing.
    const key = loanStateKey(end);
    if (probed.has(key)) return;
    probed.add(key);
    const before = [await stored(id), await auditCount(id)];
    for (const event of loanEvents().filter(throughApi)) {
      if (end.can(event)) continue;
      const { status } = await send(event, id);
      expect([403, 404, 409], `${event.type} by ${event.actor.userId}`).toContain(status);
      expect([await stored(id), await auditCount(id)]).toEqual(before);
    }
  });
});

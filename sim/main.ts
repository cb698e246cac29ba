// `npm run simulate -- --seed N --days D [--loans L] [--newcomers N] [--rdl RATE]
// [--new-borrowers N] [--declines RATE] [--graphql RATE] [--faults RATE] [--scaled | --url URL]
// [--product-log FILE]`: a seeded run of the marketplace
// against the product started here (embedded PGlite, or a fresh database on DATABASE_URL's
// PostgreSQL server; with --scaled two API processes and two gateways on PostgreSQL) — or, with
// --url, against one already started there, whose database DATABASE_URL names — the auditor
// after every day. Exit code 1 when any invariant was violated, 2 when the command cannot run.
import {
  commandLine,
  isCount,
  isRate,
  isWhole,
  requireValues,
  TAKES,
} from '../cli/command-line.ts';
import { GRAPHQL_CHANCE } from './gateway-steps.ts';
import { RDL_CHANCE } from './newcomers.ts';
import { LOCAL_POSTGRES } from './scaled.ts';
import { type SimResult, simulate } from './simulate.ts';
import { NotDrivable } from './url-product.ts';

const USAGE =
  'usage: npm run simulate -- --seed N --days D [--loans L] [--newcomers N] [--rdl RATE 0..1] [--new-borrowers N] [--declines RATE 0..1] [--graphql RATE 0..1] [--faults RATE 0..1] [--scaled | --url URL] [--plan] [--product-log FILE]';

const { values } = commandLine(USAGE, {
  options: {
    seed: { type: 'string', default: '1' },
    days: { type: 'string', default: '10' },
    loans: { type: 'string', default: '8' },
    newcomers: { type: 'string', default: '2' },
    rdl: { type: 'string', default: String(RDL_CHANCE) },
    'new-borrowers': { type: 'string', default: '1' },
    plan: { type: 'boolean', default: false },
    faults: { type: 'string', default: '0' },
    declines: { type: 'string', default: '0.125' },
    graphql: { type: 'string', default: String(GRAPHQL_CHANCE) },
    scaled: { type: 'boolean', default: false },
    url: { type: 'string' },
    'product-log': { type: 'string' },
  },
});
/** " (2 payments, 1 VA, 1 billing)": which of the bank's calls lost their answers. */
function lostByCall(byCall: SimResult['lostAnswersByCall']): string {
  const payments = (byCall.sendPayout ?? 0) + (byCall.payoutStatus ?? 0);
  const billings = (byCall.upsertBilling ?? 0) + (byCall.closeBilling ?? 0);
  const rdlSteps =
    (byCall.submitKyc ?? 0) + (byCall.registerInvestor ?? 0) + (byCall.openRdlAccount ?? 0);
  const parts = [
    payments > 0 ? `${payments} payments` : '',
    byCall.createVirtualAccount ? `${byCall.createVirtualAccount} VA openings` : '',
    rdlSteps > 0 ? `${rdlSteps} RDL steps` : '',
    billings > 0 ? `${billings} billings` : '',
  ].filter(Boolean);
  return parts.length > 0 ? ` (${parts.join(', ')})` : '';
}

const seed = Number(values.seed);
/** A wave of the day's operations (sim/simulate.ts), as the kill's line names it. */
const WAVE_NAMES: Record<string, string> = {
  apply: 'applications',
  topUp: 'top-ups',
  fundRound: 'funding rounds',
  sign: 'signatures',
  repay: 'repayments',
  cashOut: 'cash-outs',
};
const days = Number(values.days);
const maxLoans = Number(values.loans);
const faults = Number(values.faults);
const declines = Number(values.declines);
const graphql = Number(values.graphql);
const newcomers = Number(values.newcomers);
const rdl = Number(values.rdl);
const newBorrowers = Number(values['new-borrowers']);
requireValues(USAGE, [
  ['--seed', values.seed, Number.isInteger(seed), TAKES.whole],
  ['--days', values.days, isCount(days), TAKES.count],
  ['--loans', values.loans, maxLoans >= 1, 'a number of at least 1'],
  ['--newcomers', values.newcomers, isWhole(newcomers), TAKES.whole],
  ['--new-borrowers', values['new-borrowers'], isWhole(newBorrowers), TAKES.whole],
  ['--faults', values.faults, isRate(faults), TAKES.rate],
  ['--rdl', values.rdl, isRate(rdl), TAKES.rate],
  ['--declines', values.declines, isRate(declines), TAKES.rate],
  ['--graphql', values.graphql, isRate(graphql), TAKES.rate],
]);
const url = values.url;
// A started product's database is read by the auditor directly: it must be a PostgreSQL server's
// (an embedded PGlite is the product's process's own), and the simulator must be told which.
const refusal =
  url === undefined
    ? null
    : !process.env.DATABASE_URL
      ? `--url needs DATABASE_URL naming the product's PostgreSQL database (the auditor reads it; an embedded PGlite cannot be read from outside the product's process)`
      : values.scaled
        ? '--url drives the product started there: --scaled starts its own'
        : null;
const productLog = values['product-log'];
const logRefusal =
  productLog !== undefined && (url !== undefined || values.scaled)
    ? '--product-log keeps the log of the product the simulator starts in one process (not with --url or --scaled)'
    : null;
if (logRefusal) {
  console.error(logRefusal);
  process.exit(2);
}
if (refusal) {
  console.error(refusal);
  process.exit(2);
}
// The scaled layout runs on PostgreSQL only: DATABASE_URL's server, else the one on this machine.
const databaseUrl = process.env.DATABASE_URL || (values.scaled ? LOCAL_POSTGRES : undefined);
const database = process.env.DATABASE_URL
  ? 'PostgreSQL (DATABASE_URL)'
  : databaseUrl
    ? `PostgreSQL (${new URL(databaseUrl).host})`
    : 'PGlite';
const layout = values.scaled ? ', scaled: two API processes and two gateways' : '';
console.log(
  url === undefined
    ? `simulating seed ${seed} for ${days} days on ${database}${layout}`
    : `simulating seed ${seed} for ${days} days against the product at ${url} (its database: ${database})`,
);
const result = await simulate({
  seed,
  days,
  maxLoans,
  newcomers,
  rdl,
  newBorrowers,
  faults,
  declines,
  graphql,
  scaled: values.scaled,
  ...(databaseUrl ? { databaseUrl } : {}),
  ...(url === undefined ? {} : { url }),
  ...(productLog === undefined ? {} : { productLog }),
  log: (line) => console.log(line),
}).catch((error: unknown) => {
  // A started product that is not one a run can drive: what to start instead, in a line.
  if (!(error instanceof NotDrivable)) throw error;
  console.error(error.message);
  process.exit(2);
});
if (values.plan) for (const line of result.plan) console.log(`  ${line}`);
if (result.scaled) {
  const [one, two] = result.scaled.requestsPerApi;
  const { sent, overlapped } = result.scaled.passes;
  const [g1, g2] = result.scaled.graphqlPerGateway;
  const [s1, s2] = result.scaled.stepsPerGateway;
  console.log(
    `requests: ${one} to API 1, ${two} to API 2, ${s1} GraphQL steps to gateway 1, ${s2} to gateway 2, ` +
      `${g1} GraphQL reads to gateway 1, ${g2} to gateway 2; ` +
      `${sent} scheduled passes run by both at once (${overlapped} overlapping); sessions on both:`,
  );
  for (const check of result.scaled.sessionChecks) console.log(`  ${check}`);
}
if (result.newcomers.length > 0) {
  // A newcomer who asked for an RDL is named so; the others asked for a VA.
  const named = result.newcomers.map((email) =>
    result.rdlNewcomers.includes(email) ? `${email} (RDL)` : email,
  );
  console.log(`new lenders registered: ${named.join(', ')}`);
}
for (const { email, loans } of result.newBorrowers) {
  const theirs = loans.map((loan) => `#${loan.id} ${loan.stage}`).join(', ') || 'no loan';
  console.log(`new borrower registered: ${email}, loans ${theirs}`);
}
console.log(
  `${result.installmentsPaid} installments paid on ${result.loansRepaying} loans, ${result.declined} offers declined, ${result.autoLent} fundings by auto-lend, ${result.refused} steps refused as they should be` +
    (faults > 0 && url !== undefined
      ? // The faults made from outside a started product (sim/url-product.ts).
        `; ${result.faultsByKind.outages} database outages on its server: ${result.retried} requests sent again, ` +
        `${result.interrupted} operations interrupted; bank callbacks: ${result.faultsByKind.repeated} repeated, ` +
        `${result.faultsByKind.lost} lost and sealed again; ${result.bankPayouts} bank payments each settled once`
      : '') +
    (faults > 0 && url === undefined
      ? `; ${result.retried} requests sent again after an outage, ${result.interrupted} operations interrupted` +
        `; ${result.faultsByKind.kills} kills: ${result.resentAfterKill} requests sent again after one, ` +
        `${result.lostAtKill} lost and read back, ${result.inFlight.length} in flight checked once or not at all` +
        `; signature callbacks: ${result.faultsByKind.signingRepeated} repeated, ${result.faultsByKind.signingLost} lost and sent again` +
        `; ${result.faultsByKind.lostAnswers} bank answers lost${lostByCall(result.lostAnswersByCall)}, ${result.bankPayouts} bank payments each settled once` +
        `, ${result.bankVas} VAs${result.bankRdls > 0 ? `, ${result.bankRdls} RDLs` : ''} and ${result.bankBillings} billings at the bank each the platform's`
      : ''),
);
// Which API process each kill of the scaled layout ended, and how the other carried on.
for (const k of result.scaled?.kills ?? []) {
  console.log(
    `killed: API ${k.api} on day ${k.day} within the ${WAVE_NAMES[k.wave] ?? k.wave}; API ${3 - k.api} answered ` +
      `${k.answeredMeanwhile} requests meanwhile; API ${k.api} back after ${(k.downMs / 1000).toFixed(1)} s, ` +
      `${k.answeredSince} requests answered since`,
  );
}
if (result.inFlight.length > 0) {
  const kinds = new Map<string, number>();
  for (const op of result.inFlight) {
    kinds.set(op.effect.kind, (kinds.get(op.effect.kind) ?? 0) + 1);
  }
  console.log(
    `in flight at a kill, by what they leave: ${[...kinds].map(([k, n]) => `${k} ${n}`).join(', ')}`,
  );
}
// Which surface the people's steps went through (sim/gateway-steps.ts).
console.log(
  `${result.steps.graphql} steps through GraphQL, ${result.steps.rest} through REST ` +
    `(the steps the web client makes through the gateway, at --graphql ${graphql}); ` +
    `${result.steps.other} other requests through REST (reads, the bank's and the signature provider's side, demo routes, uploads)`,
);
console.log(result.summary);
process.exit(result.violations.length > 0 ? 1 : 0);

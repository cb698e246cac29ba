// `npm run attack [URL]` (or `node bench/attack.ts [URL]`): an outside attacker's probe of the
// running product. Without a URL it starts the product on a fresh embedded database (PGlite,
// demo data) in a child process. Each case prints `ok name` or `FAIL name: detail`; the run ends
// with `N tried, N failed` and exits non-zero on any failure. Not part of `npm test`.
import fc from 'fast-check';
import { commandLine, requireValues } from '../cli/command-line.ts';
import { isHttpAddress } from '../cli/environment.ts';
import { describeFuzz, operationsOf, requestOf, sendFuzz } from '../tests/support/fuzz-requests.ts';
import { startDemoProduct, waitForProduct } from './web-product.ts';

const DEMO_PASSWORD = 'Lumbung#2026';
const NEW_PASSWORD = 'Rahasia#Baru2027';
const USAGE =
  'usage: npm run attack -- [URL]  (the product at URL, e.g. http://127.0.0.1:4000; without one, a demo product started here on ATTACK_PORT, 4620)';
const given = commandLine(USAGE, {}, 1).positionals[0];
requireValues(USAGE, [
  ['URL', given, given === undefined || isHttpAddress(given), 'an http(s) address'],
]);
const port = Number(process.env.ATTACK_PORT ?? 4620);
const base = (given ?? `http://127.0.0.1:${port}`).replace(/\/$/, '');

type Answer = { status: number; headers: Headers; body: Record<string, unknown> };

async function call(
  method: string,
  path: string,
  options: {
    token?: string;
    body?: unknown;
    raw?: BodyInit;
    headers?: Record<string, string>;
  } = {},
): Promise<Answer> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: options.raw ?? (options.body === undefined ? null : JSON.stringify(options.body)),
  });
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    body = { text: text.slice(0, 200) };
  }
  return { status: response.status, headers: response.headers, body };
}

const data = <T>(answer: Answer) => answer.body.data as T;
const brief = (answer: Answer) => `${answer.status} ${JSON.stringify(answer.body).slice(0, 160)}`;

async function login(email: string, password = DEMO_PASSWORD): Promise<string> {
  const answer = await call('POST', '/api/account/login', { body: { email, password } });
  if (answer.status !== 200) throw new Error(`login ${email}: ${brief(answer)}`);
  return data<{ token: string }>(answer).token;
}

async function graphql(query: string, token?: string): Promise<Answer> {
  return call('POST', '/graphql', { token, body: { query } });
}

/** The demo outbox (demo mode only): the latest 6-digit code sent to a recipient. */
async function codeSentTo(email: string): Promise<string | null> {
  const answer = await call('GET', '/api/demo/outbox');
  if (answer.status !== 200) return null;
  const messages = data<{ data: Array<{ recipient: string; body: string }> }>(answer).data;
  const message = messages.find((m) => m.recipient === email);
  return message ? (/\b(\d{6})\b/.exec(message.body)?.[1] ?? null) : null;
}

let counter = 0;
/** Registers (and, when `activate`, activates) a new borrower. */
async function newAccount(activate: boolean): Promise<{ email: string }> {
  counter += 1;
  const stamp = `${Date.now() % 1_000_000}${counter}`;
  const email = `attack${stamp}@example.com`;
  const registered = await call('POST', '/api/account/register', {
    body: {
      email,
      phone: `0812${stamp.padStart(8, '0').slice(-8)}`,
      fullName: 'Penguji Serangan',
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
      role: 'borrower',
      isPersonal: true,
      termsAccepted: true,
    },
  });
  if (registered.status !== 201) throw new Error(`register: ${brief(registered)}`);
  if (activate) {
    const code = await codeSentTo(email);
    if (!code) throw new Error('no activation code in the demo outbox');
    const activated = await call('POST', '/api/account/activated', { body: { email, code } });
    if (activated.status !== 200) throw new Error(`activate: ${brief(activated)}`);
  }
  return { email };
}

// ---------------------------------------------------------------------------------------------

type Case = { name: string; run: () => Promise<string | null> };
const cases: Case[] = [];
/** A case answers null when it holds, or what went wrong. */
const attack = (name: string, run: () => Promise<string | null>) => cases.push({ name, run });
let demoMode = false;

attack(
  'concurrent wrong logins: at most 5 are checked, then the address is held back',
  async () => {
    const email = 'lender.company@lumbung.test';
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        call('POST', '/api/account/login', { body: { email, password: 'Salah#Sandi1' } }),
      ),
    );
    const checked = answers.filter((a) => a.status === 401).length;
    const limited = answers.filter((a) => a.status === 429).length;
    // README: after 5 failures in a row each try waits 30 s; the 10th locks for 15 minutes.
    if (checked > 5 || checked + limited !== 12) {
      return `12 concurrent wrong logins: ${checked} checked, ${limited} held back (expected ≤ 5 checked)`;
    }
    const right = await call('POST', '/api/account/login', {
      body: { email, password: DEMO_PASSWORD },
    });
    if (right.status !== 429)
      return `the right password right after: ${brief(right)} (expected 429)`;
    return null;
  },
);

attack('/api/demo/outbox is not served when demo mode is off', async () => {
  if (demoMode) return 'SKIP: the started product is the demo (its outbox is meant to be read)';
  const answer = await call('GET', '/api/demo/outbox');
  return answer.status === 404 ? null : `answered ${brief(answer)}`;
});

attack('20 wrong activation codes use the code up: the right one no longer activates', async () => {
  const { email } = await newAccount(false);
  const code = await codeSentTo(email);
  if (!code) return 'SKIP: no demo outbox to read the code from';
  const answers: Answer[] = [];
  for (let i = 0; i < 20; i += 1) {
    const wrong = String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    answers.push(await call('POST', '/api/account/activated', { body: { email, code: wrong } }));
  }
  const odd = answers.find((a) => a.status !== 400);
  if (odd) return `a wrong code answered ${brief(odd)}`;
  const right = await call('POST', '/api/account/activated', { body: { email, code } });
  return right.status === 200 ? 'the right code still activated after 20 wrong ones' : null;
});

attack('a password change ends every other session; logout ends the current one', async () => {
  const { email } = await newAccount(true);
  const other = await login(email);
  const current = await login(email);
  const changed = await call('POST', '/api/account/password/change', {
    token: current,
    body: {
      old_password: DEMO_PASSWORD,
      new_password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    },
  });
  if (changed.status !== 200) return `password change: ${brief(changed)}`;
  const otherMe = await call('GET', '/api/account/me', { token: other });
  if (otherMe.status !== 401) return `the other session after the change: ${brief(otherMe)}`;
  const currentMe = await call('GET', '/api/account/me', { token: current });
  if (currentMe.status !== 200) return `the session that changed it: ${brief(currentMe)}`;
  const loggedOut = await call('POST', '/api/account/logout', { token: current });
  if (loggedOut.status !== 200) return `logout: ${brief(loggedOut)}`;
  const afterLogout = await call('GET', '/api/account/me', { token: current });
  return afterLogout.status === 401 ? null : `the token after logout: ${brief(afterLogout)}`;
});

attack('security headers on /, /api/... and /graphql', async () => {
  const problems: string[] = [];
  for (const [path, method] of [
    ['/', 'GET'],
    ['/api/product', 'GET'],
    ['/graphql', 'POST'],
  ] as const) {
    const answer = method === 'GET' ? await call('GET', path) : await graphql('{ __typename }');
    const h = answer.headers;
    if (h.get('x-content-type-options') !== 'nosniff')
      problems.push(`${path} x-content-type-options`);
    if (
      !h.get('x-frame-options') &&
      !/frame-ancestors/.test(h.get('content-security-policy') ?? '')
    ) {
      problems.push(`${path} frame protection`);
    }
    if (!h.get('referrer-policy')) problems.push(`${path} referrer-policy`);
    if (path === '/' && !h.get('content-security-policy'))
      problems.push('/ content-security-policy');
  }
  return problems.length === 0 ? null : `missing: ${problems.join(', ')}`;
});

attack('GraphQL with 1000 aliases is refused', async () => {
  const aliases = Array.from({ length: 1000 }, (_, i) => `a${i}: __typename`).join(' ');
  const answer = await graphql(`{ ${aliases} }`);
  const executed = (answer.body.data as Record<string, unknown> | null | undefined) ?? null;
  if (executed && Object.keys(executed).length >= 1000) return 'all 1000 aliases were executed';
  return answer.body.errors ? null : `answered ${brief(answer)}`;
});

attack('fuzzed REST requests answer no 5xx', async () => {
  const document = (await call('GET', '/api/openapi.json')).body;
  const operations = operationsOf(document as Parameters<typeof operationsOf>[0]);
  const tokens = [
    await login('borrower@lumbung.test'),
    await login('admin@lumbung.test'),
    undefined,
  ];
  const known = {
    numeric: ['1', '2', '3'],
    uuid: ['00000000-0000-4000-8000-000000000000'],
    code: ['11'],
  };
  const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2_147_483_647);
  const samples = fc.sample(
    fc
      .constantFrom(...operations)
      .chain((op) => fc.tuple(requestOf(op, known), fc.constantFrom(...tokens))),
    { seed, numRuns: Number(process.env.FUZZ_RUNS ?? 300) },
  );
  for (const [request, token] of samples) {
    const answer = await sendFuzz(base, request, token);
    if (answer.status >= 500)
      return `${answer.status} for ${describeFuzz(request)} (FUZZ_SEED=${seed})`;
  }
  return null;
});

attack('the database-breaking inputs of the probe answer 400, not 500', async () => {
  const borrower = await login('borrower@lumbung.test');
  const admin = await login('admin@lumbung.test');
  const day = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  const loan = (o: Record<string, unknown>) => ({
    productid: 1,
    genapplicationvalue: '100000000',
    genrequireddate: day,
    genpurpose: 'Modal kerja',
    ...o,
  });
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10, 0])]),
    'a\u0000.png',
  );
  const tries: Array<[string, Promise<Answer>]> = [
    [
      'NUL in body',
      call('POST', '/api/loan', { token: borrower, body: loan({ genpurpose: 'a\u0000' }) }),
    ],
    ['NUL in query', call('GET', '/api/loan?q=%00', { token: admin })],
    [
      'lone surrogate',
      call('POST', '/api/loan', { token: borrower, body: loan({ genpurpose: '\uD800' }) }),
    ],
    [
      'impossible date',
      call('POST', '/api/loan', { token: borrower, body: loan({ genrequireddate: '9999-99-99' }) }),
    ],
    [
      'int4 overflow',
      call('POST', '/api/loan', { token: borrower, body: loan({ productid: 2_147_483_648 }) }),
    ],
    [
      'unknown developer',
      call('POST', '/api/loan', {
        token: borrower,
        body: loan({ productid: 4, developerid: 999_999 }),
      }),
    ],
    [
      'no boundary',
      call('POST', '/file/upload', {
        token: borrower,
        raw: 'x',
        headers: { 'content-type': 'multipart/form-data' },
      }),
    ],
    ['NUL file name', call('POST', '/file/upload', { token: borrower, raw: form })],
  ];
  const wrong: string[] = [];
  for (const [what, sent] of tries) {
    const answer = await sent;
    if (answer.status !== 400) wrong.push(`${what}: ${brief(answer)}`);
  }
  return wrong.length === 0 ? null : wrong.join('; ');
});

attack('path-traversal ids through GraphQL reach no other action', async () => {
  const admin = await login('admin@lumbung.test');
  const list = await call('GET', '/api/loan?stage=APPROVAL_BAIL', { token: admin });
  const target = data<{ data: Array<{ id: number }> }>(list).data[0];
  if (!target) return 'no demo loan in APPROVAL_BAIL to aim at';
  await graphql(`mutation { approveBail(id: "${target.id}/approve-credit?") { id } }`, admin);
  await graphql(
    `mutation { approveBail(id: "../submission/${target.id}/approve-credit") { id } }`,
    admin,
  );
  const after = data<{ submissionstage: string }>(
    await call('GET', `/api/loan/${target.id}`, { token: admin }),
  );
  return after.submissionstage === 'APPROVAL_BAIL'
    ? null
    : `the loan moved to ${after.submissionstage}`;
});

attack('known and unknown e-mails get the same answers (no enumeration)', async () => {
  const differences: string[] = [];
  const pairs: Array<[string, (email: string) => Promise<Answer>]> = [
    [
      'login',
      (email) => call('POST', '/api/account/login', { body: { email, password: 'Salah#Sandi9' } }),
    ],
    [
      'activation',
      (email) => call('POST', '/api/account/activated', { body: { email, code: '000000' } }),
    ],
    ['forgot', (email) => call('POST', '/api/account/forgot', { body: { email } })],
  ];
  for (const [what, send] of pairs) {
    const known = await send('lender@lumbung.test');
    const unknown = await send(`nobody${Date.now()}@example.com`);
    if (
      known.status !== unknown.status ||
      known.body.code !== unknown.body.code ||
      known.body.message !== unknown.body.message
    ) {
      differences.push(`${what}: known ${brief(known)} / unknown ${brief(unknown)}`);
    }
  }
  return differences.length === 0 ? null : differences.join('; ');
});

attack('refusal order: unknown path 404 before 401, no token 401, wrong role 403', async () => {
  const borrower = await login('borrower@lumbung.test');
  const wrong: string[] = [];
  const expect = async (what: string, answer: Promise<Answer>, status: number) => {
    const got = await answer;
    if (got.status !== status) wrong.push(`${what}: ${brief(got)} (expected ${status})`);
  };
  await expect('unknown path, no token', call('GET', '/api/no-such-thing'), 404);
  await expect(
    'unknown path under a known one, no token',
    call('GET', '/api/loan/1/no-such-thing'),
    404,
  );
  await expect('known path, no token', call('GET', '/api/loan/1'), 401);
  await expect(
    'staff path, borrower token',
    call('GET', '/api/loan/queues', { token: borrower }),
    403,
  );
  return wrong.length === 0 ? null : wrong.join('; ');
});

attack('duplicate registration is 409 DUPLICATE_EMAIL', async () => {
  const answer = await call('POST', '/api/account/register', {
    body: {
      email: 'borrower@lumbung.test',
      phone: '081299990000',
      fullName: 'Penguji Serangan',
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
      role: 'borrower',
      isPersonal: true,
      termsAccepted: true,
    },
  });
  return answer.status === 409 && answer.body.code === 'DUPLICATE_EMAIL' ? null : brief(answer);
});

attack('the upload quota stops a flood (429 UPLOAD_QUOTA_EXCEEDED)', async () => {
  const token = await login('lender@lumbung.test');
  const png = new Uint8Array(64);
  png.set([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10]);
  for (let i = 0; i < 110; i += 1) {
    const form = new FormData();
    form.append('file', new Blob([png]), 'flood.png');
    const answer = await call('POST', '/file/upload', { token, raw: form });
    if (answer.status === 429)
      return answer.body.code === 'UPLOAD_QUOTA_EXCEEDED' ? null : brief(answer);
    if (answer.status !== 201) return `upload ${i + 1}: ${brief(answer)}`;
  }
  return '110 uploads in a row were all stored';
});

attack('an offer of 121 months is refused', async () => {
  const admin = await login('admin@lumbung.test');
  const director = await login('director@lumbung.test');
  // Any loan on its way to the offer (another case may have moved the demo's one along). Credit
  // is rated D, whose band of the demo KPR's 9–13 holds the offer's 12: only the period is wrong.
  const steps = [
    ['APPROVAL_BAIL', 'approve-credit', admin, { riskrating: 'MEDIUM_TO_HIGH' }],
    ['APPROVAL_LOAN', 'approve-director', director, undefined],
    ['APPROVAL_LOAN_DIR', null, admin, undefined],
  ] as const;
  let target: { id: number } | undefined;
  let from = 0;
  for (const [index, [stage]] of steps.entries()) {
    const list = await call('GET', `/api/loan?stage=${stage}`, { token: admin });
    target = data<{ data: Array<{ id: number }> }>(list).data[0];
    from = index;
    if (target) break;
  }
  if (!target) return 'no demo loan on its way to the offer';
  for (const [, action, token, body] of steps.slice(from)) {
    if (action) await call('PUT', `/api/loan/submission/${target.id}/${action}`, { token, body });
  }
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const offer = await call('PUT', `/api/loan/submission/${target.id}/offer`, {
    token: admin,
    body: {
      funappinterestpercentage: '12',
      timeperiod: 121 * 30,
      appadminfee: '0',
      typepayment: 'INSTALLMENT',
      funappcfstarttime: day(20),
      funappcfendtime: day(40),
    },
  });
  return offer.status === 400 ? null : `answered ${brief(offer)}`;
});

// ---------------------------------------------------------------------------------------------

// The demo product of its own (as `npm start` runs it) unless an address was given.
const product = given ? null : await startDemoProduct(port);

let failed = 0;
let tried = 0;
try {
  await waitForProduct(base);
  demoMode = (await call('GET', '/api/demo/outbox')).status === 200;
  console.log(`attacking ${base}${demoMode ? ' (demo mode)' : ''}`);
  for (const { name, run } of cases) {
    let problem: string | null;
    try {
      problem = await run();
    } catch (error) {
      problem = `threw ${(error as Error).message}`;
    }
    if (problem?.startsWith('SKIP')) {
      console.log(`skip ${name}: ${problem.slice(6)}`);
      continue;
    }
    tried += 1;
    if (problem) failed += 1;
    console.log(problem ? `FAIL ${name}: ${problem}` : `ok ${name}`);
  }
} finally {
  product?.stop();
}
console.log(`${tried} tried, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;

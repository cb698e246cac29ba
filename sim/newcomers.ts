// New people in the marketplace (issue 20: "many borrowers applying ... lenders topping up"): on
// some days, drawn from the seed, a new lender registers through the public REST API as a person
// would — the activation code read from the demo outbox, the profile's sections filled in and sent
// to staff, who validate them; a VA wallet asked for, which staff approve (retrying it first when
// the bank's answer to its opening was lost); a yearly income
// declared; a first top-up — and from the next day on tops up, funds and cashes out like the
// demo lenders.
//
// Some new lenders ask for an RDL instead (their own account at the partner bank): the wallet
// screen's request, with consent, sets off the bank's chain — the face check, the investor's
// registration (CIF), the account — whose lost answers staff retry under the product's rules
// (within the machine's three tries; past them staff refuse the request and the lender asks
// again), then check the numbers the bank returned and approve them. She deposits into her RDL,
// and from the next day on deposits and cashes out like the demo RDL lender, never funding:
// funding out of an RDL is not built. Whether a new lender asks for an RDL is drawn from a
// generator of its own, so that a seed's newcomers, and their days, are those it had before.
//
// New borrowers come the same way — registered, activated, their profile validated by staff —
// answer the psychometric survey, and apply for a loan with collateral at once, as the demo
// borrowers do (sim/loan-application.ts): from then on their loans go through staff's decisions,
// funding, signing, disbursement and repayment like the others', and they may apply again.
//
// The newcomers are drawn from a generator of their own, seeded from the run's seed: a seed's
// days before its first newcomer are those it had before newcomers existed. The new borrowers
// from a second one beside it, so that the new lenders of a seed are those it had before.
import { MAILING_ADDRESS } from '../api/profiles/demo-profiles.ts';
import type { Client, Json } from './client.ts';
import { mulberry32, type Rng } from './prng.ts';
import type { Behaviour } from './workload.ts';

export type RegisterOp = NewLender | NewBorrower;

type NewLender = {
  kind: 'register';
  role: 'lender';
  /** The newcomer's number in the run (1, 2, …): their e-mail, phone and NIK follow from it. */
  n: number;
  fullName: string;
  /** Whole rupiah. */
  yearlyIncome: bigint;
  /** Sen: the first top-up into their VA, or deposit into their RDL. */
  topUp: bigint;
  /** The wallet asked for: a VA at the bank, or an RDL (her own account there). */
  wallet: 'VA' | 'RDL';
};

/** A new borrower and the loan they apply for once let in (the fields of an application). */
type NewBorrower = {
  kind: 'register';
  role: 'borrower';
  n: number;
  fullName: string;
  application: {
    product: string;
    /** Sen. */
    value: bigint;
    periodDays: number;
    windowDays: number;
    behaviour: Behaviour;
    lateDays: number;
  };
};

const NAMES = [
  'Siti Rahmawati',
  'Agus Setiawan',
  'Putri Anggraini',
  'Hendra Gunawan',
  'Wulan Sari Dewi',
  'Bayu Prasetyo',
] as const;

/** The newcomers' password (the product's policy takes it). */
export const NEWCOMER_PASSWORD = 'Sawah-Padi-2027!';

export const newcomerEmail = (n: number, role: 'lender' | 'borrower' = 'lender') =>
  `${role}.new${n}@lumbung.test`;

/** By default one new lender in three asks for an RDL. */
export const RDL_CHANCE = 1 / 3;

/** Whether a new lender asks for an RDL: the generator of its own, seeded from the run's seed. */
export const rdlGenerator = (seed: number): Rng => mulberry32(seed ^ 0xbb67ae85);

/**
 * Today's newcomers: with a small chance a day, while fewer than `max` came. Whether the new
 * lender asks for an RDL is drawn from `wallets.rng` (a generator of its own, one draw per new
 * lender; without it every new lender asks for a VA), so that the other draws stay those they
 * were. A pure function of the generators and the number already planned.
 */
export function planNewcomers(
  rng: Rng,
  planned: number,
  max: number,
  wallets?: { rng: Rng; chance: number },
): RegisterOp[] {
  if (planned >= max) return [];
  if (!rng.chance(0.2)) return [];
  const lender = {
    kind: 'register' as const,
    role: 'lender' as const,
    n: planned + 1,
    fullName: rng.pick(NAMES),
    // Rp 1 to 50 billion: large enough that the income share never decides a round.
    yearlyIncome: BigInt(rng.int(1, 50)) * 1_000_000_000n,
    topUp: BigInt(rng.int(10, 60)) * 1_000_000_00n,
  };
  const rdl = wallets?.rng.chance(wallets.chance) ?? false;
  return [{ ...lender, wallet: rdl ? 'RDL' : 'VA' }];
}

/**
 * Today's new borrower: with a chance of one in four a day, while fewer than `max` came; with the
 * loan they apply for. A pure function of the generator and the number already planned.
 */
export function planNewBorrowers(rng: Rng, planned: number, max: number): RegisterOp[] {
  if (planned >= max) return [];
  if (!rng.chance(0.25)) return [];
  return [
    {
      kind: 'register',
      role: 'borrower',
      n: planned + 1,
      fullName: rng.pick(NAMES),
      application: {
        product: rng.pick(['PF', 'CTO']),
        value: BigInt(rng.int(5, 40)) * 1_000_000_00n,
        periodDays: rng.pick([30, 60, 90]),
        windowDays: rng.int(2, 8),
        behaviour: rng.pick<Behaviour>(['ahead', 'onTime', 'onTime', 'late']),
        lateDays: rng.int(1, 12),
      },
    },
  ];
}

export const describeRegister = (op: RegisterOp) =>
  op.role === 'lender'
    ? op.wallet === 'RDL'
      ? `register lender ${newcomerEmail(op.n)} (${op.fullName}) with an RDL income ${op.yearlyIncome} deposit ${op.topUp / 100n}`
      : `register lender ${newcomerEmail(op.n)} (${op.fullName}) income ${op.yearlyIncome} top-up ${op.topUp / 100n}`
    : `register borrower ${newcomerEmail(op.n, 'borrower')} (${op.fullName}) and apply ${op.application.product} ${op.application.value / 100n} ${op.application.periodDays}d window ${op.application.windowDays}d ${op.application.behaviour}${op.application.behaviour === 'late' ? `+${op.application.lateDays}` : ''}`;

/** A PNG's first bytes, padded: the KTP scan the newcomer uploads. */
function scan(): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(1234);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return bytes;
}

/** Kebon Kelapa, Gambir, Jakarta Pusat: the demo's address (idn-area-data codes). */
const ADDRESS = MAILING_ADDRESS;

const SECTIONS = ['personal', 'addressKtp', 'jobs', 'familyReference', 'bank', 'document'] as const;

export type Must = (answer: { status: number; body: Json }, what: string, status?: number) => Json;

/**
 * The newcomer's way in, every step a public REST call: register, activate with the e-mailed
 * code, log in, fill in and send the profile, staff validate it. Returns the newcomer's e-mail,
 * session token and user id. A borrower's numbers (phone, NIK, NPWP, account) lie apart from a
 * lender's of the same number.
 */
async function registerPerson(
  client: Client,
  admin: string,
  op: RegisterOp,
  must: Must,
): Promise<{ email: string; token: string; userId: string }> {
  const email = newcomerEmail(op.n, op.role);
  const number = String(op.role === 'lender' ? op.n : 5000 + op.n).padStart(4, '0');
  const registered = must(
    await client.rest('POST', '/account/register', {
      body: {
        email,
        phone: `0812990${number.padStart(5, '0')}`,
        fullName: op.fullName,
        password: NEWCOMER_PASSWORD,
        confirmPassword: NEWCOMER_PASSWORD,
        role: op.role,
        isPersonal: true,
        termsAccepted: true,
      },
    }),
    `register ${email}`,
    201,
  );
  const userId = (registered.user as { id: string }).id;
  // The activation e-mail, read from the demo outbox as the person reads their mail.
  const outbox = must(await client.rest('GET', '/demo/outbox'), 'outbox');
  const mail = (outbox.data as { recipient: string; body: string }[]).find(
    (m) => m.recipient === email,
  );
  const code = /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1] ?? '';
  must(await client.rest('POST', '/account/activated', { body: { email, code } }), 'activate');
  const token = await client.login(email, NEWCOMER_PASSWORD);
  await sendProfile(client, admin, { email, token, userId, fullName: op.fullName, number }, must);
  return { email, token, userId };
}

/**
 * A person's profile filled in and sent through the public REST API, then validated by staff
 * section by section: personal data, KTP address, job, family reference, bank account, the KTP
 * scan. `number` (four digits) keeps their NIK, NPWP and account apart from everyone's.
 */
export async function sendProfile(
  client: Client,
  admin: string,
  person: { email: string; token: string; userId: string; fullName: string; number: string },
  must: Must,
): Promise<void> {
  const { email, token, userId, fullName, number } = person;
  const post = async (path: string, body: unknown) =>
    must(await client.rest('POST', path, { token, body }), `${email} ${path}`);
  await post('/personal', {
    fullname: fullName,
    mothername: 'Ratna Sari Dewi',
    gender: 'FEMALE',
    birthplace: 'Bandung',
    birthdate: '05-03-1990',
    ktpnumber: `327301450390${number}`,
    ktpexpirydate: '05-03-2099',
    ktpcity: 'Bandung',
    npwpnumber: `09123456780${number.padStart(5, '0')}`,
    religion: 'ISLAM',
    maritalstatus: 'BELUM_KAWIN',
    education: 'S1',
  });
  await post('/personal/address/ktp', ADDRESS);
  await post('/personal/jobs', {
    job: 'PRIVATE_EMPLOYEE',
    position: 'Manajer',
    division: 'Keuangan',
    experienceyears: 8,
    income: '10M_25M',
    fundsource: 'SALARY',
  });
  await post('/personal/family-reference', {
    fullname: 'Bambang Lestari',
    relationship: 'PARENT',
    phone: '081311112222',
    address: 'Jl. Dago No. 10, Bandung',
  });
  await post('/personal/bank', {
    bankcode: '014',
    accountname: fullName,
    accountnumber: `12345${number.padStart(5, '0')}`,
    branch: 'KCP Dago',
  });
  await post('/personal/document', { ktpfile: await client.upload(token, scan(), 'ktp.png') });
  must(
    await client.rest('PUT', '/personal/agreement/request', { token, body: {} }),
    'send the profile to staff',
  );
  for (const section of SECTIONS) {
    must(
      await client.rest('PUT', `/staff/validations/${userId}/${section}/validate`, {
        token: admin,
      }),
      `validate ${email}'s ${section}`,
    );
  }
}

/**
 * A VA wallet asked for by its lender and approved by staff. When the bank's answer to the
 * opening was lost (the wallet's step failed, its outcome unknown), staff press retry — the
 * product sends the lost call's uuid again, and the bank answers the VA it opened — within the
 * machine's three tries. Returns the lender's id and the staff retries it took.
 */
export async function openVaWallet(
  client: Client,
  admin: string,
  lender: { email: string; token: string },
  must: Must,
): Promise<{ lenderId: string; retries: number }> {
  let wallet = must(
    await client.rest('POST', '/wallet/request', {
      token: lender.token,
      body: { kind: 'VA', consent: true },
    }),
    `wallet of ${lender.email}`,
  );
  const lenderId = (wallet as { lenderId: string }).lenderId;
  let retries = 0;
  while (wallet.state === 'bankFailed' && retries < 2) {
    retries += 1;
    wallet = must(
      await client.rest('PUT', `/wallet/lenders/${lenderId}/retry`, { token: admin }),
      `retry ${lender.email}'s wallet`,
    );
  }
  must(
    await client.rest('PUT', `/wallet/lenders/${lenderId}/approve`, { token: admin }),
    `approve ${lender.email}'s wallet`,
  );
  return { lenderId, retries };
}

/** At most this many requests for one RDL: each past the first follows staff's refusal. */
const MAX_RDL_REQUESTS = 3;

/**
 * An RDL asked for by its lender, as the wallet screen asks (`kind: 'RDL'`, her consent), and
 * approved by staff. The request sets off the bank's chain within the product — the face check,
 * the investor's registration (the CIF), the account (the RDL number) — each step answered
 * before the next is asked. When a step's answer was lost (the wallet's step failed, its outcome
 * unknown), staff press retry while the machine allows one (three requests to the bank in all):
 * the product resumes at that step and sends its lost call's uuid again, and the bank answers
 * what it did. Past the tries, staff refuse the request (the bank's registration failed) and the
 * lender, reading why, asks again; the product sends the lost step's uuid again then too, so the
 * bank answers the account it opened instead of opening a second. Staff then check the wallet —
 * an RDL awaiting approval, with the CIF and account number the bank returned — and approve it:
 * the numbers become the lender's to see. Returns the lender's id, the RDL's number, and the
 * staff retries and requests it took.
 */
export async function openRdlWallet(
  client: Client,
  admin: string,
  lender: { email: string; token: string },
  must: Must,
): Promise<{ lenderId: string; accountNumber: string; retries: number; requests: number }> {
  const ask = async () =>
    must(
      await client.rest('POST', '/wallet/request', {
        token: lender.token,
        body: { kind: 'RDL', consent: true },
      }),
      `RDL of ${lender.email}`,
    );
  let wallet = await ask();
  let requests = 1;
  const lenderId = (wallet as { lenderId: string }).lenderId;
  let retries = 0;
  const staffView = async () =>
    must(
      await client.rest('GET', `/wallet/lenders/${lenderId}`, { token: admin }),
      `staff read ${lender.email}'s wallet`,
    );
  while (wallet.state === 'bankFailed') {
    // Staff see what the machine lets them do with the failed step.
    const seen = await staffView();
    const actions = seen.availableActions as { action: string; allowed: boolean }[];
    if (actions.some((a) => a.action === 'retry' && a.allowed)) {
      retries += 1;
      wallet = must(
        await client.rest('PUT', `/wallet/lenders/${lenderId}/retry`, { token: admin }),
        `retry ${lender.email}'s RDL`,
      );
      continue;
    }
    if (requests >= MAX_RDL_REQUESTS) break;
    must(
      await client.rest('PUT', `/wallet/lenders/${lenderId}/refuse`, {
        token: admin,
        body: { reason: 'BANK_REGISTRATION_FAILED' },
      }),
      `refuse ${lender.email}'s RDL`,
    );
    const refused = must(
      await client.rest('GET', '/wallet', { token: lender.token }),
      `${lender.email} reads the refusal`,
    );
    const again = (refused.availableActions as { action: string; allowed: boolean }[]).some(
      (a) => a.action === 'requestRdl' && a.allowed,
    );
    if (refused.state !== 'refused' || !again) {
      must({ status: 409, body: refused }, `${lender.email} may not ask for her RDL again`);
    }
    requests += 1;
    wallet = await ask();
  }
  // Staff's check before approving: an RDL the bank set up, its CIF and account number there.
  const checked = await staffView();
  const accountNumber = checked.pendingAccountNumber as string | null;
  const cifNumber = checked.pendingCifNumber as string | null;
  if (
    checked.state !== 'awaitingApproval' ||
    checked.kind !== 'RDL' ||
    !accountNumber ||
    !cifNumber
  ) {
    must(
      { status: 409, body: checked },
      `staff's check of ${lender.email}'s RDL (${checked.state}, after ${requests} request(s) and ${retries} retries)`,
    );
  }
  const approved = must(
    await client.rest('PUT', `/wallet/lenders/${lenderId}/approve`, { token: admin }),
    `approve ${lender.email}'s RDL`,
  );
  // Approved, the numbers staff checked are the lender's to see.
  const seen = must(
    await client.rest('GET', '/wallet', { token: lender.token }),
    `${lender.email} reads her RDL`,
  );
  if (
    approved.state !== 'approved' ||
    seen.kind !== 'RDL' ||
    seen.accountNumber !== accountNumber ||
    seen.cifNumber !== cifNumber
  ) {
    must({ status: 409, body: seen }, `${lender.email}'s RDL as she reads it after the approval`);
  }
  return { lenderId, accountNumber: accountNumber ?? '', retries, requests };
}

/**
 * A new lender let in: a VA, or an RDL, asked for and approved, the yearly income declared.
 */
export async function registerLender(
  client: Client,
  admin: string,
  op: NewLender,
  must: Must,
): Promise<{ email: string; token: string }> {
  const { email, token } = await registerPerson(client, admin, op, must);
  if (op.wallet === 'RDL') await openRdlWallet(client, admin, { email, token }, must);
  else await openVaWallet(client, admin, { email, token }, must);
  must(
    await client.rest('PUT', '/lender/income-declaration', {
      token,
      body: { yearlyIncome: String(op.yearlyIncome) },
    }),
    `income of ${email}`,
  );
  return { email, token };
}

/**
 * A new borrower let in, then the psychometric survey answered (eleven FATCA answers, six of the
 * risk profile) as the borrower's form sends it: they may apply for a loan.
 */
export async function registerBorrower(
  client: Client,
  admin: string,
  op: NewBorrower,
  must: Must,
): Promise<{ email: string; token: string }> {
  const { email, token } = await registerPerson(client, admin, op, must);
  must(
    await client.rest('PUT', '/personal/psychometry-score', {
      token,
      body: { fatca: Array.from({ length: 11 }, () => false), risk: [2, 2, 1, 2, 2, 1] },
    }),
    `survey of ${email}`,
  );
  return { email, token };
}

// A lender's wallet request (VA or RDL at the partner bank) driven by the lender-account machine
// (machines/lender-account): the stored state is restored, the event is offered to the machine,
// and the result is written with an audit row in one transaction holding the lender's row lock.
// The bank calls the machine asks for run after that transaction, each answer coming back as the
// machine's next event, so a slow bank never holds a lock. Each call's request uuid is chosen and
// written in that transaction, before the call: a retry after an answer that never came (the
// bank may have done the work: the adapter's outcome unknown, a reset included) re-sends it, so
// the bank answers the first try instead of opening a second account; after a refusal a retry is
// a new request.

import { randomUUID } from 'node:crypto';
import { initialTransition } from 'xstate';
import { lenderAccountMachine } from '../../machines/lender-account/lender-account.machine.ts';
import {
  bankFailure,
  type LenderAccountSnapshot,
  lenderAccountLabel,
  lenderAccountStateOf,
  visibleWallet,
  walletActions,
  walletRefusal,
  whyNotLenderAccount,
} from '../../machines/lender-account/lender-account.selectors.ts';
import type {
  LenderAccountContext,
  LenderAccountEvent,
  LenderAccountStateName,
} from '../../machines/lender-account/lender-account.types.ts';
import { pureTransition } from '../../machines/shared/pure-transition.ts';
import { lenderNotFound } from '../accounts/lender-not-found.ts';
import type { Viewer } from '../accounts/tokens.ts';
import {
  type BankLender,
  type BankStepName,
  outcomeUnknown,
  PARTNER_BANK_CODE,
  type PartnerBank,
} from '../bank/partner-bank.ts';
import type { Db, Queryable } from '../db/db.ts';
import type { FileStorage } from '../files/storage.ts';
import { AppError } from '../http/errors.ts';
import { refusal } from '../http/refusals.ts';
import { notifyUser } from '../notify/notify-user.ts';
import { findBank } from '../reference/banks.ts';
import { readInvestorProfile } from './investor-profile.ts';

type LenderRow = {
  id: string;
  full_name: string;
  email: string;
  phone: string | null;
  is_personal: boolean;
  active: boolean;
  machine_state: LenderAccountStateName | null;
  machine_context: LenderAccountContext | null;
  updated_at: Date | null;
};

const lenderSelect = `
  SELECT u.id, u.full_name, u.email, u.phone, u.is_personal, u.active,
         w.machine_state, w.machine_context, w.updated_at
    FROM users u
    LEFT JOIN lender_wallets w ON w.lender_id = u.id
   WHERE u.role = 'lender'`;

/** The wallet of a lender who never asked for one: the machine's start, past activation. */
function snapshotOf(row: LenderRow): LenderAccountSnapshot {
  if (row.machine_state && row.machine_context) {
    return lenderAccountMachine.resolveState({
      value: row.machine_state,
      // Requests stored before consent was asked for (issue 15) have none recorded.
      context: { ...row.machine_context, consentedAt: row.machine_context.consentedAt ?? null },
    });
  }
  const [start] = initialTransition(lenderAccountMachine, {
    lenderId: row.id,
    lenderType: row.is_personal ? 'personal' : 'company',
  });
  return row.active
    ? pureTransition(lenderAccountMachine, start, { type: 'account.activated' })[0]
    : start;
}

async function findLender(q: Queryable, lenderId: string, lock = false): Promise<LenderRow> {
  if (!/^[0-9a-f-]{36}$/i.test(lenderId)) throw lenderNotFound();
  if (lock) await q.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [lenderId]);
  const [row] = await q.query<LenderRow>(`${lenderSelect} AND u.id = $1`, [lenderId]);
  if (!row) throw lenderNotFound();
  return row;
}

/** The partner bank by name: people read 'Bank Negara Indonesia (BNI)', never '009'. */
const PARTNER_BANK_NAME = findBank(PARTNER_BANK_CODE)?.name ?? 'BNI';

/** Who reads the wallet: staff see the numbers to check; everyone gets their own actions. */
type Reader = { userId: string; role: Viewer['role'] };

/**
 * The wallet as its audience may see it. The account and CIF numbers show only after staff
 * approval (the machine's visibleWallet); staff also see what the bank returned, to check it.
 * `availableActions` are the machine's answer for the reader; the lifecycle stays for the
 * analysts' view, the lender's copy with the unapproved numbers blanked.
 */
export function walletView(row: LenderRow, reader: Reader) {
  const audience = reader.role === 'admin' ? 'staff' : 'lender';
  const snapshot = snapshotOf(row);
  const visible = visibleWallet(snapshot);
  const { context } = snapshot;
  const pending = audience === 'staff' && !visible;
  const failure = bankFailure(snapshot);
  return {
    lenderId: row.id,
    lenderName: row.full_name,
    lenderEmail: row.email,
    lenderType: context.lenderType,
    state: lenderAccountStateOf(snapshot),
    stateLabel: lenderAccountLabel(snapshot),
    kind: context.kind,
    bankCode: PARTNER_BANK_CODE,
    bankName: PARTNER_BANK_NAME,
    accountNumber: visible?.accountNumber ?? null,
    cifNumber: visible?.cifNumber ?? null,
    pendingAccountNumber: pending ? context.accountNumber : null,
    pendingCifNumber: pending ? context.cifNumber : null,
    refusal: walletRefusal(snapshot),
    bankFailure: failure ? { ...failure, responseCode: failure.responseCode ?? '' } : null,
    updatedAt: row.updated_at ? row.updated_at.toISOString() : null,
    consentedAt: context.consentedAt,
    lifecycle: {
      value: lenderAccountStateOf(snapshot),
      context:
        audience === 'staff' || visible
          ? context
          : { ...context, accountNumber: null, cifNumber: null },
    },
    availableActions: walletActions(snapshot, { userId: reader.userId, role: reader.role }),
  };
}

export type WalletView = ReturnType<typeof walletView>;

export async function readWallet(db: Db, lenderId: string, reader: Reader) {
  return walletView(await findLender(db, lenderId), reader);
}

/** Staff: every lender with the state of their wallet, those awaiting approval first. */
export async function listWallets(
  db: Db,
  filter: { state?: LenderAccountStateName | undefined; limit: number },
  reader: Reader,
): Promise<WalletView[]> {
  const rows = await db.query<LenderRow>(
    `${lenderSelect}
       AND ($1::text IS NULL OR coalesce(w.machine_state,
             CASE WHEN u.active THEN 'activated' ELSE 'registered' END) = $1)
     ORDER BY (w.machine_state = 'awaitingApproval') IS TRUE DESC,
              w.updated_at DESC NULLS LAST, u.full_name
     LIMIT $2`,
    [filter.state ?? null, filter.limit],
  );
  return rows.map((row) => walletView(row, reader));
}

/** Refusals about who asks are 403; bad numbers and a missing consent are 400; the rest: 409. */
const BAD_INPUT: Record<string, string> = {
  ACCOUNT_NUMBER_INVALID: 'accountNumber',
  CIF_NUMBER_INVALID: 'cifNumber',
  CONSENT_MISSING: 'consent',
};

type Who = Viewer | 'bank';

const BANK_ACTIONS: ReadonlySet<string> = new Set<BankStepName>([
  'createVirtualAccount',
  'submitKyc',
  'registerInvestor',
  'openRdlAccount',
]);

/** A call to the bank the machine asked for, with the request uuid it is sent under. */
type BankCall = { step: BankStepName; requestUuid: string; kycUuid: string | null };

async function lastEventDetail(q: Queryable, lenderId: string, event: string) {
  const [row] = await q.query<{ detail: Record<string, string> }>(
    `SELECT detail FROM lender_wallet_events
      WHERE lender_id = $1 AND event = $2 ORDER BY id DESC LIMIT 1`,
    [lenderId, event],
  );
  return row?.detail ?? null;
}

/**
 * The uuid a call to the bank goes under: the uuid of this step's last call when its outcome is
 * unknown (no answer, a reset, a 5xx, an unreadable answer: the bank may have opened the account)
 * and the bank answered nothing of this step since — whether staff or the lender retry, or the
 * lender asks again after staff refused the request — so the bank answers what it did then
 * instead of opening a second account; a new uuid otherwise (after a refusal the bank did
 * nothing).
 */
async function requestUuidFor(q: Queryable, lenderId: string, step: BankStepName) {
  const [last] = await q.query<{ event: string; detail: Record<string, string> }>(
    `SELECT event, detail FROM lender_wallet_events
      WHERE lender_id = $1 AND detail ->> 'step' = $2 ORDER BY id DESC LIMIT 1`,
    [lenderId, step],
  );
  const { requestUuid, responseCode } = last?.detail ?? {};
  if (last?.event === 'bank.failed' && requestUuid && outcomeUnknown(responseCode ?? '')) {
    return requestUuid;
  }
  return randomUUID();
}

/** The bank's VA answers staff are told about: nothing was kept, and what to do next. */
const VA_AT_BANK_ERRORS = {
  BANK_VA_NOT_CLOSED: {
    status: 502,
    text: {
      id: 'Bank belum menutup virtual account; tidak ada yang diubah, coba lagi',
      en: 'The bank did not close the virtual account; nothing was changed, try again',
    },
  },
  BANK_VA_NOT_CONFIRMED: {
    status: 502,
    text: {
      id: 'Bank belum memastikan virtual account masih aktif; tidak ada yang diubah, coba lagi',
      en: 'The bank did not confirm the virtual account is open; nothing was changed, try again',
    },
  },
  BANK_VA_CLOSED: {
    status: 409,
    text: {
      id: 'Bank sudah menutup virtual account ini (penolakan sebelumnya sampai ke bank); tolak permintaan ini',
      en: 'The bank has closed this virtual account (an earlier refusal reached it); refuse the request',
    },
  },
} as const;

const vaAtBankError = (code: keyof typeof VA_AT_BANK_ERRORS) => {
  const { status, text } = VA_AT_BANK_ERRORS[code];
  return new AppError(status, code, text.en, { text });
};

/**
 * Closes at the bank the VA of the request staff refuse (the machine's closeVirtualAccount), before
 * the refusal is kept and under the lender's row lock: the VA the request's last `va.created`
 * named. When the bank does not close it nothing is kept: 502 BANK_VA_NOT_CLOSED, and staff refuse
 * again.
 */
async function closeVaAtBank(q: Queryable, bank: PartnerBank, lenderId: string) {
  const opened = await lastEventDetail(q, lenderId, 'va.created');
  if (!opened?.requestUuid) return {};
  const closed = await bank.closeVirtualAccount(opened.requestUuid);
  if (!closed.ok) {
    throw vaAtBankError('BANK_VA_NOT_CLOSED');
  }
  return { closedVaRequestUuid: opened.requestUuid };
}

/**
 * Asks the bank whether the VA staff approve still takes payments (the machine's
 * confirmVirtualAccountOpen), before the approval is kept and under the lender's row lock: a
 * refusal whose closing the bank carried out but whose answer was lost (502 BANK_VA_NOT_CLOSED)
 * left the request waiting with its VA closed. Closed: 409 BANK_VA_CLOSED, staff refuse it. No
 * answer: 502 BANK_VA_NOT_CONFIRMED, nothing kept, staff try again. Nothing to ask for an RDL.
 */
async function confirmVaOpen(q: Queryable, bank: PartnerBank, lenderId: string) {
  const opened = await lastEventDetail(q, lenderId, 'va.created');
  if (!opened?.requestUuid) return;
  const answer = await bank.virtualAccountOpen(opened.requestUuid);
  if (!answer.ok) {
    throw vaAtBankError('BANK_VA_NOT_CONFIRMED');
  }
  if (!answer.open) {
    throw vaAtBankError('BANK_VA_CLOSED');
  }
}

/** Applies one event; returns the bank calls the machine asked for. */
async function applyWalletEvent(
  { db, bank }: Pick<BankDeps, 'db' | 'bank'>,
  lenderId: string,
  who: Who,
  event: LenderAccountEvent,
  detail: Record<string, string> = {},
): Promise<{ lender: LenderRow; bankCalls: BankCall[] }> {
  return db.tx(async (q) => {
    const lender = await findLender(q, lenderId, true);
    const snapshot = snapshotOf(lender);
    const refused = whyNotLenderAccount(snapshot, event);
    if (refused) {
      const field = BAD_INPUT[refused.code];
      throw refusal('lenderAccount', refused, field ? [field] : []);
    }
    const [next, actions] = pureTransition(lenderAccountMachine, snapshot, event);
    const from = lenderAccountStateOf(snapshot);
    const to = lenderAccountStateOf(next);
    if (event.type === 'rdl.record') await assertNumberFree(q, lenderId, event.accountNumber);
    const bankCalls: BankCall[] = [];
    for (const action of actions) {
      if (!BANK_ACTIONS.has(action.type)) continue;
      const step = action.type as BankStepName;
      // The registration refers to the passed face check: this event's answer, or on a retry the
      // last one recorded.
      const kyc =
        step !== 'registerInvestor'
          ? null
          : event.type === 'rdl.kycPassed'
            ? detail
            : await lastEventDetail(q, lenderId, 'rdl.kycPassed');
      bankCalls.push({
        step,
        requestUuid: await requestUuidFor(q, lenderId, step),
        kycUuid: kyc?.kycUuid ?? null,
      });
    }
    if (
      snapshot.context.kind === 'VA' &&
      actions.some((action) => action.type === 'confirmVirtualAccountOpen')
    ) {
      await confirmVaOpen(q, bank, lenderId);
    }
    const closed = actions.some((action) => action.type === 'closeVirtualAccount')
      ? await closeVaAtBank(q, bank, lenderId)
      : {};
    // Written before the call, so the uuid is known even if the answer never arrives.
    const [nextCall] = bankCalls;
    const stored = {
      ...detail,
      ...closed,
      ...(nextCall ? { nextRequestUuid: nextCall.requestUuid } : {}),
    };
    await q.query(
      `INSERT INTO lender_wallets (lender_id, machine_state, machine_context)
       VALUES ($1, $2, $3::jsonb)
       ON CONFLICT (lender_id) DO UPDATE
         SET machine_state = EXCLUDED.machine_state,
             machine_context = EXCLUDED.machine_context, updated_at = now()`,
      [lenderId, to, JSON.stringify(next.context)],
    );
    await q.query(
      `INSERT INTO lender_wallet_events
         (lender_id, event, from_state, to_state, actor_id, actor_role, detail)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)`,
      [
        lenderId,
        event.type,
        from,
        to,
        who === 'bank' ? null : who.userId,
        who === 'bank' ? 'bank' : who.role,
        JSON.stringify(stored),
      ],
    );
    if (event.type === 'wallet.approve' && next.context.kind) {
      await notifyUser(q, lenderId, {
        kind: 'WALLET_APPROVED',
        params: { walletKind: next.context.kind },
      });
    }
    if (event.type === 'wallet.refuse') {
      await notifyUser(q, lenderId, { kind: 'WALLET_REFUSED', params: { refusal: event.reason } });
    }
    return { lender: await findLender(q, lenderId), bankCalls };
  });
}

async function assertNumberFree(q: Queryable, lenderId: string, accountNumber: string) {
  const [taken] = await q.query(
    `SELECT 1 FROM lender_wallets
      WHERE machine_context ->> 'accountNumber' = $1 AND lender_id <> $2`,
    [accountNumber, lenderId],
  );
  if (taken) {
    throw new AppError(
      409,
      'ACCOUNT_NUMBER_TAKEN',
      'This account number belongs to another wallet',
      {
        fields: { accountNumber: 'This account number belongs to another wallet' },
      },
    );
  }
}

type BankDeps = { db: Db; bank: PartnerBank; storage: FileStorage };

/**
 * The lender as this call tells the bank: name, e-mail and phone; for a person's RDL step also
 * their validated profile (investor-profile.ts), the selfie's bytes with the face check only. A
 * company's RDL is customer care's (spec §1): its profile holds no person to register.
 */
async function bankLender(deps: BankDeps, row: LenderRow, step: BankStepName) {
  const lender: BankLender = {
    lenderId: row.id,
    fullName: row.full_name,
    email: row.email,
    phone: row.phone,
    isPersonal: row.is_personal,
  };
  if (step === 'createVirtualAccount' || !row.is_personal) return lender;
  const investor = await readInvestorProfile(deps, row.id, { selfie: step === 'submitKyc' });
  return { ...lender, investor };
}

/** One call to the bank, and its answer as the machine's event. */
async function callBank(
  deps: BankDeps,
  { step, requestUuid, kycUuid }: BankCall,
  lender: LenderRow,
): Promise<{ event: LenderAccountEvent; detail: Record<string, string> }> {
  const { bank } = deps;
  const who = await bankLender(deps, lender, step);
  const failed = (answer: { requestUuid: string; responseCode: string }) => ({
    event: { type: 'bank.failed', responseCode: answer.responseCode } as const,
    detail: { step, requestUuid: answer.requestUuid, responseCode: answer.responseCode },
  });
  switch (step) {
    case 'createVirtualAccount': {
      const answer = await bank.createVirtualAccount(who, requestUuid);
      if (!answer.ok) return failed(answer);
      return {
        event: { type: 'va.created', accountNumber: answer.virtualAccount },
        detail: { step, requestUuid: answer.requestUuid },
      };
    }
    case 'submitKyc': {
      const answer = await bank.submitKyc(who, requestUuid);
      if (!answer.ok) return failed(answer);
      return {
        event: { type: 'rdl.kycPassed' },
        detail: { step, requestUuid: answer.requestUuid, kycUuid: answer.kycUuid },
      };
    }
    case 'registerInvestor': {
      const answer = await bank.registerInvestor(who, kycUuid, requestUuid);
      if (!answer.ok) return failed(answer);
      return {
        event: { type: 'rdl.cifCreated', cifNumber: answer.cifNumber },
        detail: { step, requestUuid: answer.requestUuid },
      };
    }
    case 'openRdlAccount': {
      const cif = lender.machine_context?.cifNumber ?? '';
      const answer = await bank.openRdlAccount(who, cif, requestUuid);
      if (!answer.ok) return failed(answer);
      return {
        event: { type: 'rdl.accountOpened', accountNumber: answer.accountNumber },
        detail: { step, requestUuid: answer.requestUuid },
      };
    }
  }
}

/**
 * Sends a person's event, then follows the bank calls it starts until the bank has answered
 * them all (the built-in bank answers at once; a real one the same way, call by call).
 */
export async function sendWalletEvent(
  deps: BankDeps,
  lenderId: string,
  viewer: Viewer,
  event: LenderAccountEvent,
  detail: Record<string, string> = {},
): Promise<WalletView> {
  let { lender, bankCalls } = await applyWalletEvent(deps, lenderId, viewer, event, detail);
  while (bankCalls.length > 0) {
    const [call] = bankCalls;
    if (!call) break;
    const answer = await callBank(deps, call, lender);
    ({ lender, bankCalls } = await applyWalletEvent(
      deps,
      lenderId,
      'bank',
      answer.event,
      answer.detail,
    ));
  }
  return walletView(lender, viewer);
}

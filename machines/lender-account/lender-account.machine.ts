// The lender's account and wallet (spec §1, §3 "Virtual account and RDL account"; integrations.md
// partner bank): registered → activated by e-mail → a VA or RDL requested → the bank sets it up
// → staff approve it. The bank's answers arrive as events; calls to it are named actions.
//
// Refinements where the spec is silent, recorded here:
// - The bank sets the account up first (VA creation; RDL: KYC → CIF → account), then staff
//   approve: staff check the bank's result against the lender's data. The numbers exist before
//   approval but are shown only after it (lender-account.selectors.ts).
// - A company's RDL is never asked of the bank's RDL chain: the chain's face check and investor
//   registration are a person's (KTP, selfie, mother's maiden name, the personal sections staff
//   validated), so a company sent through it would reach the bank as nobody, or as its
//   representative. The company's RDL is opened at the bank's branch and customer care records
//   it (below); the company lender asking is told to call customer care, staff asking are told
//   to record it. A VA either may ask for; every other request by the lender or staff for them.
// - A lender asks only having agreed to the terms of the wallet (VA and RDL explained first,
//   issue 15): the request carries the moment of consent, kept in context with the request.
//   Staff asking on a lender's behalf (customer care, by phone or in person) carry none.
// - A failed bank step may be retried (lender or staff) up to MAX_BANK_ATTEMPTS requests per
//   wallet request; then staff refuse it. A refused request may be made again, VA or RDL.
// - A retry resumes at the failed step, keeping what the bank already created (the CIF).
// - Refusing a VA the bank opened (awaiting approval) closes it at the bank (e-collection
//   inactivebilling): a lender who pays into the number she was shown before the refusal is
//   turned away by the bank, not left with money the platform will not credit. A VA whose
//   opening is unknown (bank failed) is not closed: asked again, the bank answers that same VA.
// - Customer care may instead record a company's RDL that was opened at the bank by hand (the
//   staff form: account number and CIF). It still waits for staff approval like any other
//   wallet, so the numbers typed in are checked once more before the lender sees them.
import { assign, setup } from 'xstate';
import type {
  BankStep,
  LenderAccountContext,
  LenderAccountEvent,
  LenderAccountEventType,
  LenderAccountInput,
  LenderAccountReasonCode,
  LenderAccountTag,
  WalletKind,
} from './lender-account.types.ts';

export const MAX_BANK_ATTEMPTS = 3;

const ACCOUNT_NUMBER = /^\d{6,20}$/;
const CIF_NUMBER = /^\d{4,20}$/;

type Check = (
  context: LenderAccountContext,
  event: LenderAccountEvent,
) => LenderAccountReasonCode | null;

const actorOf = (event: LenderAccountEvent) => ('actor' in event ? event.actor : null);

const isStaff: Check = (_, event) => (actorOf(event)?.role === 'admin' ? null : 'WRONG_ROLE');
const isOwnerOrStaff: Check = (context, event) => {
  const actor = actorOf(event);
  if (actor?.role === 'admin') return null;
  if (actor?.role !== 'lender') return 'WRONG_ROLE';
  return actor.userId === context.lenderId ? null : 'NOT_OWNER';
};
const corporateRdlRecorded: Check = (context, event) => {
  if (event.type !== 'wallet.request' || event.kind !== 'RDL') return null;
  if (context.lenderType !== 'company') return null;
  return event.actor.role === 'admin'
    ? 'CORPORATE_RDL_RECORD_BY_HAND'
    : 'CORPORATE_RDL_VIA_CUSTOMER_CARE';
};
const consentGiven: Check = (_, event) =>
  event.type === 'wallet.request' && event.actor.role === 'lender' && !event.consentedAt
    ? 'CONSENT_MISSING'
    : null;
const companyLender: Check = (context) =>
  context.lenderType === 'company' ? null : 'MANUAL_RDL_COMPANY_ONLY';
const validAccountNumber: Check = (_, event) =>
  (event.type === 'va.created' ||
    event.type === 'rdl.accountOpened' ||
    event.type === 'rdl.record') &&
  !ACCOUNT_NUMBER.test(event.accountNumber)
    ? 'ACCOUNT_NUMBER_INVALID'
    : null;
const validCifNumber: Check = (_, event) =>
  (event.type === 'rdl.cifCreated' || event.type === 'rdl.record') &&
  !CIF_NUMBER.test(event.cifNumber)
    ? 'CIF_NUMBER_INVALID'
    : null;
const retryLeft: Check = (context) =>
  context.bankAttempts < MAX_BANK_ATTEMPTS ? null : 'RETRY_LIMIT_REACHED';

export const lenderAccountChecks: Record<LenderAccountEventType, readonly Check[]> = {
  'account.activated': [],
  'wallet.request': [isOwnerOrStaff, corporateRdlRecorded, consentGiven],
  'rdl.record': [isStaff, companyLender, validAccountNumber, validCifNumber],
  'va.created': [validAccountNumber],
  'rdl.kycPassed': [],
  'rdl.cifCreated': [validCifNumber],
  'rdl.accountOpened': [validAccountNumber],
  'bank.failed': [],
  'bank.retry': [isOwnerOrStaff, retryLeft],
  'wallet.approve': [isStaff],
  'wallet.refuse': [isStaff],
};

/** The first reason this event is refused in this context; null when allowed. */
export function refusal(
  context: LenderAccountContext,
  event: LenderAccountEvent,
): LenderAccountReasonCode | null {
  for (const check of lenderAccountChecks[event.type]) {
    const reason = check(context, event);
    if (reason) return reason;
  }
  return null;
}

/** Where a retry resumes for each failed step. */
const RESUME_AT = {
  VA: 'vaRequested',
  KYC: 'kycSubmitted',
  CIF: 'kycPassed',
  ACCOUNT: 'cifCreated',
} as const satisfies Record<BankStep, string>;

/** The call to the bank that a retry repeats. */
const STEP_ACTION = {
  VA: 'createVirtualAccount',
  KYC: 'submitKyc',
  CIF: 'registerInvestor',
  ACCOUNT: 'openRdlAccount',
} as const satisfies Record<BankStep, string>;

const requestWallet = {
  'wallet.request': [
    {
      target: 'vaRequested',
      guard: { type: 'mayRequest', params: { kind: 'VA' } },
      actions: ['startRequest', 'createVirtualAccount'],
      description: 'The lender (or staff for them) asks for a virtual account at the bank.',
    },
    {
      target: 'kycSubmitted',
      guard: { type: 'mayRequest', params: { kind: 'RDL' } },
      actions: ['startRequest', 'submitKyc'],
      description: 'An RDL is asked for: the face check (KYC) goes to the bank first.',
    },
  ],
  'rdl.record': {
    target: 'awaitingApproval',
    guard: 'allowed',
    actions: 'recordManualRdl',
    description: "Customer care records a company's RDL opened at the bank by hand.",
  },
} as const;

const failAt = (step: BankStep) =>
  ({
    'bank.failed': {
      target: 'bankFailed',
      actions: { type: 'recordFailure', params: { step } },
      description: 'The bank refused or failed this step; its response code is kept.',
    },
  }) as const;

export const lenderAccountMachine = setup({
  types: {
    context: {} as LenderAccountContext,
    events: {} as LenderAccountEvent,
    input: {} as LenderAccountInput,
    tags: {} as LenderAccountTag,
  },
  guards: {
    allowed: ({ context, event }) => refusal(context, event) === null,
    // Allowed, and of this kind / at this step: picks the one transition that applies.
    mayRequest: ({ context, event }, params: { kind: WalletKind }) =>
      refusal(context, event) === null &&
      event.type === 'wallet.request' &&
      event.kind === params.kind,
    mayRetry: ({ context, event }, params: { step: BankStep }) =>
      refusal(context, event) === null && context.failedStep === params.step,
    // Allowed, and the request is a VA's (whose number the bank opened).
    allowedForVa: ({ context, event }) => refusal(context, event) === null && context.kind === 'VA',
  },
  actions: {
    // Side effects at the partner bank, provided by each runtime.
    createVirtualAccount: () => {},
    closeVirtualAccount: () => {},
    confirmVirtualAccountOpen: () => {},
    submitKyc: () => {},
    registerInvestor: () => {},
    openRdlAccount: () => {},
    startRequest: assign(({ event }) => ({
      kind: event.type === 'wallet.request' ? event.kind : null,
      consentedAt: event.type === 'wallet.request' ? event.consentedAt : null,
      accountNumber: null,
      cifNumber: null,
      failedStep: null,
      bankResponseCode: null,
      bankAttempts: 1,
      refusal: null,
    })),
    recordManualRdl: assign(({ event }) =>
      event.type === 'rdl.record'
        ? {
            kind: 'RDL' as const,
            accountNumber: event.accountNumber,
            cifNumber: event.cifNumber,
            failedStep: null,
            bankResponseCode: null,
            bankAttempts: 0,
            refusal: null,
            consentedAt: null,
          }
        : {},
    ),
    countAttempt: assign({
      bankAttempts: ({ context }) => context.bankAttempts + 1,
      failedStep: null,
      bankResponseCode: null,
    }),
    recordFailure: assign(({ event }, params: { step: BankStep }) => ({
      failedStep: params.step,
      bankResponseCode: event.type === 'bank.failed' ? event.responseCode : null,
    })),
    recordCif: assign({
      cifNumber: ({ context, event }) =>
        event.type === 'rdl.cifCreated' ? event.cifNumber : context.cifNumber,
    }),
    recordAccount: assign({
      accountNumber: ({ context, event }) =>
        event.type === 'va.created' || event.type === 'rdl.accountOpened'
          ? event.accountNumber
          : context.accountNumber,
    }),
    recordRefusal: assign({
      refusal: ({ event }) => (event.type === 'wallet.refuse' ? event.reason : null),
    }),
  },
}).createMachine({
  id: 'lenderAccount',
  description: "A lender's account and wallet (VA or RDL), from registration to approval.",
  context: ({ input }) => ({
    ...input,
    kind: null,
    accountNumber: null,
    cifNumber: null,
    failedStep: null,
    bankResponseCode: null,
    bankAttempts: 0,
    refusal: null,
    consentedAt: null,
  }),
  initial: 'registered',
  states: {
    registered: {
      description: 'Signed up; the e-mail address is not activated yet.',
      on: {
        'account.activated': {
          target: 'activated',
          description: 'The lender entered the code e-mailed to them.',
        },
      },
    },
    activated: {
      description: 'E-mail activated; the lender may ask for a VA or an RDL.',
      tags: ['canRequestWallet'],
      on: requestWallet,
    },
    vaRequested: {
      description: 'A virtual account was asked for; the bank is creating it.',
      tags: ['atBank'],
      on: {
        'va.created': {
          target: 'awaitingApproval',
          guard: 'allowed',
          actions: 'recordAccount',
          description: 'The bank created the virtual account and returned its number.',
        },
        ...failAt('VA'),
      },
    },
    kycSubmitted: {
      description: "RDL: the lender's face recognition (KYC) was sent to the bank.",
      tags: ['atBank'],
      on: {
        'rdl.kycPassed': {
          target: 'kycPassed',
          actions: 'registerInvestor',
          description: 'The bank accepted the face check; the investor is registered next.',
        },
        ...failAt('KYC'),
      },
    },
    kycPassed: {
      description: 'RDL: KYC passed; the bank registers the investor and creates a CIF.',
      tags: ['atBank'],
      on: {
        'rdl.cifCreated': {
          target: 'cifCreated',
          guard: 'allowed',
          actions: ['recordCif', 'openRdlAccount'],
          description: 'The bank registered the investor and returned a CIF number.',
        },
        ...failAt('CIF'),
      },
    },
    cifCreated: {
      description: 'RDL: the CIF exists; the bank opens the RDL account.',
      tags: ['atBank'],
      on: {
        'rdl.accountOpened': {
          target: 'awaitingApproval',
          guard: 'allowed',
          actions: 'recordAccount',
          description: 'The bank opened the RDL account and returned its number.',
        },
        ...failAt('ACCOUNT'),
      },
    },
    bankFailed: {
      description: 'A step at the bank failed; it may be retried, or staff refuse the request.',
      tags: ['atBank'],
      on: {
        'bank.retry': (Object.keys(RESUME_AT) as BankStep[]).map((step) => ({
          target: RESUME_AT[step],
          guard: { type: 'mayRetry', params: { step } },
          actions: ['countAttempt', STEP_ACTION[step]],
          description: `Try the failed ${step} step at the bank again (at most ${MAX_BANK_ATTEMPTS} tries).`,
        })),
        'wallet.refuse': {
          target: 'refused',
          guard: 'allowed',
          actions: 'recordRefusal',
          description: 'Staff give the request up, with a reason the lender sees.',
        },
      },
    },
    awaitingApproval: {
      description: 'The bank set the account up; staff approve or refuse it.',
      tags: ['awaitingApproval'],
      on: {
        'wallet.approve': {
          target: 'approved',
          guard: 'allowed',
          // A VA's: the bank confirms it is still open (a refusal whose closing answer was lost
          // may have closed it). Nothing to confirm for an RDL.
          actions: 'confirmVirtualAccountOpen',
          description: "Staff checked the bank's numbers against the lender's data.",
        },
        'wallet.refuse': [
          {
            target: 'refused',
            guard: 'allowedForVa',
            actions: ['recordRefusal', 'closeVirtualAccount'],
            description: 'Staff refuse the VA, with a reason the lender sees; the bank closes it.',
          },
          {
            target: 'refused',
            guard: 'allowed',
            actions: 'recordRefusal',
            description: 'Staff refuse the request, with a reason the lender sees.',
          },
        ],
      },
    },
    approved: {
      description: 'Approved by staff: the wallet is active and its numbers are shown.',
      tags: ['walletActive'],
    },
    refused: {
      description: 'Staff refused the request; the reason is in context. A new request may follow.',
      tags: ['refused', 'canRequestWallet'],
      on: requestWallet,
    },
  },
});

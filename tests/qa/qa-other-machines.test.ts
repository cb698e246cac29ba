// QA's generated paths of the machines besides the loan's (qa/other-machines/): the path sets and
// what they leave out, at REST and at GraphQL alike; a real selection run green against the
// product at each tier, every person's step at GraphQL sent through the gateway; and a product
// that answers another state than the machine failing its path at the step.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type WithdrawalEvent,
  withdrawalMachine,
} from '../../machines/withdrawal/withdrawal.machine.ts';
import { coverageLine, othersFigure, unreachable } from '../../qa/coverage.ts';
import { coverageOfOthers, MACHINE_DRIVERS } from '../../qa/other-machines/index.ts';
import {
  driverCoverage,
  type MachineDriver,
  type MachinePathResult,
  machinePaths,
  runMachinePath,
  whyNotCausable,
} from '../../qa/other-machines/model.ts';
import { type Desk, startDesk } from '../../qa/other-machines/people.ts';
import type { MachineTier } from '../../qa/other-machines/surface.ts';
import { buildReport, machineResultsOf } from '../../qa/report.ts';
import { modelPaths } from '../support/machine-model.ts';

const named = (slug: string) => {
  const model = MACHINE_DRIVERS.find((m) => m.slug === slug);
  if (!model) throw new Error(`no driver ${slug}`);
  return model;
};
const pathOf = (model: MachineDriver<never>, name: string) => {
  const path = machinePaths(model).find((p) => p.name === name);
  if (!path) throw new Error(`no path ${name}`);
  return path;
};

describe('the path sets', () => {
  it('reach what a REST client can cause, and name the rest with why', () => {
    const planned = MACHINE_DRIVERS.map((m) => driverCoverage(m, undefined, 'planned'));
    const figures = Object.fromEntries(
      planned.map((c) => [
        c.machine,
        `${c.states.reached}/${c.states.total} ${c.transitions.reached}/${c.transitions.total}`,
      ]),
    );
    expect(figures).toEqual({
      'lender account': '9/10 14/23',
      'profile (sections, bank change): profileSection': '5/5 8/8',
      'profile (sections, bank change): bankChange': '3/3 3/3',
      OTP: '13/14 13/17',
      'psychometric survey': '3/3 4/7',
      withdrawal: '3/5 3/8',
      'signature registration': '8/8 10/38',
      'document signing': '9/9 15/20',
      disbursement: '4/6 3/9',
      installment: '11/11 19/20',
    });
    expect(othersFigure('REST', 20, planned)).toBe(
      '2/20 at REST (10 driven: 68/74 states 92/153 transitions drivable (not run))',
    );
    // Named with why: the first step on the machine's own way there that no call can cause.
    const input = { withdrawalId: '1', requestUuid: '00000000-0000-4000-8000-000000000001' };
    const events: WithdrawalEvent[] = [
      { type: 'bank.accepted' },
      { type: 'bank.settled' },
      { type: 'bank.failed', responseCode: '0102' },
      { type: 'withdrawal.reverse' },
    ];
    const paths = modelPaths(withdrawalMachine, {
      input,
      events,
      serializeState: (snapshot) => JSON.stringify(snapshot.value),
    });
    const recorded = {
      label: 'withdrawal',
      source: 'qa/machine-tier.ts',
      machine: withdrawalMachine,
      runs: [{ input, paths }],
    };
    const withdrawal = driverCoverage(named('withdrawal'), recorded as never, 'planned');
    expect(withdrawal.states.missing).toEqual([
      {
        id: 'failed',
        reason: expect.stringMatching(/^no product call can cause it: bank\.failed: /),
      },
      { id: 'reversed', reason: expect.stringMatching(/bank\.failed: the built-in bank/) },
    ]);
  });

  it('never has the product take a step out of turn', () => {
    const otp = named('otp');
    for (const path of machinePaths(otp)) expect(whyNotCausable(otp, path.events)).toBeNull();
    // A code expires only after its resend cool-down: the machine's own shortest way is not the product's.
    expect(
      whyNotCausable(otp, [
        { type: 'otp.request', channel: 'sms' },
        { type: 'code.sent', sentAtMs: 1 },
        { type: 'clock.tick', nowMs: 300_001 },
      ]),
    ).toMatch(/cool-down/);
    expect(pathOf(otp, 'otp/to-expired').events.map((e) => e.type)).toEqual([
      'otp.request',
      'code.sent',
      'cooldown.elapsed',
      'clock.tick',
    ]);
  });
});

describe('the GraphQL tier', () => {
  it('drives every transition REST drives, and names each one it cannot reach with why', async () => {
    // The machine tests' own generated paths, loaded as qa:paths loads them (their Vitest a stub).
    // This worker's later files share its modules (isolate: false): the stub and the machine
    // tests loaded under it are dropped once loaded, so those files import the real ones.
    vi.doMock('vitest', () => import('../../qa/vitest-stub.ts'));
    const { machineModels, otherMachinesCoverage } = await import('../../qa/machine-tier.ts');
    const models = await machineModels().finally(() => {
      vi.doUnmock('vitest');
      vi.resetModules();
    });
    // One path set for both tiers: a person's step goes through the tier, the rest outside it.
    const planned = coverageOfOthers(models, 'planned');
    for (const driver of MACHINE_DRIVERS) {
      const alphabet = new Set(driver.events.map((e) => e.type));
      for (const step of Object.keys(driver.outside ?? {})) {
        expect(alphabet.has(step), `${driver.slug}: ${step}`).toBe(true);
      }
    }
    for (const machine of planned) {
      const missing = [...machine.states.missing, ...machine.transitions.missing];
      if (machine.how === 'not driven') {
        expect(machine.reason, machine.machine).toMatch(/web client alone/);
        continue;
      }
      for (const { id, reason } of missing) {
        expect(reason, `${machine.machine}: ${id}`).toMatch(/^no product call can cause it: \S/);
      }
    }
    expect(othersFigure('GraphQL', 20, planned)).toBe(
      '2/20 at GraphQL (10 driven: 68/74 states 92/153 transitions drivable (not run))',
    );
    expect(unreachable(planned)).toBe(
      '6 states 61 transitions no product call causes, 10 machines not driven (it runs in the web client alone)',
    );
    const line = coverageLine({}, await otherMachinesCoverage(models), null, {
      rest: planned,
      graphql: planned,
    });
    expect(line).toContain(
      'other machines 20/20 complete at the machine tier, 2/20 at REST (10 driven: 68/74 states 92/153 transitions drivable (not run)), 2/20 at GraphQL (10 driven: 68/74 states 92/153 transitions drivable (not run)) — unreachable at GraphQL: 6 states 61 transitions no product call causes',
    );
  });

  it("keeps each path's latest result at each tier in the report, and reads an older report", () => {
    const path = pathOf(named('psychometric'), 'psychometric/to-submitting');
    const result = (tier: MachineTier): MachinePathResult => ({
      name: path.name,
      machine: path.machine,
      tier,
      status: 'passed',
      ms: 1,
      steps: [],
    });
    const report = buildReport({
      paths: [],
      machine: new Map(),
      results: [],
      coverage: {},
      others: [],
      machinePaths: [path],
      machineResults: [result('graphql'), result('rest')],
      options: {},
      ms: 0,
      line: '',
    });
    const [own] = report.machinePaths ?? [];
    expect(own?.results?.map((r) => r.tier)).toEqual(['rest', 'graphql']);
    // A report written before the GraphQL tier held one REST result, without its tier.
    const { tier: _, ...older } = result('rest');
    const before = { name: path.name, machine: path.machine, reason: '', steps: [] };
    expect(machineResultsOf({ ...before, result: older as MachinePathResult })).toEqual([
      result('rest'),
    ]);
  });
});

describe('paths run against the product', () => {
  let desk: Desk & { close(): Promise<void> };
  beforeAll(async () => {
    desk = await startDesk();
  });
  afterAll(() => desk.close());

  // The same drivers at each tier; at GraphQL other paths of each machine, so that between them
  // the tiers send more of the drivers' operations.
  const SELECTION: Record<MachineTier, [string, string, string][]> = {
    rest: [
      ['lender-account', 'lender-account/company/via-refused-rdl.record', 'awaitingApproval'],
      ['profile-section', 'profile-section/bank/via-VALIDATED-section.replace', 'VALIDATED'],
      ['bank-change', 'bank-change/to-REFUSED', 'REFUSED'],
      ['otp', 'otp/via-locked-lock.elapsed', '"idle"'],
      ['psychometric', 'psychometric/to-submitting', 'submitted'],
      ['withdrawal', 'withdrawal/via-sent-bank.settled', 'settled'],
      [
        'signature-registration',
        'signature-registration/via-expired-registration.renew',
        'awaitingActivation',
      ],
      ['document-signing', 'document-signing/via-failed-signing.completed', 'completed'],
      ['disbursement', 'disbursement/to-borrowerSigned', 'borrowerSigned'],
      ['installment', 'installment/via-open.arrears.specialMention-clock.tick-3', 'substandard'],
    ],
    graphql: [
      ['lender-account', 'lender-account/personal/to-approved', 'approved'],
      ['profile-section', 'profile-section/personal/via-REJECTED-section.save', 'FILLED'],
      ['bank-change', 'bank-change/via-PENDING-change.amend', 'PENDING'],
      ['otp', 'otp/to-locked', 'locked'],
      ['psychometric', 'psychometric/to-submitting', 'submitted'],
      ['withdrawal', 'withdrawal/via-sent-bank.settled', 'settled'],
      ['signature-registration', 'signature-registration/to-registered', 'active'],
      ['document-signing', 'document-signing/via-failed-signing.completed', 'completed'],
      ['disbursement', 'disbursement/to-approved', 'successful'],
      ['installment', 'installment/via-open.payment.reviewPaid-payment.reject', 'unpaid'],
    ],
  };

  it.each(
    (['rest', 'graphql'] as const).flatMap((tier) =>
      SELECTION[tier].map(([slug, name, end]) => [tier, slug, name, end] as const),
    ),
  )('%s, %s: %s passes, each step checked', async (tier, slug, name, end) => {
    const model = named(slug);
    const path = pathOf(model, name);
    // One product for both tiers (a path that moves the clock signs staff in again on the desk).
    desk.tier = tier;
    const result: MachinePathResult = await runMachinePath(desk, model, path);
    expect(result.error).toBeUndefined();
    expect(result.status).toBe('passed');
    expect(result.tier).toBe(tier);
    expect(result.steps.map((s) => s.ok)).toEqual(path.events.map(() => true));
    expect(result.steps.at(-1)?.words).toContain(end);
    // Every person's step through the tier's own surface; the rest outside it, named, or the
    // product's within the step before.
    for (const [index, step] of result.steps.entries()) {
      const event = path.events[index]?.type ?? '';
      if (step.via === 'product') continue;
      expect(step.via, `${event}: ${step.through}`).toBe(model.outside?.[event] ? 'outside' : tier);
      if (step.via === 'graphql') expect(step.through).toMatch(/GraphQL \w+/);
      if (step.via === 'rest') expect(step.through).not.toMatch(/GraphQL/);
    }
  });

  it('fails a path whose product reports another state than the machine, naming the step', async () => {
    const model = named('lender-account');
    desk.tier = 'rest';
    const lying = {
      ...model,
      observe: async (...args: Parameters<typeof model.observe>) => {
        const seen = await model.observe(...args);
        return seen.db === 'approved' ? { ...seen, db: 'awaitingApproval' } : seen;
      },
    };
    const result = await runMachinePath(
      desk,
      lying,
      pathOf(model, 'lender-account/personal/to-approved'),
    );
    expect(result.status).toBe('failed');
    expect(result.error).toBe(
      'after "wallet.approve — by staff → "approved"": the database holds awaitingApproval, the machine approved',
    );
    expect(result.steps.at(-1)).toMatchObject({ ok: false });
  });
});

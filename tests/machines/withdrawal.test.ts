// The withdrawal machine: requested -> sent -> settled, or failed -> reversed; a lost answer
// stays requested (no second send), and only a "not found" from the inquiry sends again.

import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import {
  type WithdrawalEvent,
  withdrawalMachine,
} from '../../machines/withdrawal/withdrawal.machine.ts';
import { decideCashOut, type TransferRail } from '../../machines/withdrawal/withdrawal.rules.ts';

function run(events: WithdrawalEvent[]) {
  let [snapshot, actions] = initialTransition(withdrawalMachine, {
    withdrawalId: '1',
    requestUuid: '00000000-0000-4000-8000-000000000001',
  });
  const done = actions.map((a) => a.type);
  for (const event of events) {
    [snapshot, actions] = transition(withdrawalMachine, snapshot, event);
    done.push(...actions.map((a) => a.type));
  }
  return { state: snapshot.value, actions: done, context: snapshot.context };
}

describe('the withdrawal machine', () => {
  it('sends on request and settles, posting the settlement once', () => {
    const { state, actions } = run([{ type: 'bank.accepted' }, { type: 'bank.settled' }]);
    expect(state).toBe('settled');
    expect(actions).toEqual(['sendToBank', 'postSettlement']);
  });

  it('reverses a failure', () => {
    const { state, actions, context } = run([
      { type: 'bank.failed', responseCode: '0102' },
      { type: 'withdrawal.reverse' },
    ]);
    expect(state).toBe('reversed');
    expect(actions).toEqual(['sendToBank', 'postReversal']);
    expect(context.bankResponseCode).toBe('0102');
  });

  it('waits after a lost answer and sends again only when the bank never got it', () => {
    const lost = run([{ type: 'bank.noAnswer' }]);
    expect(lost.state).toBe('requested');
    expect(lost.actions).toEqual(['sendToBank']);
    const resent = run([
      { type: 'bank.noAnswer' },
      { type: 'bank.notFound' },
      { type: 'bank.settled' },
    ]);
    expect(resent.actions).toEqual(['sendToBank', 'sendToBank', 'postSettlement']);
    expect(resent.context.requestUuid).toBe('00000000-0000-4000-8000-000000000001');
  });

  it('ignores a settlement after a reversal', () => {
    const { state } = run([
      { type: 'bank.failed', responseCode: 'X' },
      { type: 'withdrawal.reverse' },
      { type: 'bank.settled' },
    ]);
    expect(state).toBe('reversed');
  });
});

const rail = (over: Partial<TransferRail>): TransferRail => ({
  rail: 'ONLINE',
  feeSen: 6_500_00n,
  minSen: 1n,
  maxSen: 50_000_000_00n,
  settles: 'INSTANT',
  arrival: { id: '', en: '' },
  fromRdl: true,
  enabled: true,
  ...over,
});

describe('cash-out decisions', () => {
  const rails = [
    rail({}),
    rail({ rail: 'CLEARING', feeSen: 2_900_00n, maxSen: 99_999_999_99n, settles: 'LATER' }),
    rail({ rail: 'BI_FAST', feeSen: 2_500_00n, maxSen: 250_000_000_00n, fromRdl: false }),
  ];
  const facts = {
    bankDataValidated: true,
    walletKind: 'RDL' as const,
    activeSen: 100_000_000_00n,
    amountSen: 10_000_000_00n,
    chosenRail: null,
    rails,
  };

  it('proposes the cheapest rail the wallet may use (no BI-FAST from an RDL)', () => {
    const decision = decideCashOut(facts);
    expect(decision.ok && decision.rail.rail).toBe('CLEARING');
    const va = decideCashOut({ ...facts, walletKind: 'VA' });
    expect(va.ok && va.rail.rail).toBe('BI_FAST');
  });

  it("out of an RDL to an account at the RDL's own bank: the bank's in-house transfer, no fee, at once", () => {
    const inHouse = decideCashOut({ ...facts, beneficiaryAtRdlBank: true });
    expect(inHouse).toMatchObject({ ok: true, totalSen: 10_000_000_00n });
    expect(inHouse.options.map((r) => [r.feeSen, r.settles])).toEqual([
      [0n, 'INSTANT'],
      [0n, 'INSTANT'],
    ]);
    // The whole balance may leave: nothing on top of it.
    expect(
      decideCashOut({ ...facts, beneficiaryAtRdlBank: true, activeSen: 10_000_000_00n }).ok,
    ).toBe(true);
    // A VA wallet pays out through the platform's account at the rail's fee, whatever the bank.
    const va = decideCashOut({ ...facts, walletKind: 'VA', beneficiaryAtRdlBank: true });
    expect(va.ok && va.rail.feeSen).toBe(2_500_00n);
  });

  it('refuses in the spec order: bank data first, then the balance with the fee on top', () => {
    expect(decideCashOut({ ...facts, bankDataValidated: false })).toMatchObject({
      ok: false,
      code: 'BANK_DATA_MISSING',
    });
    expect(decideCashOut({ ...facts, activeSen: 10_000_000_00n + 2_900_00n - 1n })).toMatchObject({
      ok: false,
      code: 'INSUFFICIENT_ACTIVE_BALANCE',
    });
    expect(decideCashOut({ ...facts, activeSen: 10_000_000_00n + 2_900_00n }).ok).toBe(true);
    expect(
      decideCashOut({ ...facts, amountSen: 60_000_000_00n, chosenRail: 'ONLINE' }),
    ).toMatchObject({ ok: false, code: 'RAIL_DOES_NOT_FIT' });
  });
});

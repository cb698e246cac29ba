// Where a payment goes (machines/installment/installment.payout.ts), by property: the parts a
// payment pays never exceed what is unpaid and sum to it with the excess; the lenders' shares of
// each part sum to it exactly; tax and fee are the stated percent of each lender's income,
// rounded down; what the lenders receive plus tax plus fee is what was paid.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocatePayment,
  shareAmongLenders,
  shareProRata,
  withholdingOn,
  withholdingPercent,
} from '../../machines/installment/installment.payout.ts';

const sen = fc.bigInt({ min: 0n, max: 10_000_000_000_00n });
const placements = fc.array(
  fc.record({
    lenderId: fc.uuid(),
    placedSen: fc.bigInt({ min: 1n, max: 1_000_000_000_00n }),
    taxPercent: fc.constantFrom('15', '20', '10', '0'),
  }),
  { minLength: 1, maxLength: 12 },
);

describe('payout', () => {
  it('pays interest, then principal, then late charge; the rest is excess', () => {
    fc.assert(
      fc.property(sen, sen, sen, sen, (interestSen, principalSen, lateChargeSen, amount) => {
        const parts = allocatePayment({ interestSen, principalSen, lateChargeSen }, amount);
        expect(parts.interestSen + parts.principalSen + parts.lateChargeSen + parts.excessSen).toBe(
          amount,
        );
        expect(parts.interestSen <= interestSen).toBe(true);
        expect(parts.principalSen <= principalSen).toBe(true);
        expect(parts.lateChargeSen <= lateChargeSen).toBe(true);
        if (parts.principalSen > 0n) expect(parts.interestSen).toBe(interestSen);
        if (parts.lateChargeSen > 0n) expect(parts.principalSen).toBe(principalSen);
        if (parts.excessSen > 0n) expect(parts.lateChargeSen).toBe(lateChargeSen);
      }),
    );
  });

  it('shares each part pro rata, summing exactly, no lender more than a sen off their exact share', () => {
    fc.assert(
      fc.property(sen, placements, (total, lenders) => {
        const shares = shareProRata(total, lenders);
        expect(shares.reduce((a, b) => a + b, 0n)).toBe(total);
        const placed = lenders.reduce((a, l) => a + l.placedSen, 0n);
        lenders.forEach((l, i) => {
          const exactFloor = (total * l.placedSen) / placed;
          const share = shares[i] ?? -1n;
          expect(share === exactFloor || share === exactFloor + 1n).toBe(true);
        });
      }),
    );
  });

  it('pays every lender back exactly her placement over the installments, never more than she is owed', () => {
    // The principal in 1 to 12 payments of any sizes; each payment knows what each lender has had.
    const cuts = fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 12 });
    fc.assert(
      fc.property(placements, cuts, (lenders, weights) => {
        const total = lenders.reduce((a, l) => a + l.placedSen, 0n);
        const weightSum = BigInt(weights.reduce((a, w) => a + w, 0));
        const payments = weights.map((w) => (total * BigInt(w)) / weightSum);
        payments[payments.length - 1] = total - payments.slice(0, -1).reduce((a, b) => a + b, 0n);
        const back = lenders.map(() => 0n);
        for (const principalSen of payments) {
          const shares = shareAmongLenders(
            { interestSen: 0n, principalSen, lateChargeSen: 0n },
            lenders.map((l, i) => ({ ...l, owedPrincipalSen: l.placedSen - (back[i] ?? 0n) })),
            '5',
          );
          expect(shares.reduce((a, s) => a + s.principalSen, 0n)).toBe(principalSen);
          shares.forEach((s, i) => {
            back[i] = (back[i] ?? 0n) + s.principalSen;
            expect(s.principalSen >= 0n).toBe(true);
            expect((back[i] ?? 0n) <= (lenders[i]?.placedSen ?? 0n)).toBe(true);
          });
        }
        expect(back).toEqual(lenders.map((l) => l.placedSen));
      }),
    );
  });

  it('the loan of the outside check: Rp 10.000.001 placed 3.333.333 / 3.333.333 / 3.333.335, paid in three', () => {
    const lenders = [
      { lenderId: 'a', placedSen: 3_333_333_00n, taxPercent: '15' },
      { lenderId: 'b', placedSen: 3_333_333_00n, taxPercent: '15' },
      { lenderId: 'c', placedSen: 3_333_335_00n, taxPercent: '15' },
    ];
    const back = [0n, 0n, 0n];
    for (const principalSen of [3_333_333_00n, 3_333_333_00n, 3_333_335_00n]) {
      const shares = shareAmongLenders(
        { interestSen: 0n, principalSen, lateChargeSen: 0n },
        lenders.map((l, i) => ({ ...l, owedPrincipalSen: l.placedSen - (back[i] ?? 0n) })),
        '5',
      );
      shares.forEach((s, i) => {
        back[i] = (back[i] ?? 0n) + s.principalSen;
      });
    }
    // Shared by the placements alone it came back as 3.333.333,01 and 3.333.334,99.
    expect(back).toEqual([3_333_333_00n, 3_333_333_00n, 3_333_335_00n]);
  });

  it('withholds tax and the fee on income only, and pays out exactly what came in', () => {
    fc.assert(
      fc.property(
        sen,
        sen,
        sen,
        placements,
        (interestSen, principalSen, lateChargeSen, lenders) => {
          const shares = shareAmongLenders(
            { interestSen, principalSen, lateChargeSen },
            lenders,
            '5',
          );
          const net = shares.reduce((a, s) => a + s.netSen, 0n);
          const tax = shares.reduce((a, s) => a + s.taxSen, 0n);
          const fee = shares.reduce((a, s) => a + s.feeSen, 0n);
          expect(net + tax + fee).toBe(interestSen + principalSen + lateChargeSen);
          shares.forEach((s, i) => {
            const income = s.interestSen + s.lateChargeSen;
            const percent = BigInt(lenders[i]?.taxPercent ?? '0');
            expect(s.taxSen).toBe((income * percent) / 100n);
            expect(s.feeSen).toBe((income * 5n) / 100n);
            expect(s.netSen >= s.principalSen).toBe(true);
          });
        },
      ),
    );
  });

  it('withholds PPh 23 from residents, PPh 26 from others unless a treaty rate has a valid certificate', () => {
    const rates = { residentPercent: '15', nonResidentPercent: '20' };
    const day = '2026-03-10';
    const facts = { resident: true, treatyPercent: null, certificateValidUntil: null };
    expect(withholdingPercent(facts, rates, day)).toBe('15');
    // A resident's stray treaty data never lowers PPh 23.
    expect(
      withholdingOn(
        { resident: true, treatyPercent: '10', certificateValidUntil: '2026-12-31' },
        rates,
        day,
      ),
    ).toEqual({ kind: 'PPH23', percent: '15', validUntil: null });
    expect(withholdingPercent({ ...facts, resident: false }, rates, day)).toBe('20');
    // A treaty rate without a certificate: PPh 26.
    expect(withholdingPercent({ ...facts, resident: false, treatyPercent: '10' }, rates, day)).toBe(
      '20',
    );
    const treaty = { resident: false, treatyPercent: '10', certificateValidUntil: '2026-03-10' };
    // Valid through its last day, PPh 26 the day after.
    expect(withholdingOn(treaty, rates, day)).toEqual({
      kind: 'TREATY',
      percent: '10',
      validUntil: '2026-03-10',
    });
    expect(withholdingOn(treaty, rates, '2026-03-11')).toEqual({
      kind: 'PPH26',
      percent: '20',
      validUntil: null,
    });
    // A certificate without a treaty rate lowers nothing.
    expect(withholdingPercent({ ...treaty, treatyPercent: null }, rates, day)).toBe('20');
    // The platform's setting, not a constant: PPh 26 at 25 is withheld at 25.
    expect(
      withholdingPercent(
        { ...treaty, treatyPercent: null },
        { ...rates, nonResidentPercent: '25' },
        day,
      ),
    ).toBe('25');
  });
});

// Many lenders funding one loan at the same moment (issue 17), on whichever database the run
// uses (CI runs it on PGlite and on PostgreSQL): the commitment ends exactly equal to the sum of
// the accepted fundings, never above the need, and every refused lender's balance is untouched.
// The benchmark (bench/funding-race.bench.ts) runs the same race with 200 lenders.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toSen } from '../../machines/shared/money.ts';
import {
  balanceOf,
  fund,
  loanOpenForFunding,
  staffTokens,
  stageOf,
  validatedLenders,
} from '../support/funding.ts';
import { auditLedger } from '../support/ledger-audit.ts';
import { startTestProduct, type TestProduct } from '../support/test-product.ts';

let product: TestProduct;
beforeAll(async () => {
  product = await startTestProduct();
});
afterAll(() => product.close());

describe('a funding race', () => {
  it('never overfunds, and refused lenders keep their money', async () => {
    const tokens = await staffTokens(product);
    // Rp 10.000.000 needed; 24 lenders asking Rp 700.000 to Rp 1.850.000 each (about 30 million).
    const id = await loanOpenForFunding(product, tokens, { value: '10000000' });
    const lenders = await validatedLenders(product, 24, 5_000_000_00n);
    const amounts = lenders.map((_, i) => `${700_000 + ((i * 50_000) % 1_200_000)}`);
    const before = await Promise.all(lenders.map((l) => balanceOf(product, l.userId)));
    const answers = await Promise.all(
      lenders.map((lender, i) => fund(product, lender.token, id, amounts[i] ?? '0')),
    );
    const accepted = answers.flatMap((answer, i) => (answer.status === 201 ? [i] : []));
    const refused = answers.flatMap((answer, i) => (answer.status === 201 ? [] : [i]));
    for (const i of refused) {
      expect(['EXCEEDS_NEED', 'BELOW_MINIMUM']).toContain(answers[i]?.body.code);
      expect(await balanceOf(product, lenders[i]?.userId ?? '')).toEqual(before[i]);
    }
    const acceptedSen = accepted.reduce((sum, i) => sum + toSen(`${amounts[i]}`), 0n);
    const loan = await stageOf(product, id);
    expect(toSen(loan?.commitment ?? '')).toBe(acceptedSen);
    expect(acceptedSen).toBeLessThanOrEqual(10_000_000_00n);
    expect(accepted.length).toBeGreaterThan(4);
    expect(refused.length).toBeGreaterThan(0);
    for (const i of accepted) {
      const after = await balanceOf(product, lenders[i]?.userId ?? '');
      const sen = toSen(`${amounts[i]}`);
      expect(after).toEqual({ active: (before[i]?.active ?? 0n) - sen, onHold: sen });
    }
    const [held] = await product.db.query<{ total: string }>(
      'SELECT coalesce(sum(amount_sen), 0)::text AS total FROM loan_fundings WHERE loan_id = $1',
      [id],
    );
    expect(BigInt(held?.total ?? '0')).toBe(acceptedSen);
    expect(loan?.stage).toBe(acceptedSen === 10_000_000_00n ? 'FUNDING_COMPLETED' : 'PROCESS');
    expect(await auditLedger(product.db)).toEqual([]);
  });

  it('completes exactly when the pieces add up to the need, whoever comes last', async () => {
    const tokens = await staffTokens(product);
    const id = await loanOpenForFunding(product, tokens, { value: '6000000' });
    const lenders = await validatedLenders(product, 12, 1_000_000_00n);
    // Twelve pieces of Rp 500.000: the need exactly.
    const answers = await Promise.all(lenders.map((l) => fund(product, l.token, id, '500000')));
    expect(answers.map((a) => a.status)).toEqual(lenders.map(() => 201));
    expect(await stageOf(product, id)).toEqual({
      stage: 'FUNDING_COMPLETED',
      commitment: '6000000.00',
    });
  });
});

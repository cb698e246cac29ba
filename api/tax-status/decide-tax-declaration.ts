// Staff verify a lender's declaration against the certificate of domicile: approving makes it the
// status payouts withhold by from that moment (earlier payouts keep theirs); refusing keeps the
// verified status and tells the lender why. Who may decide, and when, is the rules'
// (machines/lender-account/tax-status.rules.ts). One transaction: the lender's row is locked first
// (the order a lender's own declaration takes), then the declaration, so that two decisions, or a
// decision and a new declaration, are taken one after the other and the second sees the first.
import type { TaxRates } from '../../machines/installment/installment.payout.ts';
import {
  type TaxDeclarationDecision,
  taxDeciderRefusal,
  taxDeclarationDecisionRefusal,
} from '../../machines/lender-account/tax-status.rules.ts';
import type { Viewer } from '../accounts/tokens.ts';
import type { Db } from '../db/db.ts';
import { refusal } from '../http/refusals.ts';
import { wibDate } from '../reference/wib-date.ts';
import { applyTaxStatus } from './apply-tax-status.ts';
import {
  changeOf,
  declarationNotFound,
  declarationOf,
  declarationRow,
  type TaxDeclarationView,
  taxDeclarationView,
} from './read-tax-declarations.ts';
import { taxStatusRow } from './read-tax-status.ts';

export async function decideTaxDeclaration(
  deps: { db: Db; now: () => Date; rates: TaxRates },
  viewer: Viewer,
  id: string,
  decision: TaxDeclarationDecision,
): Promise<TaxDeclarationView> {
  const now = deps.now();
  const today = wibDate(now);
  const facts = { actor: viewer, today, rates: deps.rates };
  // Who may decide at all, before anything is read or locked: a lender or borrower is refused
  // alike for a declaration that exists and one that does not.
  const decider = taxDeciderRefusal(viewer);
  if (decider) throw refusal('taxDeclaration', decider, []);
  return deps.db.tx(async (q) => {
    const seen = await declarationRow(q, id);
    if (!seen) throw declarationNotFound();
    await taxStatusRow(q, seen.lender_id, true);
    const row = await declarationRow(q, id, true);
    if (!row) throw declarationNotFound();
    const refused = taxDeclarationDecisionRefusal(declarationOf(row), decision, facts);
    if (refused) {
      throw refusal('taxDeclaration', refused, refused.field ? [refused.field] : []);
    }
    if (decision.action === 'approve') {
      await q.query(
        `UPDATE lender_tax_declarations SET status = 'APPROVED', decided_by = $2, decided_at = $3
          WHERE id = $1`,
        [id, viewer.userId, now],
      );
      await applyTaxStatus(q, row.lender_id, changeOf(row), {
        by: viewer.userId,
        at: now,
        declarationId: id,
      });
    } else {
      await q.query(
        `UPDATE lender_tax_declarations
            SET status = 'REFUSED', decided_by = $2, decided_at = $3, refusal_reason = $4
          WHERE id = $1`,
        [id, viewer.userId, now, decision.reason.trim()],
      );
    }
    const decided = await declarationRow(q, id);
    if (!decided) throw declarationNotFound();
    return taxDeclarationView(decided, facts);
  });
}

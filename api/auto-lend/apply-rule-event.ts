// Every change of an auto-lend rule goes through its machine (machines/auto-lend): in one
// transaction the rule's row is locked, its state restored, the machine asked, and the new state
// written with an append-only audit row. A refused event changes nothing.
import { initialTransition } from 'xstate';
import { autoLendMachine } from '../../machines/auto-lend/auto-lend.machine.ts';
import { settingsProblems } from '../../machines/auto-lend/auto-lend.rules.ts';
import { autoLendStateOf, whyNotAutoLend } from '../../machines/auto-lend/auto-lend.selectors.ts';
import type {
  AutoLendEvent,
  AutoLendFacts,
  AutoLendSettings,
} from '../../machines/auto-lend/auto-lend.types.ts';
import { fromSen } from '../../machines/shared/money.ts';
import { pureTransition } from '../../machines/shared/pure-transition.ts';
import type { Viewer } from '../accounts/tokens.ts';
import type { Db, Queryable } from '../db/db.ts';
import { refusal } from '../http/refusals.ts';
import { activeBalanceSen, factsOf, findRule, type RuleRow, snapshotOf } from './rule-record.ts';
import { acceptAuthorisation } from './standing-authorisation.ts';

/** Who sends: the lender, or the platform's allocation pass. */
export type RuleSender = Viewer | 'platform';

const settingsRefusal = (settings: AutoLendSettings) => {
  const problems = settingsProblems(settings);
  const fields = Object.fromEntries(
    Object.keys(problems).map((field) => [field, 'Pengaturan tidak valid / invalid setting']),
  );
  return refusal(
    'autoLend',
    {
      code: 'SETTINGS_INVALID',
      text: { id: 'Pengaturan tidak valid', en: 'The settings are not valid' },
    },
    fields,
  );
};

async function writeEvent(
  q: Queryable,
  row: RuleRow,
  event: AutoLendEvent,
  sender: RuleSender,
  from: string,
  detail: Record<string, unknown> = {},
): Promise<RuleRow> {
  const snapshot = snapshotOf(row);
  const [next] = pureTransition(autoLendMachine, snapshot, event);
  const to = autoLendStateOf(next);
  await q.query(
    `UPDATE auto_lend_rules SET machine_state = $2, machine_context = $3::jsonb, updated_at = now()
      WHERE id = $1`,
    [row.id, to, JSON.stringify(next.context)],
  );
  await q.query(
    `INSERT INTO auto_lend_rule_events (rule_id, event, from_state, to_state, actor_id, actor_role, detail)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)`,
    [
      row.id,
      event.type,
      from,
      to,
      sender === 'platform' ? null : sender.userId,
      sender === 'platform' ? 'system' : sender.role,
      JSON.stringify(detail),
    ],
  );
  return { ...row, machine_state: to, machine_context: next.context };
}

/** Applies one event to a rule in the caller's transaction; returns the rule as it now is. */
export async function applyRuleEventIn(
  q: Queryable,
  ruleId: number,
  sender: RuleSender,
  eventOf: (row: RuleRow, facts: AutoLendFacts) => AutoLendEvent,
  detail: Record<string, unknown> = {},
): Promise<RuleRow> {
  const row = await findRule(q, ruleId, sender === 'platform' ? null : sender.userId, true);
  const facts = await factsOf(q, row);
  const event = eventOf(row, facts);
  const snapshot = snapshotOf(row);
  const refused = whyNotAutoLend(snapshot, event);
  if (refused) {
    if (refused.code === 'SETTINGS_INVALID' && 'settings' in event) {
      throw settingsRefusal(event.settings);
    }
    throw refusal('autoLend', refused);
  }
  return writeEvent(q, row, event, sender, autoLendStateOf(snapshot), detail);
}

export const applyRuleEvent = (
  db: Db,
  ruleId: number,
  sender: RuleSender,
  eventOf: (row: RuleRow, facts: AutoLendFacts) => AutoLendEvent,
) => db.tx((q) => applyRuleEventIn(q, ruleId, sender, eventOf));

/**
 * A new rule, enabled at once: the lender accepts the standing authorisation with it (its text
 * and the moment recorded) — without that acceptance nothing is written.
 */
export async function createRule(
  db: Db,
  viewer: Viewer,
  settings: AutoLendSettings,
  acceptsAuthorisation: boolean,
  now: Date,
): Promise<RuleRow> {
  if (Object.keys(settingsProblems(settings)).length > 0) throw settingsRefusal(settings);
  return db.tx(async (q) => {
    const actor = { userId: viewer.userId, role: viewer.role };
    const [draft] = initialTransition(autoLendMachine, { ruleId: '0', lenderId: viewer.userId });
    const probe: AutoLendEvent = {
      type: 'rule.enable',
      actor,
      settings,
      authorisation: acceptsAuthorisation ? { id: '0', acceptedAt: now.toISOString() } : null,
      facts: { activeBalance: '0.00', investedTotal: '0.00' },
      at: now.toISOString(),
    };
    const refused = whyNotAutoLend(draft, probe);
    if (refused) throw refusal('autoLend', refused);
    const accepted = await acceptAuthorisation(q, viewer.userId, now);
    const [inserted] = await q.query<{ id: string }>(
      `INSERT INTO auto_lend_rules (lender_id, machine_state, machine_context, authorisation_id)
       VALUES ($1, 'draft', '{}'::jsonb, $2) RETURNING id::text AS id`,
      [viewer.userId, accepted.id],
    );
    if (!inserted) throw new Error('rule not written');
    const [start] = initialTransition(autoLendMachine, {
      ruleId: inserted.id,
      lenderId: viewer.userId,
    });
    await q.query(`UPDATE auto_lend_rules SET machine_context = $2::jsonb WHERE id = $1`, [
      inserted.id,
      JSON.stringify(start.context),
    ]);
    const facts = {
      activeBalance: fromSen(await activeBalanceSen(q, viewer.userId)),
      investedTotal: '0.00',
    };
    return applyRuleEventIn(
      q,
      Number(inserted.id),
      viewer,
      () => ({
        ...probe,
        authorisation: { id: accepted.id, acceptedAt: accepted.acceptedAt.toISOString() },
        facts,
      }),
      { authorisationId: accepted.id, authorisationSha256: accepted.sha256 },
    );
  });
}

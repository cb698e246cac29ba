// The analysts' view through GraphQL: a diagram for every machine of machines/, drawn from its
// definition; for a loan, the highlighted states are the loan's and the possible transitions are
// exactly the events its machine takes now from someone — the same events the loan's
// availableActions allow staff and the borrower — and the path is its audit trail. Everything is
// in words too, and "what if" answers as the API's own calls do, changing nothing.
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { machineGraph } from '../../machines/diagram/machine-graph.ts';
import { LOAN_ACTIONS, type LoanAction } from '../../machines/loan/loan.selectors.ts';
import { allMachines } from '../../scripts/diagrams.ts';
import {
  graphql,
  loginAs,
  rest,
  startTestProduct,
  type TestProduct,
} from '../support/test-product.ts';

let product: TestProduct;
let admin: string;
let borrower: string;

type Diagram = {
  name: string;
  svg: string;
  states: Array<{ id: string; description: string | null; active: boolean }>;
  transitions: Array<{ source: string; event: string; possible: boolean }>;
  possibleEvents: string[];
  path: Array<{ event: string; toStage: string; actorRole: string }>;
};

const DIAGRAM = `name svg states { id description active }
  transitions { source event possible } possibleEvents path { event toStage actorRole }`;

beforeAll(async () => {
  product = await startTestProduct();
  admin = await loginAs(product, 'admin@lumbung.test');
  borrower = await loginAs(product, 'borrower@lumbung.test');
});
afterAll(() => product.close());

/** A demo loan in this stage and its borrower's e-mail. */
async function demoLoan(stage: string) {
  const [row] = await product.db.query<{ id: number; email: string }>(
    `SELECT l.id, u.email FROM loans l JOIN users u ON u.id = l.borrower_id
      WHERE l.machine_state ->> 'stage' = $1 ORDER BY l.id LIMIT 1`,
    [stage],
  );
  if (!row) throw new Error(`the demo has no loan in ${stage}`);
  return row;
}

describe("the analysts' statechart view", () => {
  it('draws every machine of machines/ with its states and their descriptions', async () => {
    const machines = await allMachines();
    const { data, errors } = await graphql<{ machineDiagrams: Diagram[] }>(
      product,
      `{ machineDiagrams { ${DIAGRAM} } }`,
      {},
      admin,
    );
    expect(errors).toBeUndefined();
    const diagrams = data?.machineDiagrams ?? [];
    expect(diagrams.map((d) => d.name).sort()).toEqual(machines.map((m) => m.machine.id).sort());
    for (const { machine } of machines) {
      const drawn = diagrams.find((d) => d.name === machine.id);
      const graph = machineGraph(machine);
      expect(drawn?.svg.startsWith('<svg')).toBe(true);
      expect(drawn?.svg).not.toContain('[g]');
      expect(drawn?.states.map((s) => s.id)).toEqual(graph.states.map((s) => s.id));
      expect(drawn?.states.map((s) => s.description)).toEqual(
        graph.states.map((s) => s.description),
      );
      expect(drawn?.transitions).toHaveLength(graph.transitions.length);
      expect(drawn?.possibleEvents).toEqual([]);
      expect(drawn?.svg).not.toContain('class="state active"');
    }
  });

  it.each([
    // Edits are events too: the owner edits a draft or a loan rejected for its collateral, staff
    // correct it while they review it.
    ['DRAFT', ['application.edit', 'loan.cancel', 'loan.submit']],
    ['REVIEW', ['application.staffEdit', 'bail.approve', 'loan.cancel', 'loan.reject']],
    [
      'APPROVAL_BAIL',
      ['application.staffEdit', 'loan.approveCredit', 'loan.cancel', 'loan.reject'],
    ],
    ['REJECT_BAIL', ['application.edit', 'loan.cancel', 'loan.submit']],
  ])('highlights a loan in %s and the transitions possible now', async (stage, expected) => {
    const loan = await demoLoan(stage);
    const { data, errors } = await graphql<{ machineDiagram: Diagram }>(
      product,
      `query($id: ID!) { machineDiagram(name: "loan", loanId: $id) { ${DIAGRAM} } }`,
      { id: String(loan.id) },
      admin,
    );
    expect(errors).toBeUndefined();
    const diagram = data?.machineDiagram as Diagram;
    expect(diagram.states.filter((s) => s.active).map((s) => s.id)).toEqual([
      'loan.stage',
      `loan.stage.${stage}`,
      'loan.arrears',
      'loan.arrears.current',
    ]);
    expect([...diagram.possibleEvents].sort()).toEqual(expected);
    const possible = diagram.transitions.filter((t) => t.possible);
    expect([...new Set(possible.map((t) => t.event))].sort()).toEqual(expected);
    expect(new Set(possible.map((t) => t.source))).toEqual(new Set([`loan.stage.${stage}`]));
    expect(diagram.svg.match(/class="state active"/g)).toHaveLength(2);
    expect(diagram.svg.match(/class="transition possible/g)).toHaveLength(possible.length);

    // The same events the loan's available actions allow staff and its borrower, and the edits
    // its editable (the owner's) and staffEditable flags allow.
    const owner = await loginAs(product, loan.email);
    const allowedTo = async (token: string) => {
      const result = await graphql<{
        loan: {
          availableActions: Array<{ action: LoanAction; allowed: boolean }>;
          editable: boolean;
          staffEditable: boolean;
        };
      }>(
        product,
        `query($id: ID!) {
          loan(id: $id) { availableActions { action allowed } editable staffEditable }
        }`,
        { id: String(loan.id) },
        token,
      );
      const shown = result.data?.loan;
      if (!shown) throw new Error(JSON.stringify(result.errors));
      return [
        ...shown.availableActions.filter((a) => a.allowed).map((a) => LOAN_ACTIONS[a.action]),
        ...(shown.editable ? ['application.edit'] : []),
        ...(shown.staffEditable ? ['application.staffEdit'] : []),
      ];
    };
    const offered = new Set([...(await allowedTo(admin)), ...(await allowedTo(owner))]);
    expect([...offered].sort()).toEqual(expected);

    // The path: the audit trail, from creation to the current stage.
    expect(diagram.path[0]?.event).toBe('loan.create');
    expect(diagram.path.at(-1)?.toStage).toBe(stage);
  });

  it('offers staff to open funding early; otherwise the platform opens it on its start date', async () => {
    // A loan whose offer the borrower accepted: the platform opens funding at the window's start,
    // and staff may open it earlier (PUT /loan/submission/{id}/open-funding, issue 17).
    const loan = await demoLoan('REVIEW');
    const [saved] = await product.db.query<{ machine_state: unknown; machine_context: unknown }>(
      'SELECT machine_state, machine_context FROM loans WHERE id = $1',
      [loan.id],
    );
    onTestFinished(async () => {
      await product.db.query(
        'UPDATE loans SET machine_state = $2::jsonb, machine_context = $3::jsonb WHERE id = $1',
        [loan.id, JSON.stringify(saved?.machine_state), JSON.stringify(saved?.machine_context)],
      );
    });
    await product.db.query(
      `UPDATE loans SET machine_state = '{"stage":"APPROVED_BORROWER","arrears":"current"}'::jsonb,
         machine_context = machine_context || '{"fundingStart":"2026-12-01"}'::jsonb WHERE id = $1`,
      [loan.id],
    );
    const { data, errors } = await graphql<{ machineDiagram: Diagram }>(
      product,
      `query($id: ID!) { machineDiagram(name: "loan", loanId: $id) { ${DIAGRAM} } }`,
      { id: String(loan.id) },
      admin,
    );
    expect(errors).toBeUndefined();
    expect([...(data?.machineDiagram.possibleEvents ?? [])].sort()).toEqual([
      'funding.open',
      'loan.cancel',
      'loan.reject',
    ]);
    const shown = await graphql<{
      loan: {
        availableActions: Array<{ action: string; reason: { text: { id: string } } | null }>;
      };
    }>(
      product,
      'query($id: ID!) { loan(id: $id) { availableActions { action reason { text { id } } } } }',
      { id: String(loan.id) },
      admin,
    );
    expect(shown.data?.loan.availableActions.find((a) => a.action === 'openFunding')).toEqual({
      action: 'openFunding',
      reason: null,
    });

    // Who acts next is still the platform, on the start date: the loan says when.
    const next = await graphql<{
      loan: { nextStep: { actor: string; text: { id: string; en: string } } };
    }>(
      product,
      'query($id: ID!) { loan(id: $id) { nextStep { actor text { id en } } } }',
      { id: String(loan.id) },
      admin,
    );
    expect(next.data?.loan.nextStep).toEqual({
      actor: 'platform',
      text: {
        id: 'Pendanaan dibuka otomatis pada 01-12-2026',
        en: 'Funding opens automatically on 01-12-2026',
      },
    });
  });

  it('says every state and transition in words, both languages', async () => {
    const { data, errors } = await graphql<{
      machineDiagram: {
        title: { id: string };
        states: Array<{ id: string; label: { id: string; en: string }; about: { id: string } }>;
        transitions: Array<{
          event: string;
          label: { id: string; en: string };
          roles: { id: string } | null;
          condition: { id: string; en: string } | null;
          selfLoop: boolean;
        }>;
      };
    }>(
      product,
      `{ machineDiagram(name: "loan") { title { id }
          states { id label { id en } about { id } }
          transitions { event label { id en } roles { id } condition { id en } selfLoop } } }`,
      {},
      admin,
    );
    expect(errors).toBeUndefined();
    const diagram = data?.machineDiagram;
    expect(diagram?.title.id).toBe('Siklus pinjaman');
    expect(diagram?.states.find((s) => s.id === 'loan.stage.REVIEW')).toEqual({
      id: 'loan.stage.REVIEW',
      label: { id: 'Ditinjau', en: 'In review' },
      about: { id: 'Sudah dikirim; staf memeriksa pengajuan dan jaminannya.' },
    });
    const director = diagram?.transitions.find((t) => t.event === 'loan.approveDirector');
    expect(director).toEqual({
      event: 'loan.approveDirector',
      label: { id: 'Disetujui direktur', en: 'Approved by a director' },
      roles: { id: 'Staf' },
      condition: {
        id: 'disetujui oleh staf selain penyetuju kredit',
        en: 'approved by someone other than the credit approver',
      },
      selfLoop: false,
    });
  });

  it('answers "what if" as the API\'s own call answers, changing nothing', async () => {
    const draft = await demoLoan('DRAFT');
    const [before] = await product.db.query<{ machine_state: unknown }>(
      'SELECT machine_state FROM loans WHERE id = $1',
      [draft.id],
    );
    type WhatIf = {
      allowed: boolean;
      as: string;
      reason: { code: string; text: { id: string; en: string } } | null;
      refusedBy: { check: string; text: { id: string; en: string } } | null;
      from: string[];
      outcomes: Array<{ to: string[]; when: { id: string } | null }>;
    };
    const ask = async (loanId: number, event: string, as?: string) => {
      const { data, errors } = await graphql<{ loanWhatIf: WhatIf }>(
        product,
        `query($id: ID!, $event: String!, $as: WhatIfSender) {
          loanWhatIf(loanId: $id, event: $event, as: $as) {
            allowed as reason { code text { id en } } refusedBy { check text { id en } }
            from outcomes { to when { id } }
          }
        }`,
        { id: String(loanId), event, as: as ?? null },
        admin,
      );
      expect(errors).toBeUndefined();
      return data?.loanWhatIf as WhatIf;
    };

    // Staff approving the collateral of a draft: the call's 409, word for word.
    const refused = await ask(draft.id, 'bail.approve');
    expect(refused.as).toBe('STAFF');
    expect(refused.allowed).toBe(false);
    expect(refused.refusedBy?.check).toBe('STAGE');
    const call = await rest(product, 'PUT', `/loan/submission/${draft.id}/approve-bail`, {
      token: admin,
    });
    expect(call.status).toBe(409);
    expect(call.body.reason).toBe(refused.reason?.code);
    expect(call.body.message).toBe(refused.reason?.text.id);
    const inEnglish = await rest(product, 'PUT', `/loan/submission/${draft.id}/approve-bail`, {
      token: admin,
      headers: { 'accept-language': 'en' },
    });
    expect(inEnglish.body.message).toBe(refused.reason?.text.en);

    // The borrower asking for a staff act: the call's 403 words.
    const asOwner = await ask(draft.id, 'bail.approve', 'OWNER');
    expect(asOwner.reason?.code).toBe('WRONG_ROLE');
    expect(asOwner.refusedBy?.text.id).toBe('Siapa yang boleh: Staf');

    // Allowed: where the machine would take the loan.
    const review = await demoLoan('REVIEW');
    const allowed = await ask(review.id, 'bail.approve');
    expect(allowed).toMatchObject({
      allowed: true,
      reason: null,
      refusedBy: null,
      from: ['loan.stage.REVIEW', 'loan.arrears.current'],
      outcomes: [{ to: ['loan.stage.APPROVAL_BAIL'], when: null }],
    });

    // Nothing changed.
    const [after] = await product.db.query<{ machine_state: unknown }>(
      'SELECT machine_state FROM loans WHERE id = $1',
      [draft.id],
    );
    expect(after?.machine_state).toEqual(before?.machine_state);

    // Staff only; an unknown event is bad input.
    const byBorrower = await graphql(
      product,
      `{ loanWhatIf(loanId: "${review.id}", event: "bail.approve") { allowed } }`,
      {},
      borrower,
    );
    expect(byBorrower.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const unknown = await graphql(
      product,
      `{ loanWhatIf(loanId: "${review.id}", event: "loan.explode") { allowed } }`,
      {},
      admin,
    );
    expect(unknown.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
  });

  it('refuses other roles, a loan on another machine and an unknown loan', async () => {
    const byBorrower = await graphql(product, '{ machineDiagrams { name } }', {}, borrower);
    expect(byBorrower.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await graphql(product, '{ machineDiagrams { name } }');
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const review = await demoLoan('REVIEW');
    const other = await graphql(
      product,
      'query($id: ID!) { machineDiagram(name: "otp", loanId: $id) { name } }',
      { id: String(review.id) },
      admin,
    );
    expect(other.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const unknown = await graphql<{ machineDiagram: null }>(
      product,
      '{ machineDiagram(name: "nope") { name } }',
      {},
      admin,
    );
    expect(unknown.data?.machineDiagram).toBeNull();
    const missing = await graphql(
      product,
      '{ machineDiagram(name: "loan", loanId: "999999") { name } }',
      {},
      admin,
    );
    expect(missing.errors?.[0]?.extensions?.code).toBe('LOAN_NOT_FOUND');
  });
});

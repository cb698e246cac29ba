// Lender wallets through GraphQL: the lender asks for a VA and sees the request's state, staff
// see the number to check and approve, the lender then sees it; the actions offered are the
// machine's; refusals carry the API's codes and change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, loginAs, startTestProduct, type TestProduct } from '../support/test-product.ts';

let product: TestProduct;
let tokens: Record<'lender' | 'company' | 'borrower' | 'admin', string>;

const WALLET = `
  lender { id fullName isPersonal }
  state stateLabel { id en } kind bankCode accountNumber cifNumber
  pendingAccountNumber pendingCifNumber
  refusal { code text { id } }
  availableActions { action allowed reason { code } }`;

type Wallet = {
  lender: { id: string; fullName: string; isPersonal: boolean };
  state: string;
  stateLabel: { id: string; en: string };
  kind: string | null;
  bankCode: string;
  accountNumber: string | null;
  cifNumber: string | null;
  pendingAccountNumber: string | null;
  pendingCifNumber: string | null;
  refusal: { code: string; text: { id: string } } | null;
  availableActions: Array<{ action: string; allowed: boolean; reason: { code: string } | null }>;
};

const allowed = (wallet: Wallet) =>
  wallet.availableActions.filter((a) => a.allowed).map((a) => a.action);

const storedCount = async () =>
  (await product.db.query<{ n: number }>('SELECT count(*)::int AS n FROM lender_wallet_events'))[0]
    ?.n;

beforeAll(async () => {
  product = await startTestProduct();
  tokens = {
    lender: await loginAs(product, 'lender@lumbung.test'),
    company: await loginAs(product, 'lender.company@lumbung.test'),
    borrower: await loginAs(product, 'borrower@lumbung.test'),
    admin: await loginAs(product, 'admin@lumbung.test'),
  };
});
afterAll(() => product.close());

describe('lender wallets in GraphQL', () => {
  it('runs a VA from request to approval, showing the number only after it', async () => {
    const mine = await graphql<{ myWallet: Wallet }>(
      product,
      `{ myWallet { ${WALLET} } }`,
      {},
      tokens.lender,
    );
    expect(mine.data?.myWallet).toMatchObject({ state: 'activated', accountNumber: null });
    expect(allowed(mine.data?.myWallet as Wallet)).toEqual(['requestVa', 'requestRdl']);

    const requested = await graphql<{ requestWallet: Wallet }>(
      product,
      `mutation { requestWallet(kind: VA, consent: true) { ${WALLET} } }`,
      {},
      tokens.lender,
    );
    const waiting = requested.data?.requestWallet as Wallet;
    expect(waiting).toMatchObject({
      state: 'awaitingApproval',
      stateLabel: { id: 'Menunggu Persetujuan Admin' },
      kind: 'VA',
      bankCode: '009',
      accountNumber: null,
      pendingAccountNumber: null,
    });
    expect(allowed(waiting)).toEqual([]);

    const staffView = await graphql<{ lenderWallets: Wallet[] }>(
      product,
      `{ lenderWallets(state: "awaitingApproval") { ${WALLET} } }`,
      {},
      tokens.admin,
    );
    const [row] = staffView.data?.lenderWallets ?? [];
    expect(row?.lender.fullName).toBe('Siti Rahmawati');
    expect(row?.pendingAccountNumber).toMatch(/^\d{16}$/);
    expect(allowed(row as Wallet)).toEqual(['approve', 'refuse']);

    // A lender may not approve their own wallet: the machine says WRONG_ROLE, nothing changes.
    const before = await storedCount();
    const self = await graphql(
      product,
      'mutation($id: ID!) { approveWallet(lenderId: $id) { state } }',
      { id: row?.lender.id },
      tokens.lender,
    );
    expect(self.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'WRONG_ROLE' });
    expect(await storedCount()).toBe(before);

    const approved = await graphql<{ approveWallet: Wallet }>(
      product,
      `mutation($id: ID!) { approveWallet(lenderId: $id) { ${WALLET} } }`,
      { id: row?.lender.id },
      tokens.admin,
    );
    expect(approved.data?.approveWallet.accountNumber).toBe(row?.pendingAccountNumber);
    const after = await graphql<{ myWallet: Wallet }>(
      product,
      `{ myWallet { ${WALLET} } }`,
      {},
      tokens.lender,
    );
    expect(after.data?.myWallet).toMatchObject({
      state: 'approved',
      stateLabel: { en: 'Approved' },
      accountNumber: row?.pendingAccountNumber,
      cifNumber: null,
    });
  });

  it("records a company's RDL by the staff form, shown to the lender after approval", async () => {
    const mine = await graphql<{ myWallet: Wallet }>(
      product,
      `{ myWallet { ${WALLET} } }`,
      {},
      tokens.company,
    );
    const company = mine.data?.myWallet as Wallet;
    expect(allowed(company)).toEqual(['requestVa']);
    expect(company.availableActions.find((a) => a.action === 'requestRdl')?.reason?.code).toBe(
      'CORPORATE_RDL_VIA_CUSTOMER_CARE',
    );
    const own = await graphql(
      product,
      'mutation { requestWallet(kind: RDL, consent: true) { state } }',
      {},
      tokens.company,
    );
    expect(own.errors?.[0]?.extensions).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'CORPORATE_RDL_VIA_CUSTOMER_CARE',
    });

    const record = `mutation($id: ID!, $account: String!, $cif: String!) {
      recordCorporateRdl(lenderId: $id, accountNumber: $account, cifNumber: $cif) { ${WALLET} } }`;
    const bad = await graphql(
      product,
      record,
      { id: company.lender.id, account: '12', cif: '9100234' },
      tokens.admin,
    );
    expect(bad.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { accountNumber: expect.any(String) },
    });
    const recorded = await graphql<{ recordCorporateRdl: Wallet }>(
      product,
      record,
      { id: company.lender.id, account: '0115476117', cif: '9100234' },
      tokens.admin,
    );
    expect(recorded.data?.recordCorporateRdl).toMatchObject({
      state: 'awaitingApproval',
      pendingAccountNumber: '0115476117',
      pendingCifNumber: '9100234',
    });
    await graphql(
      product,
      'mutation($id: ID!) { approveWallet(lenderId: $id) { state } }',
      { id: company.lender.id },
      tokens.admin,
    );
    const seen = await graphql<{ myWallet: Wallet }>(
      product,
      `{ myWallet { ${WALLET} } }`,
      {},
      tokens.company,
    );
    expect(seen.data?.myWallet).toMatchObject({
      kind: 'RDL',
      accountNumber: '0115476117',
      cifNumber: '9100234',
    });
  });

  it('refuses a borrower, and staff reading their own wallet', async () => {
    const borrower = await graphql(
      product,
      'mutation { requestWallet(kind: VA, consent: true) { state } }',
      {},
      tokens.borrower,
    );
    expect(borrower.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const list = await graphql(product, '{ lenderWallets { state } }', {}, tokens.lender);
    expect(list.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await graphql(product, '{ myWallet { state } }');
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

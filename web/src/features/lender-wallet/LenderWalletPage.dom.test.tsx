// @vitest-environment jsdom
// The wallet's VA-or-RDL choice (LenderWalletPage.tsx) in the lender's own words: a company reads
// of the company's data and an account in its name, never "your personal data" or "your own name".
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import {
  answer,
  createTestApollo,
  elapse,
  renderInApp,
  resetDom,
} from '../../test-support/dom.tsx';
import { LenderWalletPage } from './LenderWalletPage.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(resetDom);

const words = (id: string, en: string) => ({ __typename: 'LocalizedText', id, en });

function wallet(isPersonal: boolean) {
  const closedForCompany = {
    __typename: 'ActionReason',
    code: 'COMPANY_RDL_BY_CUSTOMER_CARE',
    text: words('RDL perusahaan dibuka lewat layanan pelanggan', 'Company RDLs via customer care'),
  };
  return {
    myWallet: {
      __typename: 'LenderWallet',
      lender: { __typename: 'WalletLender', id: '2', isPersonal },
      state: 'none',
      stateLabel: words('Belum diajukan', 'Not requested'),
      kind: null,
      bankCode: '009',
      bankName: 'BNI',
      accountNumber: null,
      cifNumber: null,
      consentedAt: null,
      refusal: null,
      bankFailure: null,
      availableActions: [
        { __typename: 'WalletActionState', action: 'requestVa', allowed: true, reason: null },
        {
          __typename: 'WalletActionState',
          action: 'requestRdl',
          allowed: isPersonal,
          reason: isPersonal ? null : closedForCompany,
        },
      ],
    },
  };
}

async function show(isPersonal: boolean) {
  const api = createTestApollo();
  renderInApp(<LenderWalletPage />, { client: api.client, path: '/lender/wallet' });
  await elapse(0);
  const read = api.operations.find((op) => op.operationName === 'MyWallet');
  await answer(() => read?.succeed(wallet(isPersonal)));
}

it("speaks to a company of the company's data and an account in its name", async () => {
  await show(false);
  const text = document.body.textContent ?? '';
  expect(text).toContain('cukup data perusahaan yang sudah divalidasi');
  expect(text).toContain('atas nama perusahaan di BNI');
  expect(text).toContain('setuju data perusahaan dikirim ke BNI');
  expect(text).not.toContain('data diri');
  expect(text).not.toContain('atas nama Anda');
});

it('speaks to a person of their own data and name', async () => {
  await show(true);
  const text = document.body.textContent ?? '';
  expect(text).toContain('cukup data diri yang sudah divalidasi');
  expect(text).toContain('atas nama Anda sendiri di BNI');
  expect(text).toContain('setuju data diri saya dikirim ke BNI');
});

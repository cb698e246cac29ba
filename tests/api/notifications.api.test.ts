// Notifications through the REST API: a loan walked from submission to the accepted offer, a
// section validated and rejected, a wallet approved and refused, each leaving the in-app row and
// the e-mail in the user's language in the outbox (none for an unsubscribed user); the list,
// its pages and the unread count; only the owner reads or marks theirs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeApplication, isoDateInDays } from '../support/application.ts';
import { completeBorrowerData, makeUser, type TestUser } from '../support/profiles.ts';
import { loginAs, rest, startTestProduct, type TestProduct } from '../support/test-product.ts';

let product: TestProduct;
let admin: string;
let director: string;

type Row = { kind: string; params: Record<string, unknown>; read: boolean };

const rowsOf = async (userId: string): Promise<Row[]> =>
  product.db.query<Row>(
    `SELECT kind, params, read_at IS NOT NULL AS read FROM notifications
      WHERE user_id = $1 ORDER BY id`,
    [userId],
  );

const mailsTo = async (email: string) =>
  product.db.query<{ subject: string; body: string }>(
    'SELECT subject, body FROM outbox WHERE recipient = $1 ORDER BY id',
    [email],
  );

const inDays = (days: number) => isoDateInDays(product, days);

async function ok(call: Promise<{ status: number; body: Record<string, unknown> }>) {
  const { status, body } = await call;
  if (status !== 200 && status !== 201) throw new Error(`${status}: ${JSON.stringify(body)}`);
  return body;
}

async function setLocale(user: TestUser, locale: 'id' | 'en') {
  await ok(rest(product, 'PUT', '/account/locale', { token: user.token, body: { locale } }));
}

/** A fresh borrower with complete data and a submitted loan application (a draft). */
async function borrowerWithDraft(fullName: string) {
  const user = await makeUser(product, { fullName });
  await completeBorrowerData(product, user);
  const [pf] = await product.db.query<{ id: number }>("SELECT id FROM products WHERE code = 'PF'");
  const created = await ok(
    rest(product, 'POST', '/loan', {
      token: user.token,
      body: {
        productid: pf?.id,
        genapplicationvalue: '200000000',
        genrequireddate: inDays(20),
        genpurpose: 'Modal kerja',
      },
    }),
  );
  const loanId = (created.data as { id: number }).id;
  await completeApplication(product, user.token, loanId);
  return { user, loanId };
}

beforeAll(async () => {
  product = await startTestProduct();
  [admin, director] = await Promise.all([
    loginAs(product, 'admin@lumbung.test'),
    loginAs(product, 'director@lumbung.test'),
  ]);
});
afterAll(() => product.close());

describe('loan notifications', () => {
  it('tell the borrower each step, by e-mail in their language and in the app', async () => {
    const { user, loanId } = await borrowerWithDraft('Sinta Wulandari');
    await setLocale(user, 'en');
    const put = (path: string, token: string, body?: unknown) =>
      ok(rest(product, 'PUT', path, { token, ...(body ? { body } : {}) }));

    await put(`/loan/${loanId}/submit`, user.token);
    await put(`/loan/submission/${loanId}/approve-bail`, admin);
    // A refused event writes nothing: the director may not approve before credit.
    const early = await rest(product, 'PUT', `/loan/submission/${loanId}/approve-director`, {
      token: director,
    });
    expect(early.status).toBe(409);
    await put(`/loan/submission/${loanId}/rejected`, admin, {
      reason: 'Foto jaminan kurang jelas',
    });
    await put(`/loan/${loanId}/submit`, user.token);
    await put(`/loan/submission/${loanId}/approve-bail`, admin);
    // Grade A: the offer's 12 sits in its band of PF's 12–18 (12.00–13.20).
    await put(`/loan/submission/${loanId}/approve-credit`, admin, { riskrating: 'LOW' });
    await put(`/loan/submission/${loanId}/approve-director`, director);
    await put(`/loan/submission/${loanId}/offer`, admin, {
      funappinterestpercentage: '12',
      timeperiod: 180,
      appadminfee: '0',
      typepayment: 'INSTALLMENT',
      funappcfstarttime: inDays(30),
      funappcfendtime: inDays(60),
    });
    await put(`/loan/submission/${loanId}/approved`, admin);
    await put(`/loan/${loanId}/offer/accept`, user.token, { consent: true });

    const loan = { loanId, productName: expect.any(String), productNameEn: expect.any(String) };
    expect(await rowsOf(user.userId)).toEqual([
      { kind: 'LOAN_SUBMITTED', params: loan, read: false },
      { kind: 'BAIL_APPROVED', params: loan, read: false },
      {
        kind: 'LOAN_REJECTED',
        params: { ...loan, reason: 'Foto jaminan kurang jelas' },
        read: false,
      },
      { kind: 'LOAN_SUBMITTED', params: loan, read: false },
      { kind: 'BAIL_APPROVED', params: loan, read: false },
      { kind: 'OFFER_READY', params: loan, read: false },
      { kind: 'OFFER_ACCEPTED', params: loan, read: false },
    ]);
    const mails = await mailsTo(user.email);
    expect(mails.map((m) => m.subject)).toEqual([
      'Loan application received',
      'Collateral approved',
      'Loan application rejected',
      'Loan application received',
      'Collateral approved',
      'Your loan offer is ready',
      'Offer accepted',
    ]);
    expect(mails[2]?.body).toContain('Hello Sinta Wulandari');
    expect(mails[2]?.body).toContain(`loan #${loanId}`);
    expect(mails[2]?.body).toContain('Foto jaminan kurang jelas');
    expect(mails[2]?.body).not.toContain('ditolak');

    const count = await rest(product, 'GET', '/notifications/unread-count', { token: user.token });
    expect(count.body).toEqual({ data: { unread: 7 } });
  });

  it('staff cancelling tells the borrower why; the borrower cancelling tells nobody', async () => {
    const first = await borrowerWithDraft('Rudi Hartono');
    await ok(rest(product, 'PUT', `/loan/${first.loanId}/submit`, { token: first.user.token }));
    await ok(
      rest(product, 'PUT', `/loan/submission/${first.loanId}/cancel`, {
        token: admin,
        body: { reason: 'Dokumen palsu' },
      }),
    );
    expect((await rowsOf(first.user.userId)).map((r) => [r.kind, r.params.reason])).toEqual([
      ['LOAN_SUBMITTED', undefined],
      ['LOAN_CANCELLED', 'Dokumen palsu'],
    ]);
    // Indonesian, the default language.
    expect((await mailsTo(first.user.email)).at(-1)).toMatchObject({
      subject: 'Pengajuan pinjaman dibatalkan',
      body: expect.stringContaining('alasan: Dokumen palsu'),
    });

    const second = await borrowerWithDraft('Rina Kartika');
    await ok(rest(product, 'PUT', `/loan/${second.loanId}/submit`, { token: second.user.token }));
    await ok(
      rest(product, 'PUT', `/loan/submission/${second.loanId}/cancel`, {
        token: second.user.token,
        body: { reason: 'Tidak jadi' },
      }),
    );
    expect((await rowsOf(second.user.userId)).map((r) => r.kind)).toEqual(['LOAN_SUBMITTED']);
  });
});

describe('profile and wallet notifications', () => {
  it('a section validated and one rejected with the reason; no e-mail when unsubscribed', async () => {
    const user = await makeUser(product, { fullName: 'Agus Salim' });
    await completeBorrowerData(product, user);
    await ok(rest(product, 'POST', '/account/unsubscribe/authorized', { token: user.token }));
    const before = (await mailsTo(user.email)).length;
    await ok(
      rest(product, 'PUT', `/staff/validations/${user.userId}/personal/validate`, {
        token: admin,
      }),
    );
    await ok(
      rest(product, 'PUT', `/staff/validations/${user.userId}/jobs/reject`, {
        token: admin,
        body: { reason: 'Penghasilan tidak sesuai slip gaji' },
      }),
    );
    expect(await rowsOf(user.userId)).toEqual([
      { kind: 'SECTION_VALIDATED', params: { section: 'personal' }, read: false },
      {
        kind: 'SECTION_REJECTED',
        params: { section: 'jobs', reason: 'Penghasilan tidak sesuai slip gaji' },
        read: false,
      },
    ]);
    expect(await mailsTo(user.email)).toHaveLength(before);
  });

  it('a section decision e-mails a subscribed user in Indonesian by default', async () => {
    const user = await makeUser(product, { fullName: 'Wati Susilo' });
    await completeBorrowerData(product, user);
    await ok(
      rest(product, 'PUT', `/staff/validations/${user.userId}/jobs/reject`, {
        token: admin,
        body: { reason: 'Slip gaji buram' },
      }),
    );
    expect((await mailsTo(user.email)).at(-1)).toEqual({
      subject: 'Data Anda perlu diperbaiki',
      body: expect.stringContaining(
        'Bagian data pekerjaan dari data Anda ditolak dengan alasan: Slip gaji buram',
      ),
    });
  });

  it('a wallet approved, and another refused with the reason', async () => {
    const approvedLender = await makeUser(product, { role: 'lender', fullName: 'Hendra Gunawan' });
    await setLocale(approvedLender, 'en');
    await ok(
      rest(product, 'POST', '/wallet/request', {
        token: approvedLender.token,
        body: { kind: 'VA', consent: true },
      }),
    );
    await ok(
      rest(product, 'PUT', `/wallet/lenders/${approvedLender.userId}/approve`, { token: admin }),
    );
    expect(await rowsOf(approvedLender.userId)).toEqual([
      { kind: 'WALLET_APPROVED', params: { walletKind: 'VA' }, read: false },
    ]);
    expect((await mailsTo(approvedLender.email)).at(-1)?.subject).toBe(
      'Your wallet has been approved',
    );

    const refusedLender = await makeUser(product, { role: 'lender', fullName: 'Lina Marlina' });
    await ok(
      rest(product, 'POST', '/wallet/request', {
        token: refusedLender.token,
        body: { kind: 'VA', consent: true },
      }),
    );
    await ok(
      rest(product, 'PUT', `/wallet/lenders/${refusedLender.userId}/refuse`, {
        token: admin,
        body: { reason: 'DATA_MISMATCH' },
      }),
    );
    expect(await rowsOf(refusedLender.userId)).toEqual([
      { kind: 'WALLET_REFUSED', params: { refusal: 'DATA_MISMATCH' }, read: false },
    ]);
    expect((await mailsTo(refusedLender.email)).at(-1)).toMatchObject({
      subject: 'Permintaan dompet ditolak',
      body: expect.stringContaining('Data tidak sesuai dengan KTP'),
    });
  });
});

describe('the list', () => {
  it('newest first in keyset pages; only the owner reads or marks theirs', async () => {
    const owner = await makeUser(product, { fullName: 'Yusuf Maulana' });
    const other = await makeUser(product, { fullName: 'Fajar Nugroho' });
    await completeBorrowerData(product, owner);
    for (const section of ['personal', 'jobs', 'familyReference']) {
      await ok(
        rest(product, 'PUT', `/staff/validations/${owner.userId}/${section}/validate`, {
          token: admin,
        }),
      );
    }
    type Page = { data: Array<{ id: number; params: { section: string } }>; next: string | null };
    const first = (await ok(rest(product, 'GET', '/notifications?limit=2', { token: owner.token })))
      .data as Page;
    expect(first.data.map((n) => n.params.section)).toEqual(['familyReference', 'jobs']);
    expect(first.next).not.toBeNull();
    const second = (
      await ok(
        rest(product, 'GET', `/notifications?limit=2&after=${first.next}`, { token: owner.token }),
      )
    ).data as Page;
    expect(second).toEqual({
      data: [expect.objectContaining({ params: { section: 'personal' } })],
      next: null,
    });

    // Another user's notifications are absent to them: not listed, not markable.
    const othersList = await rest(product, 'GET', '/notifications', { token: other.token });
    expect(othersList.body).toEqual({ data: { data: [], next: null } });
    const target = first.data[0]?.id;
    const foreign = await rest(product, 'PUT', `/notifications/${target}/read`, {
      token: other.token,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ code: 'NOTIFICATION_NOT_FOUND' });
    expect((await rowsOf(owner.userId)).every((r) => !r.read)).toBe(true);
    const noToken = await rest(product, 'GET', '/notifications/unread-count');
    expect(noToken.status).toBe(401);

    const marked = await rest(product, 'PUT', `/notifications/${target}/read`, {
      token: owner.token,
    });
    expect(marked.status).toBe(200);
    expect((marked.body.data as { readAt: string | null }).readAt).not.toBeNull();
    const count = () => rest(product, 'GET', '/notifications/unread-count', { token: owner.token });
    expect((await count()).body).toEqual({ data: { unread: 2 } });
    const all = await rest(product, 'PUT', '/notifications/read-all', { token: owner.token });
    expect(all.body).toEqual({ data: { marked: 2 } });
    expect((await count()).body).toEqual({ data: { unread: 0 } });
  });
});

describe('the language of e-mails', () => {
  it('is taken from Accept-Language at registration', async () => {
    const email = `daftar.${Date.now()}@example.id`;
    const response = await fetch(`${product.url}/api/account/register`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-language': 'de;q=0.9, en-GB;q=0.8, id;q=0.5',
      },
      body: JSON.stringify({
        email,
        phone: '081298765432',
        fullName: 'Putri Ayu Lestari',
        password: 'Kopi!Susu7',
        confirmPassword: 'Kopi!Susu7',
        role: 'borrower',
        isPersonal: true,
        termsAccepted: true,
      }),
    });
    expect(response.status).toBe(201);
    const [user] = await product.db.query<{ locale: string }>(
      'SELECT locale FROM users WHERE email = $1',
      [email],
    );
    expect(user?.locale).toBe('en');
  });
});

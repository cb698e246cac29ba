// Issue 15: the borrower's files in staff hands, through every REST route that can take a file
// off a loan (the collateral, the borrower data, the photos). Staff read every file; they never
// delete one (409 FILE_DELETE_FORBIDDEN in the caller's language, nothing changes in the
// database); another file takes one's place only with a reason, which the loan's history keeps
// beside who did it. The borrower's own edits are not limited by it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bailOf,
  completeApplication,
  isoDateInDays,
  PDF_BYTES,
  PNG_BYTES,
  personalInfo,
  productIdByCode,
  uploadFile,
} from '../support/application.ts';
import { loginAs, rest, startTestProduct, type TestProduct } from '../support/test-product.ts';

let product: TestProduct;
let borrower: string;
let admin: string;

beforeAll(async () => {
  product = await startTestProduct();
  [borrower, admin] = await Promise.all([
    loginAs(product, 'borrower@lumbung.test'),
    loginAs(product, 'admin@lumbung.test'),
  ]);
});
afterAll(() => product.close());

/** Everything a loan holds that a refused edit must leave alone. */
async function snapshotOf(id: number) {
  const [loan] = await product.db.query(
    `SELECT l.bailcertificatefile, l.other_document_files, l.bailcity,
            (SELECT count(*)::int FROM loan_events e WHERE e.loan_id = l.id) AS events,
            (SELECT document_npwp FROM loan_borrower_info i WHERE i.loan_id = l.id) AS tax_card,
            (SELECT photos FROM loan_bail_photos p WHERE p.loan_id = l.id) AS photos
       FROM loans l WHERE l.id = $1`,
    [id],
  );
  return loan;
}

type Loan = {
  id: number;
  certificate: string;
  other: string;
  taxCard: string;
  photos: string[];
};

/** A submitted application (REVIEW) with a certificate, another document, a tax card, two photos. */
async function loanInReview(): Promise<Loan> {
  const created = await rest(product, 'POST', '/loan', {
    token: borrower,
    body: {
      productid: await productIdByCode(product, 'PF'),
      genapplicationvalue: '200000000',
      genrequireddate: isoDateInDays(product, 20),
      genpurpose: 'Modal kerja',
    },
  });
  const id = (created.body.data as { id: number }).id;
  await completeApplication(product, borrower, id);
  const certificate = await uploadFile(product, borrower, PDF_BYTES, 'sertifikat.pdf');
  const other = await uploadFile(product, borrower, PDF_BYTES, 'lain.pdf');
  const taxCard = await uploadFile(product, borrower, PDF_BYTES, 'npwp.pdf');
  const photos = [
    await uploadFile(product, borrower, PNG_BYTES, 'depan.png', '?kind=image'),
    await uploadFile(product, borrower, PNG_BYTES, 'samping.png', '?kind=image'),
  ];
  const saves = [
    await rest(product, 'PUT', `/loan/${id}/bail`, {
      token: borrower,
      body: bailOf(certificate, { otherDocumentFiles: [other] }),
    }),
    await rest(product, 'PUT', `/loan/${id}/borrower_info`, {
      token: borrower,
      body: personalInfo({ documentnpwp: taxCard }),
    }),
    await rest(product, 'PUT', `/loan/${id}/bail/photo`, {
      token: borrower,
      body: { photo: photos },
    }),
    await rest(product, 'PUT', `/loan/${id}/submit`, { token: borrower }),
  ];
  expect(saves.map((save) => save.status)).toEqual([200, 200, 200, 200]);
  return { id, certificate, other, taxCard, photos };
}

const DELETE_ID =
  'Staf tidak dapat menghapus file peminjam; ganti file dengan menyebutkan alasannya';
const DELETE_EN =
  "Staff cannot delete the borrower's files; replace a file and give the reason instead";

describe('staff never delete a borrower file', () => {
  it('refuses every way of taking a file off the loan with 409 FILE_DELETE_FORBIDDEN; nothing changes', async () => {
    const loan = await loanInReview();
    const before = await snapshotOf(loan.id);
    const bail = (overrides: Record<string, unknown>) =>
      rest(product, 'PUT', `/loan/${loan.id}/bail`, {
        token: admin,
        body: bailOf(loan.certificate, { otherDocumentFiles: [loan.other], ...overrides }),
      });
    const attempts: Array<[string, () => ReturnType<typeof rest>]> = [
      // The certificate emptied, as 'Hapus file' did, whichever way "empty" is sent.
      ['bailcertificatefile', () => bail({ bailcertificatefile: '' })],
      ['bailcertificatefile', () => bail({ bailcertificatefile: null })],
      ['otherDocumentFiles', () => bail({ otherDocumentFiles: [] })],
      [
        'documentnpwp',
        () =>
          rest(product, 'PUT', `/loan/${loan.id}/borrower_info`, {
            token: admin,
            body: personalInfo({ documentnpwp: '' }),
          }),
      ],
      [
        'photo',
        () =>
          rest(product, 'PUT', `/loan/${loan.id}/bail/photo`, {
            token: admin,
            body: { photo: [loan.photos[0]], replacereason: 'Foto ganda' },
          }),
      ],
    ];
    for (const [field, send] of attempts) {
      const refused = await send();
      expect(refused.status, field).toBe(409);
      expect(refused.body, field).toEqual({
        message: DELETE_ID,
        code: 'FILE_DELETE_FORBIDDEN',
        reason: 'FILE_DELETE_FORBIDDEN',
        fields: { [field]: DELETE_ID },
      });
    }
    // The same words in English for an English caller.
    const english = await rest(product, 'PUT', `/loan/${loan.id}/bail`, {
      token: admin,
      headers: { 'accept-language': 'en' },
      body: bailOf('', { otherDocumentFiles: [loan.other] }),
    });
    expect(english.status).toBe(409);
    expect(english.body).toMatchObject({ code: 'FILE_DELETE_FORBIDDEN', message: DELETE_EN });
    // Nothing was written: no file taken off, no history row.
    expect(await snapshotOf(loan.id)).toEqual(before);
  });

  it('lets staff read every file and add one; the borrower still removes their own in a draft', async () => {
    const loan = await loanInReview();
    for (const path of [loan.certificate, loan.other, loan.taxCard, ...loan.photos]) {
      const read = await fetch(`${product.url}${path}`, {
        headers: { authorization: `Bearer ${admin}` },
      });
      expect(read.status, path).toBe(200);
    }
    const third = await uploadFile(product, admin, PNG_BYTES, 'staf.png', '?kind=image');
    const added = await rest(product, 'PUT', `/loan/${loan.id}/bail/photo`, {
      token: admin,
      body: { photo: [...loan.photos, third] },
    });
    expect(added.status).toBe(200);
    expect((await snapshotOf(loan.id))?.photos).toEqual([...loan.photos, third]);

    // The borrower's own draft: removing the certificate is theirs to do.
    const draft = await rest(product, 'POST', '/loan', {
      token: borrower,
      body: {
        productid: await productIdByCode(product, 'PF'),
        genapplicationvalue: '100000000',
        genrequireddate: isoDateInDays(product, 20),
        genpurpose: 'Modal kerja',
      },
    });
    const draftId = (draft.body.data as { id: number }).id;
    await completeApplication(product, borrower, draftId);
    const emptied = await rest(product, 'PUT', `/loan/${draftId}/bail`, {
      token: borrower,
      body: bailOf(''),
    });
    expect(emptied.status).toBe(200);
    expect((await snapshotOf(draftId))?.bailcertificatefile).toBeNull();
  });
});

describe('staff replace a borrower file only with a reason, kept in the history', () => {
  it('refuses a replacement without a reason (400 FILE_REPLACE_REASON_REQUIRED); with one, saves it and audits actor and reason', async () => {
    const loan = await loanInReview();
    const clearer = await uploadFile(product, admin, PDF_BYTES, 'sertifikat-jelas.pdf');
    const before = await snapshotOf(loan.id);
    const replace = (replacereason?: string) =>
      rest(product, 'PUT', `/loan/${loan.id}/bail`, {
        token: admin,
        body: bailOf(clearer, {
          otherDocumentFiles: [loan.other],
          ...(replacereason === undefined ? {} : { replacereason }),
        }),
      });

    for (const reason of [undefined, '   ']) {
      const refused = await replace(reason);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        message: 'Sebutkan alasan mengganti file peminjam',
        code: 'FILE_REPLACE_REASON_REQUIRED',
        reason: 'FILE_REPLACE_REASON_MISSING',
        fields: { replacereason: 'Sebutkan alasan mengganti file peminjam' },
      });
    }
    expect(await snapshotOf(loan.id)).toEqual(before);

    const saved = await replace('Pindaian sertifikat sebelumnya tidak terbaca');
    expect(saved.status).toBe(200);
    expect((await snapshotOf(loan.id))?.bailcertificatefile).toBe(clearer);
    const [row] = await product.db.query<{
      event: string;
      actor_role: string;
      actor: string;
      reason: string;
    }>(
      `SELECT e.event, e.actor_role, u.email AS actor, e.reason
         FROM loan_events e JOIN users u ON u.id = e.actor_id
        WHERE e.loan_id = $1 ORDER BY e.id DESC LIMIT 1`,
      [loan.id],
    );
    expect(row).toEqual({
      event: 'application.staffEdit',
      actor_role: 'admin',
      actor: 'admin@lumbung.test',
      reason: 'Pindaian sertifikat sebelumnya tidak terbaca',
    });

    // A photo swapped for another (one out, one in) is a replacement too: with its reason.
    const sharper = await uploadFile(product, admin, PNG_BYTES, 'tajam.png', '?kind=image');
    const swap = (replacereason?: string) =>
      rest(product, 'PUT', `/loan/${loan.id}/bail/photo`, {
        token: admin,
        body: { photo: [sharper, loan.photos[1]], ...(replacereason ? { replacereason } : {}) },
      });
    expect((await swap()).body).toMatchObject({ code: 'FILE_REPLACE_REASON_REQUIRED' });
    expect((await swap('Foto depan buram')).status).toBe(200);
    expect((await snapshotOf(loan.id))?.photos).toEqual([sharper, loan.photos[1]]);
  });
});

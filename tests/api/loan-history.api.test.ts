// Issue 15: the loan's history says what an edit changed. Each save of the application keeps on
// its audit row the fields it changed, before and after (as stored), and the trail answers them
// with words: the field's name, a product's, an enumeration's and a file's own name beside the
// stored value, the kind telling a client to show money in rupiah and dates DD-MM-YYYY.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bailOf,
  completeApplication,
  isoDateInDays,
  PDF_BYTES,
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

type Change = { field: string; before: string | null; after: string | null };

async function storedChanges(loanId: number): Promise<Array<{ event: string; changes: Change[] }>> {
  return product.db.query(
    "SELECT event, changes FROM loan_events WHERE loan_id = $1 AND event LIKE 'application.%' ORDER BY id",
    [loanId],
  );
}

describe('what an edit changed', () => {
  it('keeps field, before and after on the audit row, and answers them with words', async () => {
    const pf = await productIdByCode(product, 'PF');
    const scf = await productIdByCode(product, 'SCF');
    const created = await rest(product, 'POST', '/loan', {
      token: borrower,
      body: {
        productid: pf,
        genapplicationvalue: '75000000',
        genrequireddate: isoDateInDays(product, 20),
        genpurpose: 'Modal kerja',
      },
    });
    const id = (created.body.data as { id: number }).id;
    await completeApplication(product, borrower, id);
    const loanData = (value: string, productid = pf) =>
      rest(product, 'PUT', `/loan/${id}`, {
        token: borrower,
        body: {
          productid,
          genapplicationvalue: value,
          genrequireddate: isoDateInDays(product, 20),
          genpurpose: 'Modal kerja',
        },
      });
    // The same amount written another way is no change; a new amount and product are.
    expect((await loanData('75000000.00')).status).toBe(200);
    expect((await loanData('80000000', scf)).status).toBe(200);

    const stored = await storedChanges(id);
    expect(stored.at(-2)).toEqual({ event: 'application.edit', changes: [] });
    expect(stored.at(-1)).toEqual({
      event: 'application.edit',
      changes: [
        { field: 'productid', before: String(pf), after: String(scf) },
        { field: 'genapplicationvalue', before: '75000000.00', after: '80000000.00' },
      ],
    });

    await rest(product, 'PUT', `/loan/${id}/submit`, { token: borrower });
    // Staff replace the certificate (with a reason) and correct the collateral type.
    const [loan] = await product.db.query<{ bailcertificatefile: string }>(
      'SELECT bailcertificatefile FROM loans WHERE id = $1',
      [id],
    );
    const clearer = await uploadFile(product, admin, PDF_BYTES, 'sertifikat-jelas.pdf');
    const bail = await rest(product, 'PUT', `/loan/${id}/bail`, {
      token: admin,
      body: bailOf(clearer, {
        bailtype: 'TANAH',
        bailestimatedvalue: '600000000',
        replacereason: 'Pindaian tidak terbaca',
      }),
    });
    expect(bail.status).toBe(200);

    const trail = await rest(product, 'GET', `/loan/${id}/events`, { token: admin });
    const entries = (trail.body.data as { data: Array<Record<string, unknown>> }).data;
    const edit = entries.at(-1);
    expect(edit).toMatchObject({
      event: 'application.staffEdit',
      actorName: 'Staf Lumbung',
      reason: 'Pindaian tidak terbaca',
    });
    expect(edit?.changes).toEqual([
      {
        field: 'bailtype',
        label: { id: 'Jenis Jaminan', en: 'Guarantee type' },
        kind: 'CHOICE',
        before: 'RUMAH_TINGGAL',
        after: 'TANAH',
        beforeText: { id: 'Rumah tinggal', en: 'House' },
        afterText: { id: 'Tanah', en: 'Land' },
      },
      {
        field: 'bailcertificatefile',
        label: { id: 'Dokumen Sertifikat', en: 'Certificate file' },
        kind: 'FILE',
        before: loan?.bailcertificatefile,
        after: clearer,
        beforeText: { id: 'sertifikat.pdf', en: 'sertifikat.pdf' },
        afterText: { id: 'sertifikat-jelas.pdf', en: 'sertifikat-jelas.pdf' },
      },
      {
        field: 'bailestimatedvalue',
        label: { id: 'Nilai Taksiran Jaminan', en: 'Estimated collateral value' },
        kind: 'MONEY',
        before: '500000000.00',
        after: '600000000.00',
        beforeText: null,
        afterText: null,
      },
    ]);
    const productChange = entries
      .flatMap((entry) => entry.changes as Array<Record<string, unknown>>)
      .find((change) => change.field === 'productid');
    expect(productChange).toMatchObject({
      beforeText: { id: 'Pembiayaan Proyek', en: 'Project financing' },
      afterText: { id: 'Supply Chain Financing', en: 'Supply chain financing' },
    });
  });
});

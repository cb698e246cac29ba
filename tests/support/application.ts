// Filling in a loan application through the REST API, as the form does: upload the files, save
// the borrower data and the collateral. Small builders; each test overrides what it checks. The
// calls and the builders are the simulator's (sim/loan-application.ts): tests and the simulator
// apply for loans the same way.
import { wibDate } from '../../api/reference/wib-date.ts';
import { httpClient } from '../../sim/client.ts';
import { loanApplicationCalls } from '../../sim/loan-application.ts';
import type { TestProduct } from './test-product.ts';

export { bailOf, companyInfo, PDF_BYTES, personalInfo } from '../../sim/loan-application.ts';

/** A PNG signature followed by padding: enough for the file service's content sniffing. */
export const PNG_BYTES = (() => {
  const bytes = new Uint8Array(64);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return bytes;
})();

/** The WIB day `days` after the product's clock, as the API's ISO dates read (YYYY-MM-DD). */
export const isoDateInDays = (product: TestProduct, days: number) =>
  wibDate(new Date(product.clock.now.getTime() + days * 86_400_000));

/** The id of the product with this code (KPR, …) in the product's database. */
export async function productIdByCode(product: TestProduct, code: string): Promise<number> {
  const [row] = await product.db.query<{ id: number }>('SELECT id FROM products WHERE code = $1', [
    code,
  ]);
  if (!row) throw new Error(`no product ${code}`);
  return row.id;
}

/** Uploads a file as the token's owner and answers its path (/file/<name>). */
export async function uploadFile(
  product: TestProduct,
  token: string,
  bytes: Uint8Array<ArrayBuffer>,
  name: string,
  query = '',
): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  const response = await fetch(`${product.url}/file/upload${query}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await response.json()) as { data?: { path: string } };
  if (!body.data) throw new Error(`upload failed: ${JSON.stringify(body)}`);
  return body.data.path;
}

/** The application's calls as the simulator makes them, over HTTP to the test's product. */
export const applicationCalls = (product: TestProduct) =>
  loanApplicationCalls(httpClient(product.url));

/** Saves complete borrower data and collateral on a loan, so that it can be submitted. */
export function completeApplication(
  product: TestProduct,
  token: string,
  loanId: number,
  options: { personal?: boolean; bail?: Record<string, unknown> } = {},
): Promise<void> {
  return applicationCalls(product).complete(token, loanId, options);
}

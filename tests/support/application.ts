// Filling in a loan application through the REST API, as the form does: upload the files, save
// the borrower data and the collateral. Small builders; each test overrides what it checks.
import { rest, type TestProduct } from './test-product.ts';

export const PDF_BYTES = new Uint8Array([...Buffer.from('%PDF-1.7\n%%EOF\n')]);
/** A PNG signature followed by padding: enough for the file service's content sniffing. */
export const PNG_BYTES = (() => {
  const bytes = new Uint8Array(64);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return bytes;
})();

/** The date `days` after the product's clock, as the API's ISO dates read (YYYY-MM-DD). */
export const isoDateInDays = (product: TestProduct, days: number) =>
  new Date(product.clock.now.getTime() + days * 86_400_000).toISOString().slice(0, 10);

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

export function personalInfo(overrides: Record<string, unknown> = {}) {
  return {
    profilestatus: true,
    ktpstatus: true,
    addressstatus: true,
    npwpstatus: true,
    genfullname: 'Budi Santoso',
    genbirthplace: 'Bandung',
    genbirthdate: '12-04-1985',
    gengender: 'male',
    gennationality: 'WNI',
    numbernpwp: '12.345.678.9-012.000',
    ...overrides,
  };
}

export function companyInfo(overrides: Record<string, unknown> = {}) {
  return {
    profilestatus: true,
    ktpstatus: true,
    addressstatus: true,
    npwpstatus: true,
    gencompanyname: 'PT Sinar Jaya Abadi',
    gencompanydescription: 'Distributor bahan bangunan',
    ...overrides,
  };
}

export function bailOf(certificate: string, overrides: Record<string, unknown> = {}) {
  return {
    bailtype: 'RUMAH_TINGGAL',
    bailcertificatetype: 'SHM',
    bailcertificatenumber: '10.01.02.03.1.00456',
    bailcertificatefile: certificate,
    bailestimatedvalue: '500000000.00',
    bailsurfacearea: '120',
    bailbuildingarea: '90.5',
    bailaddress: 'Jl. Melati No. 5',
    bailregion: 'Cihapit',
    baildistrict: 'Bandung Wetan',
    bailcity: 'Kota Bandung',
    bailprovince: 'Jawa Barat',
    bailpostcode: '40114',
    bailcountry: 'INDONESIA',
    insurance: true,
    otherDocumentFiles: [],
    ...overrides,
  };
}

/** Saves complete borrower data and collateral on a loan, so that it can be submitted. */
export async function completeApplication(
  product: TestProduct,
  token: string,
  loanId: number,
  options: { personal?: boolean; bail?: Record<string, unknown> } = {},
): Promise<void> {
  const info = options.personal === false ? companyInfo() : personalInfo();
  const saved = await rest(product, 'PUT', `/loan/${loanId}/borrower_info`, { token, body: info });
  if (saved.status !== 200) throw new Error(`borrower info: ${JSON.stringify(saved.body)}`);
  const certificate = await uploadFile(product, token, PDF_BYTES, 'sertifikat.pdf');
  const bail = await rest(product, 'PUT', `/loan/${loanId}/bail`, {
    token,
    body: bailOf(certificate, options.bail),
  });
  if (bail.status !== 200) throw new Error(`bail: ${JSON.stringify(bail.body)}`);
}

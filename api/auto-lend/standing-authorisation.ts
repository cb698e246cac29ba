// The standing authorisation (kuasa pendanaan otomatis) a lender accepts when enabling auto-lend
// (issue 21). Today each funding has its own investment agreement that the lender signs at the
// signature provider once the loan is fully funded (api/agreements/investment-agreement.ts,
// machines/signature/investment-agreement.rules.ts), and the loan waits in FUNDING_COMPLETED until
// every one is signed. A lender who lets auto-lend fund for them is not there to sign each one,
// so the authorisation gives the platform a power of attorney to enter each investment agreement
// that auto-lend makes, on the terms of the loan's fact sheet and within the lender's rules: an
// auto-funded piece's agreement is concluded under this authorisation (its document can still be
// read and signed), and the disbursement does not wait for a signature on it
// (api/disbursement/disbursement.ts fundingsAwaitingAgreement). The text shown is stored with
// the acceptance, with its hash and the product's time, and never changed.
import { createHash } from 'node:crypto';
import type { Text } from '../../machines/shared/i18n-text.ts';
import type { Queryable } from '../db/db.ts';

export const AUTHORISATION_VERSION = '2027-01';

export const AUTHORISATION_TEXT: Text = {
  id: [
    'Dengan mengaktifkan pendanaan otomatis, saya memberi kuasa kepada Lumbung untuk, atas nama saya, mendanai pinjaman yang sesuai dengan aturan yang saya tetapkan (grade, produk, jangka waktu, bunga minimum, jumlah per pinjaman, total maksimum dan saldo yang disisihkan) dan untuk menandatangani perjanjian pemberian pinjaman (perjanjian investasi) untuk setiap pendanaan tersebut sesuai dengan ringkasan informasi pinjaman yang ditampilkan di marketplace.',
    'Saya memahami bahwa setiap pinjaman ditampilkan di marketplace selama masa pratinjau sebelum pendanaan otomatis dilakukan, bahwa saya dapat mengecualikan pinjaman tertentu selama masa itu, dan bahwa saya dapat menjeda atau menutup aturan saya kapan saja; kuasa ini tidak berlaku untuk pendanaan yang dilakukan setelah aturan dijeda atau ditutup.',
    'Saya memahami risiko pendanaan: dana tidak dijamin, dapat terjadi keterlambatan atau gagal bayar, dan Lumbung bukan pihak dalam pinjaman.',
  ].join('\n\n'),
  en: [
    'By enabling auto-lend I authorise Lumbung, on my behalf, to fund loans that match the rules I set (grades, products, term, minimum interest, amount per loan, maximum total and the balance to keep) and to sign the lending agreement (investment agreement) for each such funding according to the loan’s fact sheet shown in the marketplace.',
    'I understand that each loan is shown in the marketplace for a preview window before auto-lend funds it, that I may opt out of a loan during that window, and that I may pause or close my rules at any time; this authorisation does not cover fundings after a rule is paused or closed.',
    'I understand the risks of lending: the money is not guaranteed, repayments may be late or fail, and Lumbung is not a party to the loans.',
  ].join('\n\n'),
};

const hashOf = (text: Text) =>
  createHash('sha256').update(`${text.id}\n\n---\n\n${text.en}`).digest('hex');

export const currentAuthorisation = () => ({
  version: AUTHORISATION_VERSION,
  text: AUTHORISATION_TEXT,
  sha256: hashOf(AUTHORISATION_TEXT),
});

export type AcceptedAuthorisation = {
  id: string;
  version: string;
  acceptedAt: Date;
  sha256: string;
};

/** Records that the lender accepted the current text now (the product's clock). */
export async function acceptAuthorisation(
  q: Queryable,
  lenderId: string,
  now: Date,
): Promise<AcceptedAuthorisation> {
  const current = currentAuthorisation();
  const [row] = await q.query<{ id: string }>(
    `INSERT INTO auto_lend_authorisations
       (lender_id, version, text_id, text_en, text_sha256, accepted_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::text AS id`,
    [lenderId, current.version, current.text.id, current.text.en, current.sha256, now],
  );
  if (!row) throw new Error('authorisation not recorded');
  return { id: row.id, version: current.version, acceptedAt: now, sha256: current.sha256 };
}

/** The lender's latest accepted authorisation, or null. */
export async function latestAuthorisation(
  q: Queryable,
  lenderId: string,
): Promise<AcceptedAuthorisation | null> {
  const [row] = await q.query<{
    id: string;
    version: string;
    accepted_at: Date;
    text_sha256: string;
  }>(
    `SELECT id::text AS id, version, accepted_at, text_sha256 FROM auto_lend_authorisations
      WHERE lender_id = $1 ORDER BY id DESC LIMIT 1`,
    [lenderId],
  );
  return row
    ? { id: row.id, version: row.version, acceptedAt: row.accepted_at, sha256: row.text_sha256 }
    : null;
}

// The borrower's application on a loan: its loan data, the borrower data (spec §3 Borrower
// info), the collateral (bail) and its photos. Every change is an edit event of the lifecycle
// machine (application.edit for the owner, application.staffEdit for staff), so the machine
// alone decides who may change what when; the writes run in the event's transaction and a
// refused edit changes nothing. Submitting offers the machine what the stored application holds.
import type {
  FieldGroup,
  FormFacts,
} from '../../machines/application-form/application-form.types.ts';
import { applicationTermsOf, editEventType } from '../../machines/loan/loan.selectors.ts';
import {
  fileList,
  filesReplaced,
  type StaffFileValues,
} from '../../machines/loan/loan.staff-files.ts';
import type {
  ApplicationTerms,
  FieldValues,
  StaffLockedField,
  StaffLockedFieldValues,
} from '../../machines/loan/loan.types.ts';
import type { Viewer } from '../accounts/tokens.ts';
import type { Db, Queryable } from '../db/db.ts';
import { assertOwnFiles } from '../files/file-references.ts';
import { invalidInput } from '../http/errors.ts';
import { wibDate } from '../reference/wib-date.ts';
import { applyLoanEvent } from './apply-loan-event.ts';
import { assertApplicationValueWithinLimit } from './borrower-exposure.ts';
import { borrowerInfoFromProfile } from './borrower-info-from-profile.ts';
import { checkLoanData, type NewLoan, productAndDeveloperOf } from './create-loan.ts';
import { changedFields, changedFileList, type FieldChange } from './loan-changes.ts';
import { bailView, type LoanRecord } from './loan-record.ts';

// ---------------------------------------------------------------------------------------------
// Borrower info

export type BorrowerInfoRecord = {
  loan_id: number;
  gen_fullname: string;
  gen_birthplace: string;
  gen_birthdate: string | null;
  gen_address: string;
  gen_gender: 'MALE' | 'FEMALE' | null;
  gen_country: string;
  gen_nationality: string;
  gen_company_name: string;
  gen_company_description: string;
  number_npwp: string;
  document_npwp: string | null;
  profile_status: boolean;
  ktp_status: boolean;
  address_status: boolean;
  npwp_status: boolean;
};

export type BorrowerInfoInput = {
  genfullname?: string | undefined;
  genbirthplace?: string | undefined;
  /** YYYY-MM-DD (already normalised from the payload's DD-MM-YYYY). */
  genbirthdate?: string | null | undefined;
  genaddress?: string | undefined;
  gengender?: 'MALE' | 'FEMALE' | null | undefined;
  gencountry?: string | undefined;
  gennationality?: string | undefined;
  gencompanyname?: string | undefined;
  gencompanydescription?: string | undefined;
  numbernpwp?: string | undefined;
  documentnpwp?: string | null | undefined;
  profilestatus?: boolean | undefined;
  ktpstatus?: boolean | undefined;
  addressstatus?: boolean | undefined;
  npwpstatus?: boolean | undefined;
  /** Staff: why they replace the borrower's tax card file (issue 15). */
  replacereason?: string | undefined;
};

const INFO_COLUMNS = `loan_id, gen_fullname, gen_birthplace, gen_birthdate, gen_address, gen_gender,
  gen_country, gen_nationality, gen_company_name, gen_company_description, number_npwp,
  document_npwp, profile_status, ktp_status, address_status, npwp_status`;

/**
 * A new loan's borrower data: the borrower's profile is the source of truth; a field the profile
 * lacks (nationality, country, the confirmations, an absent optional field) comes from the
 * borrower's latest loan, and with neither the name comes from the account.
 */
export async function copyBorrowerInfo(
  q: Queryable,
  loanId: number,
  borrower: { userId: string; isPersonal: boolean },
): Promise<void> {
  const [previous] = await q.query<BorrowerInfoRecord>(
    `SELECT ${INFO_COLUMNS} FROM loan_borrower_info i
      WHERE i.loan_id = (SELECT max(b.loan_id) FROM loan_borrower_info b
                           JOIN loans l ON l.id = b.loan_id
                          WHERE l.borrower_id = $1 AND l.id <> $2)`,
    [borrower.userId, loanId],
  );
  const [account] = await q.query<{ full_name: string }>(
    'SELECT full_name FROM users WHERE id = $1',
    [borrower.userId],
  );
  const fromAccount = account?.full_name ?? '';
  const base: BorrowerInfoRecord = previous ?? {
    ...(await findBorrowerInfo(q, loanId)),
    gen_fullname: borrower.isPersonal ? fromAccount : '',
    gen_company_name: borrower.isPersonal ? '' : fromAccount,
  };
  const info: BorrowerInfoRecord = {
    ...base,
    ...(await borrowerInfoFromProfile(q, borrower)),
    loan_id: loanId,
  };
  await q.query(
    `INSERT INTO loan_borrower_info (${INFO_COLUMNS})
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
    [
      info.loan_id,
      info.gen_fullname,
      info.gen_birthplace,
      info.gen_birthdate,
      info.gen_address,
      info.gen_gender,
      info.gen_country,
      info.gen_nationality,
      info.gen_company_name,
      info.gen_company_description,
      info.number_npwp,
      info.document_npwp,
      info.profile_status,
      info.ktp_status,
      info.address_status,
      info.npwp_status,
    ],
  );
}

export async function findBorrowerInfo(q: Queryable, loanId: number): Promise<BorrowerInfoRecord> {
  const [row] = await q.query<BorrowerInfoRecord>(
    `SELECT ${INFO_COLUMNS} FROM loan_borrower_info WHERE loan_id = $1`,
    [loanId],
  );
  // Loans created before borrower data was kept per loan have none yet: an empty record.
  return (
    row ?? {
      loan_id: loanId,
      gen_fullname: '',
      gen_birthplace: '',
      gen_birthdate: null,
      gen_address: '',
      gen_gender: null,
      gen_country: 'INDONESIA',
      gen_nationality: '',
      gen_company_name: '',
      gen_company_description: '',
      number_npwp: '',
      document_npwp: null,
      profile_status: false,
      ktp_status: false,
      address_status: false,
      npwp_status: false,
    }
  );
}

/** Spec §3 Borrower info, as the REST contract names it. */
export function borrowerInfoView(info: BorrowerInfoRecord, isPersonal: boolean) {
  return {
    genIsPersonal: isPersonal,
    genFullname: info.gen_fullname,
    genBirthplace: info.gen_birthplace,
    genBirthdate: info.gen_birthdate,
    genAddress: info.gen_address,
    genGender: info.gen_gender,
    genCountry: info.gen_country,
    genNationality: info.gen_nationality,
    genCompanyName: info.gen_company_name,
    genCompanyDescription: info.gen_company_description,
    numberNpwp: info.number_npwp,
    documentNpwp: info.document_npwp,
    profilestatus: info.profile_status,
    ktpstatus: info.ktp_status,
    addressstatus: info.address_status,
    npwpstatus: info.npwp_status,
  };
}

const blank = (value: string | null | undefined) => (value ?? '').trim() === '';

/** Spec §5: the personal group needs full name (6–50), birth place and date; company its two. */
function personalFieldErrors(info: {
  fullname: string;
  birthplace: string;
  birthdate: string | null;
}): Record<string, string> {
  const fields: Record<string, string> = {};
  const name = info.fullname.trim();
  if (name === '') fields.genfullname = 'required';
  else if (name.length < 6 || name.length > 50) {
    fields.genfullname = 'The full name must be 6 to 50 characters';
  }
  if (blank(info.birthplace)) fields.genbirthplace = 'required';
  if (blank(info.birthdate)) fields.genbirthdate = 'required';
  return fields;
}

function companyFieldErrors(info: { name: string; description: string }): Record<string, string> {
  const fields: Record<string, string> = {};
  if (blank(info.name)) fields.gencompanyname = 'required';
  if (blank(info.description)) fields.gencompanydescription = 'required';
  return fields;
}

// ---------------------------------------------------------------------------------------------
// Collateral

export type BailInput = {
  bailtype: string | null;
  bailcertificatetype: 'SHM' | 'SHGB' | 'LAINNYA' | null;
  bailcertificatenumber: string | null;
  bailcertificatefile: string | null;
  bailcertificate: string | null;
  bailestimatedvalue: string;
  pbbdocumentfile: string | null;
  imbdocumentfile: string | null;
  bailsurfacearea: string;
  bailbuildingarea: string;
  bailaddress: string;
  bailregion: string;
  baildistrict: string;
  bailcity: string;
  bailprovince: string;
  bailpostcode: string;
  bailcountry: string;
  insurance: boolean;
  otherDocumentFiles: string[];
  /** Staff: why they replace a borrower's file (issue 15). */
  replacereason?: string | undefined;
};

/** Spec §5: the bail group's required fields. */
const BAIL_REQUIRED = [
  'bailsurfacearea',
  'bailbuildingarea',
  'bailaddress',
  'bailregion',
  'baildistrict',
  'bailcity',
  'bailprovince',
  'bailpostcode',
  'bailestimatedvalue',
] as const;

function bailGroupComplete(loan: LoanRecord): boolean {
  return (
    BAIL_REQUIRED.every((field) => !blank(loan[field])) && /^\d{5}$/.test(loan.bailpostcode ?? '')
  );
}

/** The collateral as GET /loan/{id}/guarantee answers it. */
export function guaranteeView(loan: LoanRecord, photos: string[]) {
  return {
    ...bailView(loan),
    photo: photos,
  };
}

export type BailFile = {
  loanid: number;
  kind: 'certificate' | 'pbb' | 'imb' | 'other' | 'photo';
  path: string;
};

/** Every file of a loan's collateral, documents first, then the photos. */
export function bailFilesOf(loan: LoanRecord, photos: string[]): BailFile[] {
  const files: BailFile[] = [];
  const add = (kind: BailFile['kind'], path: unknown) => {
    if (typeof path === 'string' && path !== '') files.push({ loanid: loan.id, kind, path });
  };
  add('certificate', loan.bailcertificatefile);
  add('pbb', loan.pbbdocumentfile);
  add('imb', loan.imbdocumentfile);
  for (const path of loan.other_document_files) add('other', path);
  for (const path of photos) add('photo', path);
  return files;
}

export async function findBailPhotos(q: Queryable, loanId: number): Promise<string[]> {
  const [row] = await q.query<{ photos: string[] }>(
    'SELECT photos FROM loan_bail_photos WHERE loan_id = $1',
    [loanId],
  );
  return row?.photos ?? [];
}

export async function bailPhotosByLoan(
  q: Queryable,
  loanIds: number[],
): Promise<Map<number, string[]>> {
  const rows = await q.query<{ loan_id: number; photos: string[] }>(
    'SELECT loan_id, photos FROM loan_bail_photos WHERE loan_id = ANY($1::bigint[])',
    [loanIds],
  );
  return new Map(rows.map((row) => [Number(row.loan_id), row.photos]));
}

// ---------------------------------------------------------------------------------------------
// Edits

/** The people whose uploads a change may refer to: the loan's borrower and who makes it. */
const fileOwners = (loan: LoanRecord, viewer: Viewer) => [loan.borrower_id, viewer.userId];

type EditOptions = {
  terms?: (q: Queryable, loan: LoanRecord) => Promise<ApplicationTerms>;
  /** The stored and sent values of the locked fields the edit sends, for the machine's rule. */
  lockedFields?: (q: Queryable, loan: LoanRecord) => Promise<StaffLockedFieldValues>;
  /** The borrower's files of each slot the edit sends, stored and sent (issue 15). */
  files?: (q: Queryable, loan: LoanRecord) => Promise<StaffFileValues>;
  /** Why staff put another file in a borrower's file's place: the audit row keeps it. */
  replaceReason?: string | null | undefined;
};

/**
 * An edit of the application: the machine's edit event, and the write, which answers what it
 * changed field by field (issue 15) for the edit's audit row.
 */
function editApplication(
  db: Db,
  loanId: number,
  viewer: Viewer,
  write: (q: Queryable, loan: LoanRecord) => Promise<FieldChange[]>,
  options: EditOptions = {},
): Promise<LoanRecord> {
  let replaced = false;
  let changes: FieldChange[] = [];
  return applyLoanEvent(
    db,
    loanId,
    viewer,
    async (loan, q) => {
      const terms = options.terms
        ? await options.terms(q, loan)
        : applicationTermsOf(loan.machine_context);
      if (editEventType(viewer) === 'application.edit') return { type: 'application.edit', terms };
      const fields = options.lockedFields ? await options.lockedFields(q, loan) : {};
      const files = options.files ? await options.files(q, loan) : {};
      replaced = filesReplaced(files).length > 0;
      return {
        type: 'application.staffEdit',
        terms,
        fields,
        files,
        replaceReason: options.replaceReason ?? null,
      };
    },
    {
      alsoWrite: async (q, loan) => {
        changes = await write(q, loan);
      },
      // A replacement's reason goes on the edit's audit row, beside who made it.
      auditReason: () => (replaced ? (options.replaceReason ?? '').trim() : null),
      auditChanges: () => changes,
    },
  );
}

/** A sent value next to the stored one; a field the request leaves out is not sent. */
const sentBeside = (
  stored: string | null,
  sent: string | null | undefined,
): FieldValues | undefined => (sent === undefined ? undefined : { stored, sent });

/** Drops the fields a request does not send. */
function sentOnly(fields: Record<StaffLockedField, FieldValues | undefined>) {
  return Object.fromEntries(
    Object.entries(fields).filter(([, values]) => values !== undefined),
  ) as StaffLockedFieldValues;
}

export async function updateBorrowerInfo(
  db: Db,
  loanId: number,
  viewer: Viewer,
  input: BorrowerInfoInput,
): Promise<BorrowerInfoRecord> {
  await editApplication(
    db,
    loanId,
    viewer,
    async (q, loan) => {
      const current = await findBorrowerInfo(q, loanId);
      const next = {
        fullname: input.genfullname ?? current.gen_fullname,
        birthplace: input.genbirthplace ?? current.gen_birthplace,
        birthdate: input.genbirthdate === undefined ? current.gen_birthdate : input.genbirthdate,
        address: input.genaddress ?? current.gen_address,
        gender: input.gengender === undefined ? current.gen_gender : input.gengender,
        country: input.gencountry ?? current.gen_country,
        nationality: input.gennationality ?? current.gen_nationality,
        companyName: input.gencompanyname ?? current.gen_company_name,
        companyDescription: input.gencompanydescription ?? current.gen_company_description,
        npwp: input.numbernpwp ?? current.number_npwp,
        npwpFile: input.documentnpwp === undefined ? current.document_npwp : input.documentnpwp,
      };
      // Saving borrower data validates the borrower's own group (spec §5).
      const fields = loan.borrower_is_personal
        ? personalFieldErrors(next)
        : companyFieldErrors({ name: next.companyName, description: next.companyDescription });
      if (Object.keys(fields).length > 0) throw invalidInput(fields);
      await assertOwnFiles(q, fileOwners(loan, viewer), { documentnpwp: next.npwpFile });
      await q.query(
        `INSERT INTO loan_borrower_info (${INFO_COLUMNS})
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
       ON CONFLICT (loan_id) DO UPDATE SET
         gen_fullname = EXCLUDED.gen_fullname, gen_birthplace = EXCLUDED.gen_birthplace,
         gen_birthdate = EXCLUDED.gen_birthdate, gen_address = EXCLUDED.gen_address,
         gen_gender = EXCLUDED.gen_gender, gen_country = EXCLUDED.gen_country,
         gen_nationality = EXCLUDED.gen_nationality, gen_company_name = EXCLUDED.gen_company_name,
         gen_company_description = EXCLUDED.gen_company_description,
         number_npwp = EXCLUDED.number_npwp, document_npwp = EXCLUDED.document_npwp,
         profile_status = EXCLUDED.profile_status, ktp_status = EXCLUDED.ktp_status,
         address_status = EXCLUDED.address_status, npwp_status = EXCLUDED.npwp_status,
         updated_at = now()`,
        [
          loanId,
          next.fullname.trim(),
          next.birthplace.trim(),
          next.birthdate,
          next.address.trim(),
          next.gender,
          next.country.trim() || 'INDONESIA',
          next.nationality.trim(),
          next.companyName.trim(),
          next.companyDescription.trim(),
          next.npwp.trim(),
          next.npwpFile || null,
          input.profilestatus ?? current.profile_status,
          input.ktpstatus ?? current.ktp_status,
          input.addressstatus ?? current.address_status,
          input.npwpstatus ?? current.npwp_status,
        ],
      );
      return changedFields(
        [
          'genfullname',
          'genbirthplace',
          'genbirthdate',
          'genaddress',
          'gengender',
          'gencountry',
          'gennationality',
          'gencompanyname',
          'gencompanydescription',
          'numbernpwp',
          'documentnpwp',
        ],
        {
          genfullname: current.gen_fullname,
          genbirthplace: current.gen_birthplace,
          genbirthdate: current.gen_birthdate,
          genaddress: current.gen_address,
          gengender: current.gen_gender,
          gencountry: current.gen_country,
          gennationality: current.gen_nationality,
          gencompanyname: current.gen_company_name,
          gencompanydescription: current.gen_company_description,
          numbernpwp: current.number_npwp,
          documentnpwp: current.document_npwp,
        },
        {
          genfullname: next.fullname,
          genbirthplace: next.birthplace,
          genbirthdate: next.birthdate,
          genaddress: next.address,
          gengender: next.gender,
          gencountry: next.country.trim() || 'INDONESIA',
          gennationality: next.nationality,
          gencompanyname: next.companyName,
          gencompanydescription: next.companyDescription,
          numbernpwp: next.npwp,
          documentnpwp: next.npwpFile,
        },
      );
    },
    {
      lockedFields: async (q) => {
        const stored = await findBorrowerInfo(q, loanId);
        return sentOnly({
          genbirthplace: sentBeside(stored.gen_birthplace, input.genbirthplace),
          genbirthdate: sentBeside(stored.gen_birthdate, input.genbirthdate),
          numbernpwp: sentBeside(stored.number_npwp, input.numbernpwp),
          bailcertificatetype: undefined,
          bailcertificatenumber: undefined,
          pbbdocumentfile: undefined,
          imbdocumentfile: undefined,
        });
      },
      files: async (q) =>
        input.documentnpwp === undefined
          ? {}
          : {
              documentnpwp: {
                stored: fileList((await findBorrowerInfo(q, loanId)).document_npwp),
                sent: fileList(input.documentnpwp),
              },
            },
      replaceReason: input.replacereason,
    },
  );
  return findBorrowerInfo(db, loanId);
}

/** The single-valued collateral fields, in the order the history lists them. */
const BAIL_FIELDS = [
  'bailtype',
  'bailcertificatetype',
  'bailcertificatenumber',
  'bailcertificatefile',
  'bailcertificate',
  'bailestimatedvalue',
  'pbbdocumentfile',
  'imbdocumentfile',
  'bailsurfacearea',
  'bailbuildingarea',
  'bailaddress',
  'bailregion',
  'baildistrict',
  'bailcity',
  'bailprovince',
  'bailpostcode',
  'bailcountry',
  'insurance',
] as const;

const bailValues = (loan: LoanRecord) =>
  Object.fromEntries(BAIL_FIELDS.map((field) => [field, loan[field]]));

export function updateBail(
  db: Db,
  loanId: number,
  viewer: Viewer,
  bail: BailInput,
): Promise<LoanRecord> {
  return editApplication(
    db,
    loanId,
    viewer,
    async (q, loan) => {
      await assertOwnFiles(q, fileOwners(loan, viewer), {
        bailcertificatefile: bail.bailcertificatefile,
        pbbdocumentfile: bail.pbbdocumentfile,
        imbdocumentfile: bail.imbdocumentfile,
        ...Object.fromEntries(
          bail.otherDocumentFiles.map((path, index) => [`otherDocumentFiles.${index}`, path]),
        ),
      });
      await q.query(
        `UPDATE loans SET bailtype = $2, bailcertificatetype = $3, bailcertificatenumber = $4,
         bailcertificatefile = $5, bailcertificate = $6, bailestimatedvalue = $7,
         pbbdocumentfile = $8, imbdocumentfile = $9, bailsurfacearea = $10,
         bailbuildingarea = $11, bailaddress = $12, bailregion = $13, baildistrict = $14,
         bailcity = $15, bailprovince = $16, bailpostcode = $17, bailcountry = $18,
         insurance = $19, other_document_files = $20::jsonb
       WHERE id = $1`,
        [
          loanId,
          bail.bailtype,
          bail.bailcertificatetype,
          bail.bailcertificatenumber,
          bail.bailcertificatefile || null,
          bail.bailcertificate,
          bail.bailestimatedvalue,
          bail.pbbdocumentfile || null,
          bail.imbdocumentfile || null,
          bail.bailsurfacearea,
          bail.bailbuildingarea,
          bail.bailaddress,
          bail.bailregion,
          bail.baildistrict,
          bail.bailcity,
          bail.bailprovince,
          bail.bailpostcode,
          bail.bailcountry,
          bail.insurance,
          JSON.stringify(bail.otherDocumentFiles),
        ],
      );
      return [
        ...changedFields(BAIL_FIELDS, bailValues(loan), {
          ...bail,
          bailcertificatefile: bail.bailcertificatefile || null,
          pbbdocumentfile: bail.pbbdocumentfile || null,
          imbdocumentfile: bail.imbdocumentfile || null,
        }),
        ...changedFileList(
          'otherDocumentFiles',
          loan.other_document_files,
          bail.otherDocumentFiles,
        ),
      ];
    },
    {
      // The bail is replaced whole: every locked field is sent, an absent one as empty.
      lockedFields: async (_, loan) => ({
        bailcertificatetype: { stored: loan.bailcertificatetype, sent: bail.bailcertificatetype },
        bailcertificatenumber: {
          stored: loan.bailcertificatenumber,
          sent: bail.bailcertificatenumber,
        },
        pbbdocumentfile: { stored: loan.pbbdocumentfile, sent: bail.pbbdocumentfile },
        imbdocumentfile: { stored: loan.imbdocumentfile, sent: bail.imbdocumentfile },
      }),
      files: async (_, loan) => ({
        bailcertificatefile: {
          stored: fileList(loan.bailcertificatefile),
          sent: fileList(bail.bailcertificatefile),
        },
        pbbdocumentfile: {
          stored: fileList(loan.pbbdocumentfile),
          sent: fileList(bail.pbbdocumentfile),
        },
        imbdocumentfile: {
          stored: fileList(loan.imbdocumentfile),
          sent: fileList(bail.imbdocumentfile),
        },
        otherDocumentFiles: {
          stored: loan.other_document_files.filter(
            (path): path is string => typeof path === 'string',
          ),
          sent: bail.otherDocumentFiles,
        },
      }),
      replaceReason: bail.replacereason,
    },
  );
}

export async function saveBailPhotos(
  db: Db,
  loanId: number,
  viewer: Viewer,
  photos: string[],
  replaceReason?: string,
): Promise<string[]> {
  // Spec §5: saving needs at least one photo.
  if (photos.length === 0) throw invalidInput({ photo: 'required' });
  const unique = [...new Set(photos)];
  await editApplication(
    db,
    loanId,
    viewer,
    async (q, loan) => {
      await assertOwnFiles(
        q,
        fileOwners(loan, viewer),
        Object.fromEntries(unique.map((path, index) => [`photo.${index}`, path])),
      );
      const stored = await findBailPhotos(q, loanId);
      await q.query(
        `INSERT INTO loan_bail_photos (loan_id, photos) VALUES ($1, $2::jsonb)
       ON CONFLICT (loan_id) DO UPDATE SET photos = EXCLUDED.photos, updated_at = now()`,
        [loanId, JSON.stringify(unique)],
      );
      return changedFileList('photo', stored, unique);
    },
    {
      files: async (q) => ({ photo: { stored: await findBailPhotos(q, loanId), sent: unique } }),
      replaceReason,
    },
  );
  return findBailPhotos(db, loanId);
}

/** Step 2's loan data: product, value, required date, objective and (property) developer. */
export function updateLoanData(
  db: Db,
  loanId: number,
  viewer: Viewer,
  data: NewLoan,
  now: Date,
): Promise<LoanRecord> {
  checkLoanData(data, now);
  return editApplication(
    db,
    loanId,
    viewer,
    async (q, loan) => {
      const { product, developerId } = await productAndDeveloperOf(q, data);
      await assertApplicationValueWithinLimit(q, data.applicationValue, product.purpose, now);
      await q.query(
        `UPDATE loans SET product_id = $2, developer_id = $3, genapplicationvalue = $4,
           genrequireddate = $5, genpurpose = $6
         WHERE id = $1`,
        [
          loanId,
          product.id,
          developerId,
          data.applicationValue,
          data.requiredDate,
          data.purpose.trim(),
        ],
      );
      return changedFields(
        ['productid', 'genapplicationvalue', 'genrequireddate', 'genpurpose', 'developerid'],
        {
          productid: loan.product_id,
          genapplicationvalue: loan.genapplicationvalue,
          genrequireddate: loan.genrequireddate,
          genpurpose: loan.genpurpose,
          developerid: loan.developer_id,
        },
        {
          productid: product.id,
          genapplicationvalue: data.applicationValue,
          genrequireddate: data.requiredDate,
          genpurpose: data.purpose,
          developerid: developerId,
        },
      );
    },
    {
      terms: async (q) => {
        const { product } = await productAndDeveloperOf(q, data);
        return {
          productCode: product.code,
          applicationValue: data.applicationValue,
          lowRiskInterest: product.low_risk_interest,
          highRiskInterest: product.high_risk_interest,
          purpose: product.purpose,
        };
      },
    },
  );
}

// ---------------------------------------------------------------------------------------------
// Submission

/** What the stored application holds, in the application form's terms (machines/). */
export async function applicationFacts(
  q: Queryable,
  loan: LoanRecord,
  today: string,
): Promise<FormFacts & { isPersonal: boolean }> {
  const info = await findBorrowerInfo(q, loan.id);
  const groupValid: Record<FieldGroup, boolean> = {
    loanData: !blank(loan.genpurpose),
    personal:
      Object.keys(
        personalFieldErrors({
          fullname: info.gen_fullname,
          birthplace: info.gen_birthplace,
          birthdate: info.gen_birthdate,
        }),
      ).length === 0,
    company:
      Object.keys(
        companyFieldErrors({
          name: info.gen_company_name,
          description: info.gen_company_description,
        }),
      ).length === 0,
    loanBail: bailGroupComplete(loan),
  };
  return {
    isPersonal: loan.borrower_is_personal,
    groupValid,
    applicationValue: loan.genapplicationvalue,
    bailEstimatedValue: loan.bailestimatedvalue ?? '',
    requiredDate: loan.genrequireddate,
    today,
    certificateFile: loan.bailcertificatefile ?? '',
  };
}

/** Form step 4: the machine takes `loan.submit` only when the stored application passes. */
export function submitLoan(db: Db, loanId: number, viewer: Viewer, now: Date) {
  return applyLoanEvent(db, loanId, viewer, async (loan, q) => ({
    type: 'loan.submit',
    application: await applicationFacts(q, loan, wibDate(now)),
  }));
}

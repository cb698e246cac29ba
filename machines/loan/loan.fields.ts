// The application's fields as the loan's history names them (issue 15): every field an edit
// (`application.edit`, `application.staffEdit`) can change, by its REST (spec §3) name, with its
// words in both languages and the kind of value it holds, so that a change reads "Nilai
// Pengajuan: Rp 75.000.000 → Rp 80.000.000" and never a column name or a code.
import type { Text } from '../shared/i18n-text.ts';

/**
 * How a value is shown: text as it is; money in rupiah; a date DD-MM-YYYY; an area in m²; a
 * choice, a yes/no and a file by the words the API gives beside it (a product's or developer's
 * name, an enumeration's label, the file's own name).
 */
export type FieldKind = 'TEXT' | 'MONEY' | 'DATE' | 'AREA' | 'CHOICE' | 'YES_NO' | 'FILE';

const field = (kind: FieldKind, id: string, en: string) => ({ kind, label: { id, en } });

export const APPLICATION_FIELDS = {
  // Loan data (form step 2).
  productid: field('CHOICE', 'Produk', 'Product'),
  genapplicationvalue: field('MONEY', 'Nilai Pengajuan', 'Application value'),
  genrequireddate: field('DATE', 'Tanggal Dibutuhkan', 'Required date'),
  genpurpose: field('TEXT', 'Tujuan Pinjaman', 'Loan objective'),
  developerid: field('CHOICE', 'Developer', 'Developer'),
  // Borrower data.
  genfullname: field('TEXT', 'Nama Lengkap', 'Full name'),
  genbirthplace: field('TEXT', 'Tempat Lahir', 'Birth place'),
  genbirthdate: field('DATE', 'Tanggal Lahir', 'Birth date'),
  genaddress: field('TEXT', 'Alamat Peminjam', "Borrower's address"),
  gengender: field('CHOICE', 'Jenis Kelamin', 'Gender'),
  gencountry: field('TEXT', 'Negara Peminjam', "Borrower's country"),
  gennationality: field('TEXT', 'Kewarganegaraan', 'Nationality'),
  gencompanyname: field('TEXT', 'Nama Perusahaan', 'Company name'),
  gencompanydescription: field('TEXT', 'Deskripsi Perusahaan', 'Company description'),
  numbernpwp: field('TEXT', 'Nomor NPWP', 'Tax number (NPWP)'),
  documentnpwp: field('FILE', 'Dokumen NPWP', 'Tax card (NPWP) file'),
  // Collateral (form step 3).
  bailtype: field('CHOICE', 'Jenis Jaminan', 'Guarantee type'),
  bailcertificatetype: field('CHOICE', 'Jenis Sertifikat', 'Certificate type'),
  bailcertificatenumber: field('TEXT', 'Nomor Sertifikat', 'Certificate number'),
  bailcertificatefile: field('FILE', 'Dokumen Sertifikat', 'Certificate file'),
  bailcertificate: field('TEXT', 'Sertifikat Atas Nama', 'Certificate in the name of'),
  bailestimatedvalue: field('MONEY', 'Nilai Taksiran Jaminan', 'Estimated collateral value'),
  pbbdocumentfile: field('FILE', 'Dokumen PBB', 'Land-and-building tax (PBB) document'),
  imbdocumentfile: field('FILE', 'Dokumen IMB', 'Building permit (IMB) document'),
  otherDocumentFiles: field('FILE', 'Dokumen Lainnya', 'Other documents'),
  bailsurfacearea: field('AREA', 'Luas Tanah', 'Surface area'),
  bailbuildingarea: field('AREA', 'Luas Bangunan', 'Building area'),
  bailaddress: field('TEXT', 'Alamat Jaminan', 'Collateral address'),
  bailregion: field('TEXT', 'Kelurahan/Desa', 'Village'),
  baildistrict: field('TEXT', 'Kecamatan', 'Sub-district'),
  bailcity: field('TEXT', 'Kota/Kabupaten', 'City'),
  bailprovince: field('TEXT', 'Provinsi', 'Province'),
  bailpostcode: field('TEXT', 'Kode Pos', 'Postal code'),
  bailcountry: field('TEXT', 'Negara Jaminan', 'Collateral country'),
  insurance: field('YES_NO', 'Jaminan diasuransikan', 'Collateral insured'),
  photo: field('FILE', 'Foto Jaminan', 'Collateral photo'),
} as const satisfies Record<string, { kind: FieldKind; label: Text }>;

export type ApplicationField = keyof typeof APPLICATION_FIELDS;

/** One field an edit changed: its value before and after (null: empty), as stored. */
export type FieldChange = { field: ApplicationField; before: string | null; after: string | null };

export const isApplicationField = (name: string): name is ApplicationField =>
  Object.hasOwn(APPLICATION_FIELDS, name);

/** The words for a yes/no value. */
export const YES_NO: Record<'true' | 'false', Text> = {
  true: { id: 'Ya', en: 'Yes' },
  false: { id: 'Tidak', en: 'No' },
};

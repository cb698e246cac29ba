// The application's form values in four groups (spec §5: loanData, personal, company, loanBail),
// how a loan fills them and how they become mutation inputs. Their field rules (zod) are in
// application-schema.ts, which only the forms load: a loan's read view needs none of it.
import type { FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import { STAFF_LOCKED_FIELDS } from '../../../../machines/loan/loan.rules.ts';
import type {
  BailInput,
  BorrowerInfoInput,
  LoanDataInput,
  LoanFieldsDataFragment,
} from '../../generated/graphql.ts';
import { normaliseDigits } from '../format.ts';
import type { ApplicationSchema } from './application-schema.ts';

export { CERTIFICATE_TYPES, COLLATERAL_TYPES, GENDERS } from './application-options.ts';

export type ApplicationValues = z.input<ApplicationSchema>;

/** Rupiah from the API ('350000000.00') as the digits the form takes ('350000000'). */
function wholeRupiah(value: string | null | undefined): string {
  if (!value) return '';
  const [whole = ''] = value.split('.');
  return whole;
}

/** Square metres from the API ('120.00') without needless decimals ('120'). */
function areaText(value: string | null | undefined): string {
  if (!value) return '';
  return value.replace(/\.00$/, '').replace(/(\.\d)0$/, '$1');
}

export function valuesFromLoan(loan: LoanFieldsDataFragment): ApplicationValues {
  const info = loan.borrowerInfo;
  const bail = loan.bail;
  return {
    loanData: {
      productId: loan.product.id,
      applicationValue: wholeRupiah(loan.applicationValue),
      requiredDate: loan.requiredDate,
      purpose: loan.purpose,
      developerId: loan.developer?.id ?? '',
    },
    personal: {
      fullName: info.fullName,
      birthPlace: info.birthPlace,
      birthDate: info.birthDate ?? '',
      gender: info.gender ?? '',
      nationality: info.nationality,
      taxNumber: info.taxNumber,
      taxCardFile: info.taxCardFile ?? null,
    },
    company: {
      companyName: info.companyName,
      companyDescription: info.companyDescription,
    },
    bail: {
      type: bail.type ?? '',
      certificateType: bail.certificateType ?? '',
      certificateNumber: bail.certificateNumber ?? '',
      certificateFile: bail.certificateFile ?? null,
      certificateHolder: bail.certificateHolder ?? '',
      estimatedValue: wholeRupiah(bail.estimatedValue),
      pbbDocumentFile: bail.pbbDocumentFile ?? null,
      imbDocumentFile: bail.imbDocumentFile ?? null,
      otherDocumentFiles: [...bail.otherDocumentFiles],
      surfaceArea: areaText(bail.surfaceArea),
      buildingArea: areaText(bail.buildingArea),
      address: bail.address ?? '',
      village: bail.village ?? '',
      subDistrict: bail.subDistrict ?? '',
      city: bail.city ?? '',
      province: bail.province ?? '',
      postalCode: bail.postalCode ?? '',
      country: bail.country,
      insurance: bail.insurance,
    },
  };
}

/** A decimal the API takes: digits with '.' before at most two decimals. */
const decimal = (value: string) => value.trim().replace(',', '.');

export function loanDataInput(values: ApplicationValues['loanData']): LoanDataInput {
  return {
    productId: values.productId,
    applicationValue: normaliseDigits(values.applicationValue.trim()),
    requiredDate: values.requiredDate,
    purpose: values.purpose.trim(),
    developerId: values.developerId === '' ? null : values.developerId,
  };
}

export function borrowerInfoInput(
  values: ApplicationValues,
  isPersonal: boolean,
): BorrowerInfoInput {
  if (!isPersonal) {
    return {
      companyName: values.company.companyName.trim(),
      companyDescription: values.company.companyDescription.trim(),
    };
  }
  const personal = values.personal;
  return {
    fullName: personal.fullName.trim(),
    birthPlace: personal.birthPlace.trim(),
    birthDate: personal.birthDate,
    gender: personal.gender === '' ? null : personal.gender,
    nationality: personal.nationality.trim(),
    taxNumber: personal.taxNumber.trim(),
    taxCardFile: personal.taxCardFile,
  };
}

export function bailInput(values: ApplicationValues['bail']): BailInput {
  return {
    type: values.type === '' ? null : values.type,
    certificateType: values.certificateType === '' ? null : values.certificateType,
    certificateNumber: values.certificateNumber.trim() || null,
    certificateFile: values.certificateFile,
    certificateHolder: values.certificateHolder.trim() || null,
    estimatedValue: normaliseDigits(values.estimatedValue.trim()),
    pbbDocumentFile: values.pbbDocumentFile,
    imbDocumentFile: values.imbDocumentFile,
    otherDocumentFiles: values.otherDocumentFiles,
    surfaceArea: decimal(values.surfaceArea),
    buildingArea: decimal(values.buildingArea),
    address: values.address.trim(),
    village: values.village.trim(),
    subDistrict: values.subDistrict.trim(),
    city: values.city.trim(),
    province: values.province.trim(),
    postalCode: values.postalCode.trim(),
    country: values.country.trim().toUpperCase(),
    insurance: values.insurance,
  };
}

/** Validation codes the loan fields use; anything else is shown as it came. */
const CODES = [
  'required',
  'valueZero',
  'digitsOnly',
  'dateMin',
  'fullNameLength',
  'numberInvalid',
  'postalCode',
  'amountInvalid',
  'dateInvalid',
  'bailBelowValue',
] as const;
type Code = (typeof CODES)[number];
export const isFieldCode = (value: unknown): value is Code => CODES.some((code) => code === value);

/** The REST (spec §3) field names, as the form's fields: an API refusal names the former. */
const FIELD_PATHS = {
  productid: 'loanData.productId',
  genapplicationvalue: 'loanData.applicationValue',
  genrequireddate: 'loanData.requiredDate',
  genpurpose: 'loanData.purpose',
  developerid: 'loanData.developerId',
  genfullname: 'personal.fullName',
  genbirthplace: 'personal.birthPlace',
  genbirthdate: 'personal.birthDate',
  gengender: 'personal.gender',
  gennationality: 'personal.nationality',
  numbernpwp: 'personal.taxNumber',
  documentnpwp: 'personal.taxCardFile',
  gencompanyname: 'company.companyName',
  gencompanydescription: 'company.companyDescription',
  bailtype: 'bail.type',
  bailcertificatetype: 'bail.certificateType',
  bailcertificatenumber: 'bail.certificateNumber',
  bailcertificatefile: 'bail.certificateFile',
  bailcertificate: 'bail.certificateHolder',
  bailestimatedvalue: 'bail.estimatedValue',
  pbbdocumentfile: 'bail.pbbDocumentFile',
  imbdocumentfile: 'bail.imbDocumentFile',
  otherDocumentFiles: 'bail.otherDocumentFiles',
  bailsurfacearea: 'bail.surfaceArea',
  bailbuildingarea: 'bail.buildingArea',
  bailaddress: 'bail.address',
  bailregion: 'bail.village',
  baildistrict: 'bail.subDistrict',
  bailcity: 'bail.city',
  bailprovince: 'bail.province',
  bailpostcode: 'bail.postalCode',
  bailcountry: 'bail.country',
  insurance: 'bail.insurance',
} as const satisfies Readonly<Record<string, FieldPath<ApplicationValues>>>;

/** The form field a REST field name (list items as `name.0`) stands for. */
export function fieldPathOf(name: string): FieldPath<ApplicationValues> | undefined {
  const base = name.split('.')[0] ?? name;
  return Object.hasOwn(FIELD_PATHS, base)
    ? FIELD_PATHS[base as keyof typeof FIELD_PATHS]
    : undefined;
}

/** The fields the staff screen always disables: the machine's rule, so screen and API agree. */
const STAFF_LOCKED_PATHS: ReadonlySet<FieldPath<ApplicationValues>> = new Set(
  STAFF_LOCKED_FIELDS.map((field) => FIELD_PATHS[field]),
);

/** Whether an input is disabled: read-only, or on the staff screen one staff may never change. */
export const fieldDisabler =
  (editable: boolean, staffView: boolean) =>
  (path: FieldPath<ApplicationValues>): boolean =>
    !editable || (staffView && STAFF_LOCKED_PATHS.has(path));

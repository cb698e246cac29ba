// The application form's field rules (spec §5): messages are codes (validation.*), translated
// when shown, so a language switch re-words them. Only the forms load this (and zod with it).
import { z } from 'zod';
import { isPlaceName } from '../../../../machines/shared/profile-rules.ts';
import { CERTIFICATE_TYPES, COLLATERAL_TYPES, GENDERS } from './application-options.ts';

const required = z.string().trim().min(1, 'required');
/** A place's name holds a letter, as in the profile (profile-rules.ts): "1" is no village. */
const place = required.refine((value) => value === '' || isPlaceName(value), 'placeName');
const digits = (value: string) => /^\d+$/.test(value);
const rupiahDigits = required.refine((value) => value === '' || digits(value), 'digitsOnly');
const area = required.refine(
  (value) => value === '' || /^\d{1,10}([.,]\d{1,2})?$/.test(value),
  'numberInvalid',
);

export function applicationSchema(minDate: string) {
  return z.object({
    loanData: z.object({
      productId: required,
      applicationValue: rupiahDigits.refine((value) => !/^0+$/.test(value), 'valueZero'),
      requiredDate: required.refine((value) => value === '' || value >= minDate, 'dateMin'),
      purpose: required,
      developerId: z.string(),
    }),
    personal: z.object({
      fullName: z
        .string()
        .trim()
        .min(1, 'required')
        .min(6, 'fullNameLength')
        .max(50, 'fullNameLength'),
      birthPlace: place,
      birthDate: required,
      gender: z.enum([...GENDERS, '']),
      nationality: z.string(),
      taxNumber: z.string(),
      taxCardFile: z.string().nullable(),
    }),
    company: z.object({
      companyName: required,
      companyDescription: required,
    }),
    bail: z.object({
      type: z.enum([...COLLATERAL_TYPES, '']),
      certificateType: z.enum([...CERTIFICATE_TYPES, '']),
      certificateNumber: z.string(),
      certificateFile: z.string().nullable(),
      certificateHolder: z.string(),
      estimatedValue: rupiahDigits,
      pbbDocumentFile: z.string().nullable(),
      imbDocumentFile: z.string().nullable(),
      otherDocumentFiles: z.array(z.string()),
      surfaceArea: area,
      buildingArea: area,
      address: required,
      village: place,
      subDistrict: place,
      city: place,
      province: place,
      postalCode: required.refine((value) => value === '' || /^\d{5}$/.test(value), 'postalCode'),
      country: required,
      insurance: z.boolean(),
    }),
  });
}

export type ApplicationSchema = ReturnType<typeof applicationSchema>;

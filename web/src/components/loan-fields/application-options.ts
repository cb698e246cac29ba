// The choices of the application's select fields: the form's rules (application-schema.ts) and
// its values (application-values.ts) both take them from here.
import type { CollateralType } from '../../generated/graphql.ts';

export const COLLATERAL_TYPES = [
  'RUMAH_TINGGAL',
  'APARTEMEN',
  'RUKO_KOMERSIAL',
  'TANAH',
  'LAINNYA',
] as const satisfies readonly CollateralType[];
export const CERTIFICATE_TYPES = ['SHM', 'SHGB', 'LAINNYA'] as const;
export const GENDERS = ['MALE', 'FEMALE'] as const;

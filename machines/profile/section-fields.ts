// The fields of each profile section in the order the profile shows them — the order of the
// shared rules (machines/shared/profile-rules.ts), written once — and where a profile keeps its
// ID card: the staff review lays a person out the way the person filled it in.
import { profileSchemas } from '../shared/profile-rules.ts';
import type { ProfileKind, ProfileSection } from './profile.types.ts';

const shapes = profileSchemas('en');

const keysOf = (schema: { shape: Record<string, unknown> }) => Object.keys(schema.shape);

/** The section's field names, in the profile's order. */
export function sectionFields(kind: ProfileKind, section: ProfileSection): string[] {
  switch (section) {
    case 'addressKtp':
    case 'addressMailing':
    case 'companyAddress':
      return keysOf(shapes.address);
    case 'document':
      return keysOf(kind === 'personal' ? shapes.personalDocument : shapes.companyDocument);
    default:
      return keysOf(shapes[section]);
  }
}

/** A field that holds an uploaded file's path (/file/…): shown as the file, never as text. */
export const isFileField = (name: string) => name.endsWith('file');

/** A field that holds an NPWP (personal and company data): kept as digits, shown as read. */
export const isNpwpField = (name: string) => name === 'npwpnumber';

/**
 * Where the ID card image is kept, and the section of the identity fields it is checked against:
 * a person's own KTP beside their personal data, a company representative's beside the
 * company data (which names the representative and their NIK).
 */
export const ID_CARD: Record<ProfileKind, { field: string; identitySection: ProfileSection }> = {
  personal: { field: 'ktpfile', identitySection: 'personal' },
  company: { field: 'representativektpfile', identitySection: 'company' },
};

// A text field of a stored profile section (profile_sections.data), trimmed; null when the
// section or the field is missing, not text, or blank.
export type SectionData = Record<string, unknown>;

export const sectionText = (data: SectionData | undefined, field: string): string | null => {
  const value = data?.[field];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
};

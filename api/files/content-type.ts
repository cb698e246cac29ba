// A file's type read from its first bytes (its "magic number"), never from its name or the
// type the browser claims: a PDF renamed to .jpg is still a PDF.
export type AllowedType = 'image/jpeg' | 'image/png' | 'application/pdf';

const SIGNATURES: Array<[AllowedType, number[]]> = [
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF-
];

export function detectContentType(head: Uint8Array): AllowedType | null {
  for (const [type, signature] of SIGNATURES) {
    if (signature.every((byte, index) => head[index] === byte)) return type;
  }
  return null;
}

export const EXTENSIONS: Record<AllowedType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};

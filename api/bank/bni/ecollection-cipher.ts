// The partner bank's e-collection (virtual account) payload scheme, written from its public
// description (integrations.md): the JSON is prefixed with the unix time in seconds written
// backwards and a dot, then every character is shifted (mod 128) by a repeating key — first the
// client id, then the secret — and the result is base64url without padding. The receiver refuses
// a payload whose embedded time is more than VA_PAYLOAD_MAX_AGE_SECONDS away from its own clock.
// Pure functions: the caller passes the time, so tests (and the product's clock) control it.

/** integrations.md: refused when more than 300 s old (the public SDKs carry 300 or 480). */
export const VA_PAYLOAD_MAX_AGE_SECONDS = 300;

// The key character for position i is the one before i (mod the key's length): the scheme's
// reference code indexes `key[(i % len) - 1]`, whose -1 means the key's last character.
const keyCodeAt = (key: string, i: number) => key.charCodeAt((i + key.length - 1) % key.length);

function shift(text: string, key: string, direction: 1 | -1): string {
  if (key.length === 0) throw new Error('the e-collection key must not be empty');
  let out = '';
  for (let i = 0; i < text.length; i += 1) {
    const code = (text.charCodeAt(i) + direction * keyCodeAt(key, i) + 256) % 128;
    out += String.fromCharCode(code);
  }
  return out;
}

// The scheme works on 7-bit characters: anything beyond ASCII is written as a JSON \u escape
// (as the bank's own PHP json_encode does), so names with accents survive the round trip.
const asciiJson = (value: unknown) =>
  JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

const reversed = (text: string) => [...text].reverse().join('');

export function encryptVaPayload(
  data: Record<string, unknown>,
  clientId: string,
  secret: string,
  nowSeconds: number,
): string {
  const plain = `${reversed(String(Math.floor(nowSeconds)))}.${asciiJson(data)}`;
  const shifted = shift(shift(plain, clientId, 1), secret, 1);
  return Buffer.from(shifted, 'latin1').toString('base64url');
}

export type VaDecrypted =
  | { ok: true; data: Record<string, unknown>; sentAtSeconds: number }
  | { ok: false; reason: 'MALFORMED' | 'EXPIRED' };

export function decryptVaPayload(
  payload: string,
  clientId: string,
  secret: string,
  nowSeconds: number,
  maxAgeSeconds = VA_PAYLOAD_MAX_AGE_SECONDS,
): VaDecrypted {
  if (!/^[A-Za-z0-9_-]+$/.test(payload)) return { ok: false, reason: 'MALFORMED' };
  const shifted = Buffer.from(payload, 'base64url').toString('latin1');
  const plain = shift(shift(shifted, clientId, -1), secret, -1);
  const dot = plain.indexOf('.');
  const stamp = plain.slice(0, dot);
  if (dot < 1 || !/^\d+$/.test(stamp)) return { ok: false, reason: 'MALFORMED' };
  const sentAtSeconds = Number(reversed(stamp));
  if (Math.abs(nowSeconds - sentAtSeconds) > maxAgeSeconds) return { ok: false, reason: 'EXPIRED' };
  try {
    const data: unknown = JSON.parse(plain.slice(dot + 1));
    if (typeof data !== 'object' || data === null || Array.isArray(data)) {
      return { ok: false, reason: 'MALFORMED' };
    }
    return { ok: true, data: data as Record<string, unknown>, sentAtSeconds };
  } catch {
    return { ok: false, reason: 'MALFORMED' };
  }
}

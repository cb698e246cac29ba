// The signature header of the bank's P2P lending API (integrations.md): an HS256 JWT over
// `{ request, timestamp }` keyed by the API secret; the header carries the JWT's third part (the
// base64url HMAC). Both the client and the test's fake bank compute it here, from the same bytes:
// the JSON is serialised once, in the order the request object was built.
import { createHmac, timingSafeEqual } from 'node:crypto';

const JWT_HEADER = Buffer.from('{"alg":"HS256","typ":"JWT"}').toString('base64url');

export function rdlSignature(request: unknown, timestamp: string, apiSecret: string): string {
  const payload = Buffer.from(JSON.stringify({ request, timestamp })).toString('base64url');
  return createHmac('sha256', apiSecret).update(`${JWT_HEADER}.${payload}`).digest('base64url');
}

export function rdlSignatureValid(
  request: unknown,
  timestamp: string,
  apiSecret: string,
  signature: string,
): boolean {
  const expected = Buffer.from(rdlSignature(request, timestamp, apiSecret));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

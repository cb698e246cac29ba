// TRUST_PROXY: the addresses whose X-Forwarded-For the servers believe, so that `request.ip` is
// the person's address and not a proxy's (the login throttle counts failures per source). A
// comma-separated list of addresses, CIDR blocks and proxy-addr's names (`loopback`,
// `linklocal`, `uniquelocal`); `loopback` when unset: a TLS terminator on the same host, and the
// GraphQL gateway calling the API on the same host, are believed; a caller from elsewhere is
// never. A deployment whose front or gateway is another host names it, or every person behind it
// is one source. Checked at the start: a wrong entry stops it, naming the variable.
import { isIP } from 'node:net';

type Env = Record<string, string | undefined>;

const NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function validEntry(entry: string): boolean {
  if (NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : -1;
  return bits >= 0 && bits <= (version === 4 ? 32 : 128);
}

export function trustedProxies(env: Env = process.env): string[] {
  const raw = env.TRUST_PROXY?.trim() || 'loopback';
  const entries = raw.split(',').map((entry) => entry.trim());
  const wrong = entries.find((entry) => !validEntry(entry));
  if (wrong !== undefined)
    throw new Error(
      `TRUST_PROXY must list addresses, CIDR blocks or loopback/linklocal/uniquelocal, comma-separated (10.0.0.5,loopback), not ${wrong || 'an empty entry'}`,
    );
  return entries;
}

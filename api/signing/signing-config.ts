// The real signature providers' settings, every value from the environment, and the adapter they
// build. Chosen by SIGNING_ADAPTER like the bank's BANK_ADAPTER (the wiring reads it); a missing
// variable stops the start, naming every variable that is missing, as bankHttpConfig does.
// - docusign (integrations.md provider 1):
//   DOCUSIGN_AUTH_URL: the auth service, https://account-d.docusign.com (demo) or
//   https://account.docusign.com; its host is the JWT assertion's audience;
//   DOCUSIGN_BASE_URL: the account's base URI (https://demo.docusign.net…, from /oauth/userinfo);
//   DOCUSIGN_ACCOUNT_ID; DOCUSIGN_INTEGRATION_KEY; DOCUSIGN_USER_ID: the impersonated user, who
//   gave consent once; DOCUSIGN_PRIVATE_KEY: the integration's RSA key, PEM (`\n` escapes read as
//   line breaks, as env files write it); DOCUSIGN_HMAC_KEYS: Connect's HMAC keys, comma-separated
//   (two while a key is rotated).
// - teken (integrations.md provider 2): TEKEN_URL, the PSrE's API base; TEKEN_API_KEY.
import { createPrivateKey } from 'node:crypto';
import { type EnvelopeHttpConfig, httpEnvelopeProvider } from './envelope-http.ts';
import type { SigningProvider } from './provider.ts';
import { httpPsreProvider, type PsreHttpConfig } from './psre-http.ts';

export type SigningHttpConfig = EnvelopeHttpConfig | PsreHttpConfig;

type Env = Record<string, string | undefined>;

export const DOCUSIGN_VARIABLES = {
  authUrl: 'DOCUSIGN_AUTH_URL',
  baseUrl: 'DOCUSIGN_BASE_URL',
  accountId: 'DOCUSIGN_ACCOUNT_ID',
  integrationKey: 'DOCUSIGN_INTEGRATION_KEY',
  userId: 'DOCUSIGN_USER_ID',
  privateKey: 'DOCUSIGN_PRIVATE_KEY',
  hmacKeys: 'DOCUSIGN_HMAC_KEYS',
} as const satisfies Record<Exclude<keyof EnvelopeHttpConfig, 'adapter'>, string>;

export const TEKEN_VARIABLES = {
  url: 'TEKEN_URL',
  apiKey: 'TEKEN_API_KEY',
} as const satisfies Record<Exclude<keyof PsreHttpConfig, 'adapter'>, string>;

const listOf = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** A base URL without its trailing slashes; a value that is no http(s) URL stops the start. */
function baseUrl(env: Env, name: string): string {
  const value = (env[name] ?? '').trim().replace(/\/+$/, '');
  let protocol = '';
  try {
    protocol = new URL(value).protocol;
  } catch {
    protocol = '';
  }
  if (protocol !== 'https:' && protocol !== 'http:') {
    throw new Error(`${name} must be an http(s) URL, not ${env[name]}`);
  }
  return value;
}

function missingOf(env: Env, names: readonly string[]): string[] {
  return names.filter((name) =>
    name === DOCUSIGN_VARIABLES.hmacKeys
      ? listOf(env[name]).length === 0
      : (env[name] ?? '').trim() === '',
  );
}

export function signingHttpConfig(env: Env, adapter: 'docusign' | 'teken'): SigningHttpConfig {
  const names = Object.values(adapter === 'docusign' ? DOCUSIGN_VARIABLES : TEKEN_VARIABLES);
  const missing = missingOf(env, names);
  if (missing.length > 0) {
    throw new Error(`SIGNING_ADAPTER=${adapter} needs ${missing.join(', ')}`);
  }
  const value = (name: string) => (env[name] ?? '').trim();
  if (adapter === 'teken') {
    return {
      adapter,
      url: baseUrl(env, TEKEN_VARIABLES.url),
      apiKey: value(TEKEN_VARIABLES.apiKey),
    };
  }
  let privateKey: EnvelopeHttpConfig['privateKey'];
  try {
    privateKey = createPrivateKey(value(DOCUSIGN_VARIABLES.privateKey).replaceAll('\\n', '\n'));
  } catch {
    throw new Error(`${DOCUSIGN_VARIABLES.privateKey} must be an RSA private key in PEM`);
  }
  if (privateKey.asymmetricKeyType !== 'rsa') {
    throw new Error(`${DOCUSIGN_VARIABLES.privateKey} must be an RSA private key in PEM`);
  }
  return {
    adapter,
    authUrl: baseUrl(env, DOCUSIGN_VARIABLES.authUrl),
    baseUrl: baseUrl(env, DOCUSIGN_VARIABLES.baseUrl),
    accountId: value(DOCUSIGN_VARIABLES.accountId),
    integrationKey: value(DOCUSIGN_VARIABLES.integrationKey),
    userId: value(DOCUSIGN_VARIABLES.userId),
    privateKey,
    hmacKeys: listOf(env[DOCUSIGN_VARIABLES.hmacKeys]),
  };
}

/** The real provider the configuration names. */
export function httpSigningProvider(
  config: SigningHttpConfig,
  deps: { now: () => Date; timeoutMs?: number } = { now: () => new Date() },
): SigningProvider {
  return config.adapter === 'docusign'
    ? httpEnvelopeProvider(config, deps)
    : httpPsreProvider(config, deps);
}

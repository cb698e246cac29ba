// A production environment that `loadConfig` accepts — a strong TOKEN_SECRET and the partner
// bank's real API with every variable set, and a real signature provider named — so a test
// changes only what it is about.
import { randomBytes } from 'node:crypto';

export const BANK_HTTP_ENV = {
  BANK_ADAPTER: 'http',
  BANK_RDL_URL: 'https://bank.example',
  BANK_CLIENT_ID: 'c',
  BANK_CLIENT_SECRET: 's',
  BANK_API_KEY: 'k',
  BANK_API_SECRET: 'a',
  BANK_COMPANY_ID: 'co',
  BANK_PARENT_COMPANY_ID: 'p',
  BANK_VA_URL: 'https://va.example',
  BANK_VA_CLIENT_ID: '123',
  BANK_VA_PREFIX: '988',
  BANK_VA_SECRET: 'v',
} as const;

export const productionEnv = (
  dataDir: string,
  overrides: Record<string, string | undefined> = {},
): Record<string, string | undefined> => ({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  TOKEN_SECRET: randomBytes(32).toString('base64'),
  ...BANK_HTTP_ENV,
  SIGNING_ADAPTER: 'docusign',
  ...overrides,
});

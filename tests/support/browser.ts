// A headless Chromium for browser tests: CHROMIUM_PATH or Debian's /usr/bin/chromium when
// present, otherwise the Chromium shipped inside the @sparticuz/chromium npm package, so that
// `npm ci && npm test` needs no system install.
import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

const SYSTEM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export async function launchBrowser(): Promise<Browser> {
  const configured = process.env.CHROMIUM_PATH;
  const system = configured ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  if (system)
    return chromium.launch({ executablePath: system, args: SYSTEM_FLAGS, headless: true });
  const packaged = (await import('@sparticuz/chromium')).default;
  return chromium.launch({
    executablePath: await packaged.executablePath(),
    args: [...packaged.args, '--disable-background-networking', '--disable-component-update'],
    headless: true,
  });
}

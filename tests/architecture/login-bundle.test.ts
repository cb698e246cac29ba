// The login page is the first download: it works without the Apollo client and without the
// session actor's xstate (web/src/graphql-request.ts, web/src/session-bridge.ts), which come
// with the screens that use them. Read from the built client's Vite manifest (the global setup
// builds it): the chunks the login route needs hold neither, nor zod. Sizes are the bench's
// (`npm run bench:web`); this guards what is in the download, which does not depend on the
// machine.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WEB_DIST } from '../../server/product-server.ts';
import {
  APP_WORDS,
  type Manifest,
  readWebRoutes,
  routeChunks,
  withStaticImports,
} from '../../web/app-routes.ts';

const manifest = JSON.parse(
  readFileSync(join(WEB_DIST, '.vite', 'manifest.json'), 'utf8'),
) as Manifest;

const filesOf = (path: string): string[] => {
  const route = readWebRoutes().find((candidate) => candidate.path === path);
  if (!route) throw new Error(`no route ${path} in web/src/app.tsx`);
  return [...routeChunks(manifest, route)].map((key) => manifest[key]?.file ?? key);
};

const source = (file: string) => readFileSync(join(WEB_DIST, file), 'utf8');

// Strings only the library's own code holds (an error brand, an actor's init event).
const APOLLO = 'apollo.error';
const XSTATE = 'xstate.init';

// main.tsx loads the toasts' container (web/src/components/Toasts.tsx) right after the first
// screen, on every page.
const toastsKey = Object.keys(manifest).find((key) => key === 'src/components/Toasts.tsx');

describe("the login route's first download", () => {
  const login = filesOf('/');

  it('has no Apollo, xstate or zod vendor chunk', () => {
    expect(login.filter((file) => /vendor-(apollo|xstate|zod)-/.test(file))).toEqual([]);
  });

  it("carries the core words only: the other screens' catalogue is not part of it", () => {
    const words = manifest[APP_WORDS]?.file;
    expect(words).toBeDefined();
    expect(login).not.toContain(words);
    // A word only another screen has (the staff's loan list title).
    expect(login.filter((file) => source(file).includes('Daftar Pinjaman'))).toEqual([]);
    expect(filesOf('/register')).toContain(words);
  });

  it("holds neither Apollo's nor xstate's code in any of its chunks", () => {
    expect(login.filter((file) => source(file).includes(APOLLO))).toEqual([]);
    expect(login.filter((file) => source(file).includes(XSTATE))).toEqual([]);
  });

  it("nor does the toasts' container the login page loads next", () => {
    expect(toastsKey).toBeDefined();
    const toasts = [...withStaticImports(manifest, toastsKey ?? '')].map(
      (key) => manifest[key]?.file ?? key,
    );
    expect(toasts.filter((file) => /vendor-(apollo|xstate|zod)-/.test(file))).toEqual([]);
    expect(toasts.filter((file) => source(file).includes(APOLLO))).toEqual([]);
  });

  it('while a signed-in screen and a signed-out form that use them get both', () => {
    for (const path of ['/borrower/proposal', '/register']) {
      const files = filesOf(path);
      expect(files.some((file) => source(file).includes(APOLLO))).toBe(true);
      expect(files.some((file) => source(file).includes(XSTATE))).toBe(true);
    }
  });
});

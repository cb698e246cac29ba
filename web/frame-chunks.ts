// The signed-in frame's code in four chunks instead of some forty. Left to itself the bundler
// cuts a chunk for every different set of lazy screens that share a module (the frame's Modal,
// its NavLink, each Mantine hook…), and a signed-in page fetched each of them, a request of its
// own (six at a time over HTTP/1.1). Everything the frame (components/AppShell.tsx) imports,
// statically, is loaded by every signed-in page anyway; grouped by who else needs it:
//
// - `frame-login`: what the login page needs as well (buttons, fields, the language chooser),
//   which the login page downloads whole, as it did in pieces;
// - `frame-toasts`: what the toasts' container, which every page loads after its first screen,
//   needs as well (portals, transitions);
// - `frame-signed-out`: what the other signed-out screens need as well (the Apollo client's
//   setup, the session actor), which those download with it;
// - `frame`: the rest, only ever downloaded signed in.
//
// What the first download (main.tsx) holds is one group of its own, and the libraries' own
// groups (vite.config.ts) come first.
import { dirname, join } from 'node:path';
import type { ChunkingContext, CodeSplittingGroup } from 'rolldown';
import { readWebRoutes } from './app-routes.ts';

const SRC = join(import.meta.dirname, 'src');
const ENTRY = join(SRC, 'main.tsx');
const FRAME = join(SRC, 'components', 'AppShell.tsx');
const LOGIN = join(SRC, 'features', 'auth', 'LoginPage.tsx');
const TOASTS = join(SRC, 'components', 'Toasts.tsx');

// A module that only re-exports (Mantine's package indexes: `import { X } from "./X.mjs"; …
// export { X, … }`; the GraphQL documents' facade: `export { D } from '…'`): a module importing
// one name from it needs that one module, not all of them.
const REEXPORT_STATEMENT =
  /^\s*(?:(['"])use client\1|import\s*\{[^}]*\}\s*from\s*(['"])[^'"]+\2|export\s*\{[^}]*\}(?:\s*from\s*(['"])[^'"]+\3)?)?\s*$/;

type Sets = {
  entry: Set<string>;
  login: Set<string>;
  toasts: Set<string>;
  frame: Set<string>;
  signedOut: Set<string>;
};

/** Per chunking pass (the entry's info object is the same within one). */
const passes = new WeakMap<object, Sets>();
const barrels = new Map<string, Map<string, string> | null>();

/** A re-exporting module's exported names, each with the module it comes from; null for any
 * other module. */
function reexports(ctx: ChunkingContext, id: string): Map<string, string> | null {
  if (barrels.has(id)) return barrels.get(id) ?? null;
  const code = ctx.getModuleInfo(id)?.code ?? '';
  const statements = code.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '').split(';');
  if (code.length === 0 || !statements.every((statement) => REEXPORT_STATEMENT.test(statement))) {
    barrels.set(id, null);
    return null;
  }
  // A relative path as a path; a package (`react-remove-scroll`) as the module it resolved to.
  const importedIds = ctx.getModuleInfo(id)?.importedIds ?? [];
  const resolve = (from: string) =>
    from.startsWith('.')
      ? join(dirname(id), from)
      : (importedIds.find((imported) => names(from, id, imported)) ?? from);
  const localFrom = new Map<string, string>();
  const exports = new Map<string, string>();
  for (const [, names = '', from = ''] of code.matchAll(
    /import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g,
  )) {
    for (const name of names.split(',')) {
      const local = name
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (local) localFrom.set(local, resolve(from));
    }
  }
  for (const [, names = '', from] of code.matchAll(
    /export\s*\{([^}]*)\}(?:\s*from\s*["']([^"']+)["'])?/g,
  )) {
    for (const name of names.split(',')) {
      const [local = '', exported = local] = name.trim().split(/\s+as\s+/);
      const source = from ? resolve(from) : localFrom.get(local);
      if (source) exports.set(exported, source);
    }
  }
  barrels.set(id, exports);
  return exports;
}

/** Whether an import's specifier, written in `importer`, names the module `id`. */
function names(specifier: string, importer: string, id: string): boolean {
  if (specifier.startsWith('.')) {
    const path = join(dirname(importer), specifier);
    return id === path || id.startsWith(`${path}.`) || id.startsWith(`${path}/index.`);
  }
  return id === specifier || id.includes(`/node_modules/${specifier}/`);
}

/** The names a module's code imports from each specifier (`*` for all of it). */
function namedImports(code: string): Map<string, Set<string>> {
  const imports = new Map<string, Set<string>>();
  const add = (from: string, names: string[]) => {
    const set = imports.get(from) ?? new Set<string>();
    for (const name of names) set.add(name);
    imports.set(from, set);
  };
  for (const [, names = '', from = ''] of code.matchAll(
    /\b(?:import|export)\s*(?:[\w$]+\s*,\s*)?\{([^}]*)\}\s*from\s*["']([^"']+)["']/g,
  )) {
    add(
      from,
      names
        .split(',')
        .map((name) => name.trim().split(/\s+as\s+/)[0] ?? '')
        .filter(Boolean),
    );
  }
  for (const [, from = ''] of code.matchAll(/\*\s*(?:as\s+[\w$]+\s*)?from\s*["']([^"']+)["']/g)) {
    add(from, ['*']);
  }
  return imports;
}

/** The module and all it imports statically, taking from a re-exporting module only the names
 * imported. */
function staticClosure(ctx: ChunkingContext, from: string, into = new Set<string>()): Set<string> {
  const stack = [from];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (into.has(id)) continue;
    into.add(id);
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    const named = namedImports(info.code ?? '');
    for (const imported of info.importedIds) {
      const exports = reexports(ctx, imported);
      const wanted = [...named]
        .filter(([specifier]) => names(specifier, id, imported))
        .flatMap(([, set]) => [...set]);
      if (!exports || wanted.length === 0 || wanted.includes('*')) {
        stack.push(imported);
        continue;
      }
      for (const name of wanted) {
        const module = exports.get(name);
        // A name the re-exports do not list: all of the module, to be safe.
        if (module) stack.push(module);
        else stack.push(imported);
      }
    }
  }
  return into;
}

function setsOf(ctx: ChunkingContext): Sets | null {
  const entryInfo = ctx.getModuleInfo(ENTRY);
  if (!entryInfo) return null;
  const known = passes.get(entryInfo);
  if (known) return known;
  const signedOut = new Set<string>();
  for (const route of readWebRoutes()) {
    if (route.roles.length > 0) continue;
    for (const module of [route.screen, route.layout]) {
      if (module) staticClosure(ctx, join(import.meta.dirname, module), signedOut);
    }
  }
  const sets: Sets = {
    entry: staticClosure(ctx, ENTRY),
    login: staticClosure(ctx, LOGIN),
    toasts: staticClosure(ctx, TOASTS),
    frame: staticClosure(ctx, FRAME),
    signedOut,
  };
  passes.set(entryInfo, sets);
  return sets;
}

type Group = 'first-download' | 'frame-login' | 'frame-toasts' | 'frame-signed-out' | 'frame';

/** The group a module belongs to, or null for the bundler's own choice. */
function groupOf(id: string, ctx: ChunkingContext): Group | null {
  const sets = setsOf(ctx);
  const info = ctx.getModuleInfo(id);
  // The entry and the lazy boundaries' own modules (the frame itself) keep their chunks.
  if (!sets || !info || info.isEntry || info.dynamicImporters.length > 0) return null;
  if (sets.entry.has(id)) return 'first-download';
  if (!sets.frame.has(id)) return null;
  if (sets.login.has(id)) return 'frame-login';
  if (sets.toasts.has(id)) return 'frame-toasts';
  if (sets.signedOut.has(id)) return 'frame-signed-out';
  return 'frame';
}

/**
 * The groups, after the libraries' own (vite.config.ts) and in this order: the bundler puts a
 * grouped module's imports in its group unless an earlier group holds them, so the first
 * download's modules are a group of their own too (or the frame's groups would take them in, and
 * the first download would fetch the frame).
 */
export const frameChunkGroups: CodeSplittingGroup[] = (
  ['first-download', 'frame-login', 'frame-toasts', 'frame-signed-out', 'frame'] as const
).map((group) => ({
  debugName: group,
  name: (id: string, ctx: ChunkingContext) => (groupOf(id, ctx) === group ? group : null),
}));

// The web client's routes as the router defines them (web/src/app.tsx), read from its source
// with the TypeScript parser: each path, the roles its signed-in layout admits (none for the
// signed-out screens) and the module its lazy screen is imported from. The build lists each
// route's chunks for preloading from it (route-preloads-plugin.ts), and the size bench and the
// every-route browser test walk it, so a new route is preloaded, measured and visited without a
// second list to keep.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

export const APP_SOURCE = join(import.meta.dirname, 'src', 'app.tsx');

export type WebRoute = {
  path: string;
  /** The roles the route's SignedInLayout admits; empty for signed-out screens. */
  roles: string[];
  /** The screen's module, relative to web/ (e.g. `src/features/auth/LoginPage.tsx`); null for a redirect. */
  screen: string | null;
  /** The lazily loaded layout the screen renders in (the signed-in frame), if any. */
  layout: string | null;
  /**
   * Whether the screen makes do with the first download's words (`screen(…, { coreWords: true })`);
   * every other screen fetches the screens' catalogue (web/src/locales/id.ts) beside its chunk.
   */
  coreWords: boolean;
};

/** The screens' words every route but a core-words one fetches before it shows (web/src/i18n.ts). */
export const APP_WORDS = 'src/locales/id.ts';

function propertyOf(node: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  for (const property of node.properties) {
    if (ts.isPropertyAssignment(property) && property.name.getText() === name) {
      return property.initializer;
    }
  }
  return undefined;
}

/** The JSX element's attribute `name`, as its expression. */
function attributeOf(element: ts.Expression, name: string): ts.Expression | undefined {
  if (!ts.isJsxSelfClosingElement(element)) return undefined;
  for (const attribute of element.attributes.properties) {
    if (
      ts.isJsxAttribute(attribute) &&
      attribute.name.getText() === name &&
      attribute.initializer &&
      ts.isJsxExpression(attribute.initializer)
    ) {
      return attribute.initializer.expression;
    }
  }
  return undefined;
}

export function readWebRoutes(source = readFileSync(APP_SOURCE, 'utf8')): WebRoute[] {
  const file = ts.createSourceFile(
    'app.tsx',
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  // `const XPage = screen(() => import('./features/…/XPage.tsx'), 'XPage')`; a layout element
  // `<SignedInLayout …>` loads the module of `LazySignedInLayout`.
  const screens = new Map<string, string>();
  const coreWordScreens = new Set<string>();
  let routeList: ts.ArrayLiteralExpression | undefined;
  const visit = (node: ts.Node): void => {
    if (
      ts.isVariableDeclaration(node) &&
      node.initializer &&
      ts.isCallExpression(node.initializer)
    ) {
      const call = node.initializer;
      const found = call.getText().match(/import\('\.\/([^']+)'\)/);
      if (call.expression.getText() === 'screen' && found?.[1]) {
        screens.set(node.name.getText(), `src/${found[1]}`);
        if (/coreWords:\s*true/.test(call.getText())) coreWordScreens.add(node.name.getText());
      }
    }
    if (
      ts.isCallExpression(node) &&
      node.expression.getText() === 'createBrowserRouter' &&
      node.arguments[0] &&
      ts.isArrayLiteralExpression(node.arguments[0])
    ) {
      routeList = node.arguments[0];
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (!routeList) throw new Error(`${APP_SOURCE} has no createBrowserRouter([...]) call`);

  const routes: WebRoute[] = [];
  const tagOf = (element: ts.Expression): string | null =>
    ts.isJsxSelfClosingElement(element) ? element.tagName.getText() : null;
  const walk = (list: ts.ArrayLiteralExpression, roles: string[], layout: string | null): void => {
    for (const entry of list.elements) {
      if (!ts.isObjectLiteralExpression(entry)) continue;
      const path = propertyOf(entry, 'path');
      const element = propertyOf(entry, 'element');
      const children = propertyOf(entry, 'children');
      if (children && ts.isArrayLiteralExpression(children)) {
        const allowed = element ? attributeOf(element, 'roles') : undefined;
        const childRoles =
          allowed && ts.isArrayLiteralExpression(allowed)
            ? allowed.elements.filter(ts.isStringLiteral).map((role) => role.text)
            : roles;
        const tag = element ? tagOf(element) : null;
        walk(children, childRoles, (tag && screens.get(`Lazy${tag}`)) ?? layout);
        continue;
      }
      if (!path || !ts.isStringLiteral(path) || !element) continue;
      const of = attributeOf(element, 'of');
      routes.push({
        path: path.text,
        roles,
        screen: of ? (screens.get(of.getText()) ?? null) : null,
        layout,
        coreWords: of ? coreWordScreens.has(of.getText()) : true,
      });
    }
  };
  walk(routeList, [], null);
  return routes;
}

/** The Vite build manifest (web/dist/.vite/manifest.json), as far as the route sizes need it. */
export type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[] };
export type Manifest = Record<string, ManifestChunk>;

/** The chunk and everything it imports statically, as manifest keys. */
export function withStaticImports(
  manifest: Manifest,
  key: string,
  into = new Set<string>(),
): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) withStaticImports(manifest, imported, into);
  return into;
}

/** The entry's manifest key and everything it imports statically. */
export function entryChunks(manifest: Manifest): Set<string> {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('the Vite manifest names no entry');
  return withStaticImports(manifest, entry);
}

/**
 * The manifest keys of all the script a route needs before it works: the entry and its static
 * imports, the route's lazy screen, its lazy layout, and their static imports.
 */
export function routeChunks(manifest: Manifest, route: WebRoute): Set<string> {
  const keys = new Set(entryChunks(manifest));
  if (!route.screen) return keys;
  if (!manifest[route.screen]) throw new Error(`no chunk for ${route.screen} in the manifest`);
  withStaticImports(manifest, route.screen, keys);
  if (route.layout) withStaticImports(manifest, route.layout, keys);
  if (!route.coreWords) {
    if (!manifest[APP_WORDS]) throw new Error(`no chunk for ${APP_WORDS} in the manifest`);
    withStaticImports(manifest, APP_WORDS, keys);
  }
  return keys;
}

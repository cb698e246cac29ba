// A build step for the generated GraphQL documents (web/src/generated/graphql.ts): that file
// holds all the app's documents, and the bundler keeps a module whole in one chunk, so every
// route would download every screen's queries. The build reads it as one small module per
// document behind a facade that re-exports them, so each document lands in the chunk of the
// screens that use it. Types are erased anyway; the file and `npm run codegen` stay as they are.
import type { Plugin } from 'vite';

const GENERATED = /[\\/]web[\\/]src[\\/]generated[\\/]graphql\.ts$/;
const DOCUMENT = /^export const (\w+) = (\{"kind":"Document".*\}) as unknown as DocumentNode<.*>;$/;
const PREFIX = '\0graphql-document:';

export function graphqlDocumentsPerModule(): Plugin {
  const documents = new Map<string, string>();
  return {
    name: 'lumbung:graphql-documents-per-module',
    apply: 'build',
    // Before TypeScript is stripped, while each document is still one `export const` line.
    enforce: 'pre',
    transform(code, id) {
      if (!GENERATED.test(id)) return null;
      const facade: string[] = [];
      for (const line of code.split('\n')) {
        if (!line.startsWith('export const ')) continue;
        const found = DOCUMENT.exec(line);
        if (!found?.[1] || !found[2]) {
          // A runtime export this step does not know would be lost: stop the build instead.
          this.error(`unexpected runtime export in ${id}: ${line.slice(0, 80)}`);
        }
        documents.set(found[1], found[2]);
        facade.push(`export { ${found[1]} } from '${PREFIX}${found[1]}';`);
      }
      return { code: facade.join('\n'), map: null };
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? id : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const name = id.slice(PREFIX.length);
      return `export const ${name} = ${documents.get(name)};`;
    },
  };
}

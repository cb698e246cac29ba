// The GraphQL text the login page, the language chooser, the demo outbox link and the route
// loaders' prefetches send without Apollo is the query their generated documents hold: graphql's
// own printer agrees, for every generated document, and it refuses what it cannot print (a
// directive) instead of guessing.

import { addTypenameToDocument } from '@apollo/client/utilities';
import { type DocumentNode, parse, print } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as generated from './generated/graphql.ts';
import { printDocument } from './graphql-print.ts';

const documents = Object.entries(generated as Record<string, unknown>).filter(
  (entry): entry is [string, DocumentNode] =>
    entry[0].endsWith('Document') &&
    typeof entry[1] === 'object' &&
    entry[1] !== null &&
    'kind' in entry[1],
);

describe('printDocument', () => {
  it('prints the documents sent without Apollo', () => {
    for (const document of [
      generated.LoginDocument,
      generated.SetLocaleDocument,
      generated.DemoOutboxAvailableDocument,
    ]) {
      expect(print(parse(printDocument(document)))).toBe(print(document));
    }
  });

  it.each(documents)('prints %s as graphql does', (_name, document) => {
    expect(print(parse(printDocument(document)))).toBe(print(document));
  });

  it.each(documents)(
    'prints %s with typenames as the Apollo client sends it',
    (_name, document) => {
      expect(print(parse(printDocument(document, { typenames: true })))).toBe(
        print(addTypenameToDocument(document)),
      );
    },
  );

  it('refuses a directive rather than drop it', () => {
    const document = parse('query Q($skip: Boolean!) { me @skip(if: $skip) { id } }');
    expect(() => printDocument(document)).toThrow(/cannot print the directives/);
  });
});

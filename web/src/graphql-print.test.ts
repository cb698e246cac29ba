// The GraphQL text the login page, the language chooser and the demo outbox link send without
// Apollo is the query their generated documents hold: graphql's own printer agrees, for every
// generated document the small printer prints, and it refuses the rest instead of guessing.
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

const usesFragments = (document: DocumentNode) =>
  JSON.stringify(document).includes('"kind":"FragmentSpread"') ||
  JSON.stringify(document).includes('"kind":"InlineFragment"') ||
  document.definitions.some((definition) => definition.kind !== 'OperationDefinition');

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

  it.each(documents.filter(([, document]) => !usesFragments(document)))(
    'prints %s as graphql does',
    (_name, document) => {
      expect(print(parse(printDocument(document)))).toBe(print(document));
    },
  );

  it.each(documents.filter(([, document]) => usesFragments(document)).slice(0, 3))(
    'refuses %s, which has fragments',
    (_name, document) => {
      expect(() => printDocument(document)).toThrow(/prints (fields|operations) only/);
    },
  );
});

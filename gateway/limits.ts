// What one GraphQL operation may ask for: the parser's token limit (Apollo's parseOptions in
// server.ts: over it, a syntax error answered 400) and GraphQL Armor's depth, alias, directive
// and cost limits, checked while the document is validated, so a refused operation runs no
// resolver and makes no REST call. A caller without an Authorization header gets a much smaller
// budget. The figures sit well above what the web client's own documents need (the largest, the
// staff loan screen, costs 266 with depth 5, no aliases and under 200 tokens); the README lists them.

import { createRequire } from 'node:module';
import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { type DocumentNode, GraphQLError, type GraphQLSchema, type ValidationRule } from 'graphql';

// The graphql instance Apollo Server and Armor load (CommonJS): a schema validates only with the
// module that built it, and a bundler may hand this file the ESM copy.
const { validate } = createRequire(import.meta.url)('graphql') as typeof import('graphql');

export const LIMITS = {
  /** Lexical tokens of a document (fragments included): graphql-js parse's `maxTokens`. */
  maxTokens: 1_000,
  /** Nesting of fields, fragments flattened; introspection's __schema is not counted. */
  maxDepth: 7,
  /** Aliased fields in one operation. */
  maxAliases: 10,
  maxDirectives: 20,
  /** Armor's cost: 1 a scalar, 2 an object, ×1.5 per level, × a literal `first`. */
  maxCost: 1_000,
  /** Without an Authorization header: logging in, registering, resetting a password. */
  anonymousMaxCost: 50,
  anonymousMaxAliases: 2,
} as const;

/** Refused like Apollo refuses armor's other limits: a validation failure, 400. */
const refuse = (error: GraphQLError) =>
  new GraphQLError(error.message, {
    extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } },
  });

/** Armor's protections as Apollo Server options: its plugins and validation rules. */
export function queryLimits(): {
  plugins: ApolloServerPlugin[];
  validationRules: ValidationRule[];
} {
  const armor = new ApolloArmor({
    maxTokens: { enabled: false },
    maxDepth: { n: LIMITS.maxDepth, flattenFragments: true },
    maxAliases: { n: LIMITS.maxAliases },
    maxDirectives: { n: LIMITS.maxDirectives },
    costLimit: { maxCost: LIMITS.maxCost, flattenFragments: true },
  }).protect();
  // Armor's declarations name @apollo/server's CommonJS types and ours the ESM ones (a private
  // field of HeaderMap tells them apart); at run time they are the same objects.
  const plugins: readonly object[] = armor.plugins;
  return { plugins: plugins as ApolloServerPlugin[], validationRules: armor.validationRules };
}

const anonymousRules = new ApolloArmor({
  costLimit: { maxCost: LIMITS.anonymousMaxCost, flattenFragments: true },
  maxAliases: { n: LIMITS.anonymousMaxAliases },
  maxTokens: { enabled: false },
  maxDepth: { enabled: false },
  maxDirectives: { enabled: false },
  blockFieldSuggestion: { enabled: false },
}).protect().validationRules;

/** Why an operation is over the signed-in budget, or null. */
export function signedInRefusal(
  schema: GraphQLSchema,
  document: DocumentNode,
): GraphQLError | null {
  const [first] = validate(schema, document, queryLimits().validationRules);
  return first ? refuse(first) : null;
}

/** Why an operation is over the anonymous budget (armor's own cost and alias rules), or null. */
export function anonymousRefusal(
  schema: GraphQLSchema,
  document: DocumentNode,
): GraphQLError | null {
  const [first] = validate(schema, document, anonymousRules);
  return first ? refuse(first) : null;
}

/**
 * The anonymous budget: after the document is validated and before anything executes, an
 * operation sent without an Authorization header is checked again at the smaller figures.
 * Verdicts are kept per parsed document (Apollo reuses the parsed document of a known query).
 */
export function anonymousBudget(): ApolloServerPlugin {
  const verdicts = new WeakMap<DocumentNode, GraphQLError | null>();
  return {
    async requestDidStart({ request }) {
      if (request.http?.headers.get('authorization')) return;
      return {
        async didResolveOperation({ document, schema }) {
          let refusal = verdicts.get(document);
          if (refusal === undefined) {
            refusal = anonymousRefusal(schema, document);
            verdicts.set(document, refusal);
          }
          if (refusal) throw refusal;
        },
      };
    },
  };
}

// What one GraphQL operation may ask for: the parser's token limit (Apollo's parseOptions in
// server.ts: over it, a syntax error answered 400) and GraphQL Armor's depth, alias, directive
// and cost limits, checked while the document is validated, so a refused operation runs no
// resolver and makes no REST call. Once the operation is known, and still before any resolver,
// its cost is counted again at the page sizes it will really ask for (a variable's value or the
// argument's default, not only a literal `first`), and a caller whose token does not verify gets
// a much smaller budget. The figures sit above what the web client's own documents need (the
// largest, a staff disbursement list of 20 rows, costs 3,276 at its page size; the largest
// without a list, the staff loan screen, 485); the README lists them.

import { createRequire } from 'node:module';
import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type {
  DocumentNode,
  FieldNode,
  GraphQLError,
  GraphQLSchema,
  OperationDefinitionNode,
  ValidationRule,
} from 'graphql';
import type { GatewayContext } from './context.ts';

// The graphql instance Apollo Server and Armor load (CommonJS): a schema validates only with the
// module that built it, and a bundler may hand this file the ESM copy.
const graphqlCjs = createRequire(import.meta.url)('graphql') as typeof import('graphql');
const {
  getArgumentValues,
  getVariableValues,
  GraphQLError: CjsGraphQLError,
  Kind,
  TypeInfo,
  validate,
  visit,
  visitWithTypeInfo,
} = graphqlCjs;

export const LIMITS = {
  /** Lexical tokens of a document (fragments included): graphql-js parse's `maxTokens`. */
  maxTokens: 1_000,
  /** Nesting of fields, fragments flattened; introspection's __schema is not counted. */
  maxDepth: 7,
  /** Aliased fields in one operation. */
  maxAliases: 10,
  maxDirectives: 20,
  /**
   * Armor's cost: 1 a scalar, 2 an object, ×1.5 per level, × the page's size (`first`: a literal,
   * a variable's value or the argument's default — see PAGE_SIZES).
   */
  maxCost: 8_000,
  /** Without a token that verifies: logging in, registering, resetting a password. */
  anonymousMaxCost: 50,
  anonymousMaxAliases: 2,
} as const;

/** Refused like Apollo refuses armor's other limits: a validation failure, 400. */
const refuse = (error: GraphQLError): GraphQLError =>
  new CjsGraphQLError(error.message, {
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

/**
 * Every paginated field: the argument that sizes its page and the largest page the REST API
 * serves for it (its `limit` / `pageSize` rule, api/routes/**\/*.schemas.ts). A size outside 1 to
 * `max` is refused before any REST call (the REST API would refuse it). `costed`: the cost
 * multiplies the field by its page size, as Armor does for a literal `first`; the lender's
 * mutations are not — a page of them is rows of one REST answer, no call per row.
 */
export const PAGE_SIZES: Readonly<
  Record<string, { argument: string; max: number; costed: boolean }>
> = {
  'Query.loans': { argument: 'first', max: 100, costed: true },
  'Query.disbursementsReady': { argument: 'first', max: 100, costed: true },
  'Query.disbursementsSucceeded': { argument: 'first', max: 100, costed: true },
  'Query.marketplace': { argument: 'first', max: 50, costed: true },
  'Query.notifications': { argument: 'first', max: 100, costed: true },
  'Query.autoLendActivity': { argument: 'first', max: 100, costed: true },
  'Query.myMutations': { argument: 'pageSize', max: 100, costed: false },
  'Query.lenderMutations': { argument: 'pageSize', max: 100, costed: false },
};

const costRules = (maxCost: number) =>
  new ApolloArmor({
    costLimit: { maxCost, flattenFragments: true },
    maxAliases: { enabled: false },
    maxTokens: { enabled: false },
    maxDepth: { enabled: false },
    maxDirectives: { enabled: false },
    blockFieldSuggestion: { enabled: false },
  }).protect().validationRules;

const signedInCost = costRules(LIMITS.maxCost);
const anonymousCost = costRules(LIMITS.anonymousMaxCost);

/** A page size out of range: the caller's to fix, before any REST call. */
function pageSizeRefusal(field: string, argument: string, max: number): GraphQLError {
  const message = `${field}: \`${argument}\` must be a whole number from 1 to ${max}`;
  return new CjsGraphQLError(message, {
    extensions: {
      code: 'BAD_USER_INPUT',
      fields: { [argument]: `must be from 1 to ${max}` },
      http: { status: 400 },
    },
  });
}

/**
 * The operation as the cost rule should read it: the operation and its fragments, each paginated
 * field's page size written as a literal `first` — the literal, the variable's coerced value or
 * the argument's default, whichever the resolver will get. Null when the variables do not coerce
 * (execution refuses them, before any resolver); a refusal when a page size is out of range.
 */
export function withPageSizes(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Readonly<Record<string, unknown>>,
): DocumentNode | GraphQLError | null {
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
  if (coerced.errors) return null;
  const only: DocumentNode = {
    kind: Kind.DOCUMENT,
    definitions: [
      operation,
      ...document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION),
    ],
  };
  const typeInfo = new TypeInfo(schema);
  const found: { refusal: GraphQLError | null } = { refusal: null };
  const paged = visit(
    only,
    visitWithTypeInfo(typeInfo, {
      Field(node: FieldNode) {
        const parent = typeInfo.getParentType();
        const field = typeInfo.getFieldDef();
        const page = parent && field ? PAGE_SIZES[`${parent.name}.${field.name}`] : undefined;
        if (!page || !field) return undefined;
        const declared = field.args.find((a) => a.name === page.argument);
        const given = getArgumentValues(field, node, coerced.coerced)[page.argument];
        const size = given ?? declared?.defaultValue ?? 1;
        if (typeof size !== 'number' || !Number.isInteger(size) || size < 1 || size > page.max) {
          found.refusal ??= pageSizeRefusal(
            `${parent?.name}.${field.name}`,
            page.argument,
            page.max,
          );
          return undefined;
        }
        // Armor multiplies by the first `first` or `last` it meets among the arguments.
        const rest = (node.arguments ?? []).filter(
          (a) => a.name.value !== 'first' && a.name.value !== 'last',
        );
        const first = {
          kind: Kind.ARGUMENT,
          name: { kind: Kind.NAME, value: 'first' },
          value: { kind: Kind.INT, value: String(size) },
        } as const;
        return { ...node, arguments: page.costed ? [first, ...rest] : rest };
      },
    }),
  );
  return found.refusal ?? paged;
}

function operationOf(document: DocumentNode): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  return operations.length === 1 ? operations[0] : undefined;
}

/** The cost of the operation at its real page sizes, against the budget: a refusal or null. */
function pagedCostRefusal(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Readonly<Record<string, unknown>>,
  signedIn: boolean,
): GraphQLError | null {
  const paged = withPageSizes(schema, document, operation, variables);
  if (paged === null) return null;
  if (paged instanceof CjsGraphQLError) return paged;
  const [over] = validate(schema, paged as DocumentNode, signedIn ? signedInCost : anonymousCost);
  return over ? refuse(over) : null;
}

/**
 * Why an operation is over the signed-in budget, or null: armor's rules on the document as
 * written, then the cost at the page sizes the variables (or the arguments' defaults) ask for.
 */
export function signedInRefusal(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Readonly<Record<string, unknown>> = {},
): GraphQLError | null {
  const [first] = validate(schema, document, queryLimits().validationRules);
  if (first) return refuse(first);
  const operation = operationOf(document);
  return operation ? pagedCostRefusal(schema, document, operation, variables, true) : null;
}

const anonymousRules = new ApolloArmor({
  costLimit: { maxCost: LIMITS.anonymousMaxCost, flattenFragments: true },
  maxAliases: { n: LIMITS.anonymousMaxAliases },
  maxTokens: { enabled: false },
  maxDepth: { enabled: false },
  maxDirectives: { enabled: false },
  blockFieldSuggestion: { enabled: false },
}).protect().validationRules;

/** Armor's anonymous cost and alias rules on the document as written. */
function anonymousLiteralRefusal(schema: GraphQLSchema, document: DocumentNode) {
  const [first] = validate(schema, document, anonymousRules);
  return first ? refuse(first) : null;
}

/** Why an operation is over the anonymous budget, or null (as signedInRefusal, smaller). */
export function anonymousRefusal(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Readonly<Record<string, unknown>> = {},
): GraphQLError | null {
  const literal = anonymousLiteralRefusal(schema, document);
  if (literal) return literal;
  const operation = operationOf(document);
  return operation ? pagedCostRefusal(schema, document, operation, variables, false) : null;
}

/**
 * The budget once the operation is resolved and before anything executes: the page sizes it asks
 * for are checked and counted in its cost (a variable `first` costs what its value asks for),
 * and a caller whose token does not verify (none, or a forged, expired or unknown one: the
 * context's viewer is null) is held to the anonymous budget. Armor's verdict on the document as
 * written is kept per parsed document (Apollo reuses the parsed document of a known query).
 */
export function operationBudget(): ApolloServerPlugin<GatewayContext> {
  const anonymousVerdicts = new WeakMap<DocumentNode, GraphQLError | null>();
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operation, schema, request, contextValue }) {
          const signedIn = (await contextValue.viewer()) !== null;
          if (!signedIn) {
            let refusal = anonymousVerdicts.get(document);
            if (refusal === undefined) {
              refusal = anonymousLiteralRefusal(schema, document);
              anonymousVerdicts.set(document, refusal);
            }
            if (refusal) throw refusal;
          }
          if (!operation) return;
          const paged = pagedCostRefusal(
            schema,
            document,
            operation,
            request.variables ?? {},
            signedIn,
          );
          if (paged) throw paged;
        },
      };
    },
  };
}

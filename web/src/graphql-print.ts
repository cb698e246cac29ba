// GraphQL source text from a generated document (an AST without its source), for
// graphql-request.ts and prefetched-queries.ts: the subset the client's documents use
// (operations, variables, fields with arguments and aliases, fragments). Anything else (a
// directive) stops loudly rather than sending a wrong query; the test compares the text with
// graphql's own printer for every generated document.
import type {
  DefinitionNode,
  DocumentNode,
  SelectionSetNode,
  TypeNode,
  ValueNode,
  VariableDefinitionNode,
} from 'graphql';

const value = (node: ValueNode): string => {
  switch (node.kind) {
    case 'Variable':
      return `$${node.name.value}`;
    case 'IntValue':
    case 'FloatValue':
    case 'EnumValue':
      return node.value;
    case 'StringValue':
      return JSON.stringify(node.value);
    case 'BooleanValue':
      return String(node.value);
    case 'NullValue':
      return 'null';
    case 'ListValue':
      return `[${node.values.map(value).join(', ')}]`;
    case 'ObjectValue':
      return `{${node.fields.map((field) => `${field.name.value}: ${value(field.value)}`).join(', ')}}`;
    default:
      throw new Error(`graphql-request cannot print a ${node.kind}`);
  }
};

const typeText = (node: TypeNode): string => {
  switch (node.kind) {
    case 'NamedType':
      return node.name.value;
    case 'ListType':
      return `[${typeText(node.type)}]`;
    case 'NonNullType':
      return `${typeText(node.type)}!`;
    default:
      throw new Error(`graphql-request cannot print a ${node.kind}`);
  }
};

const noDirectives = (node: { kind: string; directives?: readonly unknown[] }) => {
  if (node.directives?.length) {
    throw new Error(`graphql-request cannot print the directives of a ${node.kind}`);
  }
};

/**
 * `typenames`: every selection set but an operation's own asks for `__typename` too, as the
 * Apollo client's cache has it added to what it sends (it identifies objects by it).
 */
const selectionSet = (node: SelectionSetNode, typenames: boolean): string =>
  `{ ${[
    ...node.selections.map((selection) => {
      noDirectives(selection);
      if (selection.kind === 'FragmentSpread') return `...${selection.name.value}`;
      if (selection.kind === 'InlineFragment') {
        const on = selection.typeCondition ? ` on ${selection.typeCondition.name.value}` : '';
        return `...${on} ${withTypename(selection.selectionSet, typenames)}`;
      }
      const alias = selection.alias ? `${selection.alias.value}: ` : '';
      const args = selection.arguments?.length
        ? `(${selection.arguments.map((arg) => `${arg.name.value}: ${value(arg.value)}`).join(', ')})`
        : '';
      const inner = selection.selectionSet
        ? ` ${withTypename(selection.selectionSet, typenames)}`
        : '';
      return `${alias}${selection.name.value}${args}${inner}`;
    }),
  ].join(' ')} }`;

const withTypename = (node: SelectionSetNode, typenames: boolean): string => {
  const asked = node.selections.some(
    (selection) => selection.kind === 'Field' && selection.name.value === '__typename',
  );
  const text = selectionSet(node, typenames);
  return typenames && !asked ? `${text.slice(0, -2)} __typename }` : text;
};

const variableDefinition = (node: VariableDefinitionNode): string =>
  `$${node.variable.name.value}: ${typeText(node.type)}${node.defaultValue ? ` = ${value(node.defaultValue)}` : ''}`;

const definition = (node: DefinitionNode, typenames: boolean): string => {
  if (node.kind === 'FragmentDefinition') {
    noDirectives(node);
    return `fragment ${node.name.value} on ${node.typeCondition.name.value} ${withTypename(node.selectionSet, typenames)}`;
  }
  if (node.kind !== 'OperationDefinition') {
    throw new Error(`graphql-request prints operations and fragments only, not ${node.kind}`);
  }
  noDirectives(node);
  const name = node.name ? ` ${node.name.value}` : '';
  const variables = node.variableDefinitions?.length
    ? `(${node.variableDefinitions.map(variableDefinition).join(', ')})`
    : '';
  return `${node.operation}${name}${variables} ${selectionSet(node.selectionSet, typenames)}`;
};

/** The document as GraphQL source text; `typenames` as the Apollo client would send it. */
export function printDocument(document: DocumentNode, { typenames = false } = {}): string {
  return document.definitions.map((node) => definition(node, typenames)).join('\n');
}

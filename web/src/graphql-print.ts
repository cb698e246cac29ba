// GraphQL source text from a generated document (an AST without its source), for
// graphql-request.ts: the subset the client's documents use (operations, variables, fields with
// arguments and aliases). Anything else stops loudly rather than sending a wrong query; the
// test compares the text with graphql's own printer for every generated document.
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

const selectionSet = (node: SelectionSetNode): string =>
  `{ ${node.selections
    .map((selection) => {
      if (selection.kind !== 'Field' || selection.directives?.length) {
        throw new Error(`graphql-request prints fields only, not ${selection.kind}`);
      }
      const alias = selection.alias ? `${selection.alias.value}: ` : '';
      const args = selection.arguments?.length
        ? `(${selection.arguments.map((arg) => `${arg.name.value}: ${value(arg.value)}`).join(', ')})`
        : '';
      const inner = selection.selectionSet ? ` ${selectionSet(selection.selectionSet)}` : '';
      return `${alias}${selection.name.value}${args}${inner}`;
    })
    .join(' ')} }`;

const variableDefinition = (node: VariableDefinitionNode): string =>
  `$${node.variable.name.value}: ${typeText(node.type)}${node.defaultValue ? ` = ${value(node.defaultValue)}` : ''}`;

const definition = (node: DefinitionNode): string => {
  if (node.kind !== 'OperationDefinition' || node.directives?.length) {
    throw new Error(`graphql-request prints operations only, not ${node.kind}`);
  }
  const name = node.name ? ` ${node.name.value}` : '';
  const variables = node.variableDefinitions?.length
    ? `(${node.variableDefinitions.map(variableDefinition).join(', ')})`
    : '';
  return `${node.operation}${name}${variables} ${selectionSet(node.selectionSet)}`;
};

/** The document as GraphQL source text. */
export function printDocument(document: DocumentNode): string {
  return document.definitions.map(definition).join('\n');
}

import type {
  DefinitionNode,
  DirectiveNode,
  DocumentNode,
  SelectionSetNode,
  TypeNode,
  ValueNode,
  VariableDefinitionNode,
} from 'graphql';

// The generated documents are ASTs without their source text; the GraphQL client prints them
// with graphql-js's printer, which public pages do not load. This prints the part of the
// language that operations use (no schema definitions), in one line: the gateway parses it.

const printed = new WeakMap<DocumentNode, string>();

/** The source text of an operation document (and its fragments). */
export function printDocument(document: DocumentNode): string {
  let text = printed.get(document);
  if (text === undefined) {
    text = document.definitions.map(definition).join(' ');
    printed.set(document, text);
  }
  return text;
}

function definition(node: DefinitionNode): string {
  if (node.kind === 'FragmentDefinition') {
    return `fragment ${node.name.value} on ${node.typeCondition.name.value}${directives(node.directives)} ${selectionSet(node.selectionSet)}`;
  }
  if (node.kind !== 'OperationDefinition') throw new Error(`Cannot print a ${node.kind}`);
  const variables = node.variableDefinitions?.length
    ? `(${node.variableDefinitions.map(variableDefinition).join(', ')})`
    : '';
  const name = node.name ? ` ${node.name.value}` : '';
  return `${node.operation}${name}${variables}${directives(node.directives)} ${selectionSet(node.selectionSet)}`;
}

function variableDefinition(node: VariableDefinitionNode): string {
  const fallback = node.defaultValue ? ` = ${value(node.defaultValue)}` : '';
  return `$${node.variable.name.value}: ${type(node.type)}${fallback}${directives(node.directives)}`;
}

function selectionSet(node: SelectionSetNode): string {
  const selections = node.selections.map((selection): string => {
    if (selection.kind === 'FragmentSpread') {
      return `...${selection.name.value}${directives(selection.directives)}`;
    }
    if (selection.kind === 'InlineFragment') {
      const on = selection.typeCondition ? ` on ${selection.typeCondition.name.value}` : '';
      return `...${on}${directives(selection.directives)} ${selectionSet(selection.selectionSet)}`;
    }
    const alias = selection.alias ? `${selection.alias.value}: ` : '';
    const args = selection.arguments?.length
      ? `(${selection.arguments.map((arg) => `${arg.name.value}: ${value(arg.value)}`).join(', ')})`
      : '';
    const children = selection.selectionSet ? ` ${selectionSet(selection.selectionSet)}` : '';
    return `${alias}${selection.name.value}${args}${directives(selection.directives)}${children}`;
  });
  return `{ ${selections.join(' ')} }`;
}

function directives(nodes: readonly DirectiveNode[] | undefined): string {
  if (!nodes?.length) return '';
  return nodes
    .map((node) => {
      const args = node.arguments?.length
        ? `(${node.arguments.map((arg) => `${arg.name.value}: ${value(arg.value)}`).join(', ')})`
        : '';
      return ` @${node.name.value}${args}`;
    })
    .join('');
}

function type(node: TypeNode): string {
  if (node.kind === 'ListType') return `[${type(node.type)}]`;
  if (node.kind === 'NonNullType') return `${type(node.type)}!`;
  return node.name.value;
}

function value(node: ValueNode): string {
  switch (node.kind) {
    case 'Variable':
      return `$${node.name.value}`;
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
      // IntValue, FloatValue and EnumValue: their text as written.
      return node.value;
  }
}

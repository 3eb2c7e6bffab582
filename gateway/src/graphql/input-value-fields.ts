import { type ASTNode, GraphQLError, Kind, parse, type Source, visit } from 'graphql';
import type { FieldErrors } from '../errors/domain-error.js';
import { InputValueError } from './input-value-error.js';

/**
 * When a request error was caused by one of the project's scalars refusing a value (a malformed
 * UUID), the field it names: the argument (with the path inside an input object, `input.id`)
 * that the variable or literal was given for. graphql-js reports these as a variable-coercion error or
 * a validation error that names only the value; clients need the field, as for every 400.
 */
export function inputValueFields(error: unknown): FieldErrors | undefined {
  const cause = scalarCause(error);
  if (!cause || !(error instanceof GraphQLError)) return undefined;
  const node = error.nodes?.[0];
  const field = node ? fieldOf(node, error.message) : undefined;
  return { [clientFieldName(field ?? 'input')]: cause.message };
}

/**
 * A field's name as the 400s of this API spell it: the path from the argument, without the
 * `input.` of an operation's input object, as class-validator names its fields (`title`, `id`).
 */
export function clientFieldName(path: string): string {
  return path.startsWith('input.') ? path.slice('input.'.length) : path;
}

function scalarCause(error: unknown): InputValueError | undefined {
  let current: unknown = error;
  for (let depth = 0; current instanceof Error && depth < 5; depth++) {
    if (current instanceof InputValueError) return current;
    current = (current as { originalError?: unknown }).originalError;
  }
  return undefined;
}

function fieldOf(node: ASTNode, message: string): string | undefined {
  if (node.kind === Kind.VARIABLE_DEFINITION) {
    const variable = node.variable.name.value;
    // graphql-js puts the path inside the variable in its message: `... at "input.ids[1]"; ...`
    const inside = /^Variable "\$[^"]+" got invalid value .* at "([^"]+)";/.exec(message)?.[1];
    const rest = (inside ?? variable).replace(/\[(\d+)\]/g, '.$1').slice(variable.length);
    // Named after the argument the variable is passed to, whatever the client called it.
    const argument =
      node.loc &&
      findPath(
        node.loc.source,
        (candidate) => candidate.kind === Kind.VARIABLE && candidate.name.value === variable,
      );
    return `${argument ?? variable}${rest}`;
  }
  const { loc } = node;
  return loc
    ? findPath(
        loc.source,
        (candidate) => candidate.kind === node.kind && candidate.loc?.start === loc.start,
      )
    : undefined;
}

/**
 * The argument (and input-object fields) holding the first node of the document that matches:
 * a literal value or a variable reference. Found by parsing the source again, as graphql-js
 * errors carry the node but not its parents.
 */
function findPath(source: Source, matches: (node: ASTNode) => boolean): string | undefined {
  let found: string | undefined;
  const names: string[] = [];
  // Whether each entered node added a name (an argument, an input field, a list item's index).
  const named: boolean[] = [];
  visit(parse(source), {
    enter(candidate, key, parent, _path, ancestors) {
      const inList =
        Array.isArray(parent) && (ancestors.at(-1) as ASTNode | undefined)?.kind === Kind.LIST;
      const name =
        candidate.kind === Kind.ARGUMENT || candidate.kind === Kind.OBJECT_FIELD
          ? candidate.name.value
          : inList
            ? String(key)
            : undefined;
      named.push(name !== undefined);
      if (name !== undefined) names.push(name);
      if (found === undefined && names.length > 0 && matches(candidate)) found = names.join('.');
    },
    leave() {
      if (named.pop()) names.pop();
    },
  });
  return found;
}

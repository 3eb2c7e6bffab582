import {
  type GraphQLArgument,
  type GraphQLInputType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isScalarType,
} from 'graphql';
import type { RootFieldAccess } from '../graphql/access.js';
import type { RegisteredApiRoute } from '../http/fastify-types.js';

// Calls of every root field and /api route with placeholder arguments: what the access tests
// (roles, token scopes) send to each one to see whether the guard lets it through.

export const PLACEHOLDER_ID = '00000000-0000-4000-8000-000000000000';

export const fieldName = (entry: Pick<RootFieldAccess, 'operation' | 'field'>) =>
  `${entry.operation}.${entry.field}`;
export const routeName = (route: Pick<RegisteredApiRoute, 'method' | 'url'>) =>
  `${route.method} ${route.url}`;

/** A request of the route, with placeholder ids in the path and an empty body where it takes one. */
export function requestFor(route: Pick<RegisteredApiRoute, 'method' | 'url'>) {
  const url = route.url.replace(/:[^/.]+/g, PLACEHOLDER_ID);
  const method = route.method as 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  const hasBody = ['POST', 'PUT', 'PATCH'].includes(method);
  return hasBody ? { method, url, payload: {} } : { method, url };
}

/** A minimal valid operation calling the field, with placeholder values for required arguments. */
export function operationFor(
  schema: GraphQLSchema,
  entry: Pick<RootFieldAccess, 'operation' | 'field'>,
): string {
  const type = entry.operation === 'Query' ? schema.getQueryType() : schema.getMutationType();
  const field = type?.getFields()[entry.field];
  if (!field) throw new Error(`No field ${fieldName(entry)}`);
  const args = field.args.filter((arg) => isNonNullType(arg.type)).map(argumentLiteral);
  const argList = args.length > 0 ? `(${args.join(', ')})` : '';
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  return `${entry.operation === 'Query' ? 'query' : 'mutation'} { ${entry.field}${argList}${selection} }`;
}

function argumentLiteral(arg: GraphQLArgument): string {
  return `${arg.name}: ${valueLiteral(arg.type)}`;
}

function valueLiteral(type: GraphQLInputType): string {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return `[${valueLiteral(inner.ofType)}]`;
  if (isEnumType(inner)) return inner.getValues()[0]?.name ?? 'null';
  if (isInputObjectType(inner)) {
    const fields = Object.values(inner.getFields())
      .filter((field) => isNonNullType(field.type))
      .map((field) => `${field.name}: ${valueLiteral(field.type)}`);
    return `{ ${fields.join(', ')} }`;
  }
  if (isScalarType(inner)) {
    return (
      { Int: '0', Float: '0', Boolean: 'false', UUID: `"${PLACEHOLDER_ID}"` }[inner.name] ??
      '"placeholder"'
    );
  }
  throw new Error(`No placeholder for ${String(inner)}`);
}

import {
  type GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedScalarType,
} from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildGraphQLSchema } from '../app/graphql-schema.js';

let schema: GraphQLSchema;

beforeAll(async () => {
  schema = await buildGraphQLSchema();
});

/** Every type, field, input field, argument and enum value of the contract without a description. */
function undescribed(): string[] {
  const missing: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (isIntrospectionType(type) || isSpecifiedScalarType(type)) continue;
    if (!type.description?.trim()) missing.push(`type ${type.name}`);
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (!field.description?.trim()) missing.push(`${type.name}.${field.name}`);
        for (const arg of 'args' in field ? field.args : []) {
          if (!arg.description?.trim()) missing.push(`${type.name}.${field.name}(${arg.name})`);
        }
      }
    }
    if (isEnumType(type)) {
      for (const value of type.getValues()) {
        if (!value.description?.trim()) missing.push(`${type.name}.${value.name}`);
      }
    }
  }
  return missing;
}

describe('the GraphQL contract', () => {
  it('describes every type, field, argument and enum value (integrators read it in the IDE and the schema file)', () => {
    expect(undescribed()).toEqual([]);
  });

  it('is what the check walks: a field without a description is found', () => {
    const query = schema.getQueryType();
    const field = query?.getFields().news;
    expect(field).toBeDefined();
    if (!field) return;
    const kept = field.description;
    field.description = undefined;
    try {
      expect(undescribed()).toEqual(['Query.news']);
    } finally {
      field.description = kept;
    }
  });
});

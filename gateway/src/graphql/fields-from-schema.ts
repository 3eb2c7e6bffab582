import { Allow } from 'class-validator';
import { type ClassType, Field, Float, ID, Int } from 'type-graphql';
import type { Static, TObject, TSchema } from 'typebox';

/** What `@Field` takes as the field's type. */
type ReturnTypeFunc = Extract<Parameters<typeof Field>[0], (...args: never[]) => unknown>;

/** A GraphQL type for a property whose JSON Schema does not name one (an enum, an object). */
export type FieldTypeOverrides<P> = Partial<Record<keyof P & string, () => unknown>>;

/**
 * The GraphQL fields of an answer whose properties are declared once, as the TypeBox schema of
 * its REST answer: a class decorator under `@ObjectType`. Each property becomes a field of the
 * same name, nullable where the schema allows null, with the schema's description; an ID for a
 * UUID, a DateTimeISO for a date-time, Int, Float, Boolean or String by the JSON type. Enums and
 * objects have no GraphQL type in the JSON Schema: `overrides` names theirs, and a property with
 * neither fails at start. The class extends `SchemaValue(schema)` for its TypeScript type. It
 * serves `@InputType` classes alike (a REST body's schema).
 */
export function GraphqlFieldsOf<S extends TObject>(
  schema: S,
  overrides: FieldTypeOverrides<S['properties']> = {},
): ClassDecorator {
  return (target) => {
    for (const [name, property] of Object.entries(schema.properties as Record<string, TSchema>)) {
      const { value, type, nullable } = jsonTypeOf(property);
      const override = (overrides as Record<string, (() => unknown) | undefined>)[name];
      const graphqlType = (override ?? scalarOf(value, type)) as ReturnTypeFunc | undefined;
      if (!graphqlType) {
        throw new Error(`GraphqlFieldsOf: "${name}" (${type}) needs a GraphQL type in overrides`);
      }
      Field(graphqlType, { nullable, description: descriptionOf(property) })(
        target.prototype,
        name,
      );
      // For an input type: class-validator then knows the class (forbidUnknownValues) and leaves
      // the value to GraphQL's own type checks and the service's rules.
      Allow()(target.prototype, name);
    }
  };
}

/** A base class whose instances have `schema`'s properties (the types GraphqlFieldsOf declares). */
export function SchemaValue<S extends TObject>(_schema: S): ClassType<Static<S>> {
  return class {} as ClassType<Static<S>>;
}

/** The description an object schema was given (api-schema.ts's Shape), for its GraphQL type. */
export const descriptionOf = (schema: TSchema): string | undefined =>
  (schema as { description?: string }).description;

interface JsonType {
  /** The schema of the value when it is not null. */
  value: TSchema;
  type: string | undefined;
  nullable: boolean;
}

/** A property's JSON type, and whether null is allowed (api-schema.ts's Nullable or a union). */
function jsonTypeOf(property: TSchema): JsonType {
  const { type, anyOf } = property as { type?: string | string[]; anyOf?: TSchema[] };
  if (Array.isArray(type)) {
    const types = type.filter((each) => each !== 'null');
    return { value: property, type: types[0], nullable: types.length < type.length };
  }
  if (anyOf) {
    const others = anyOf.filter((each) => (each as { type?: string }).type !== 'null');
    return { ...jsonTypeOf(others[0] ?? {}), nullable: others.length < anyOf.length };
  }
  return { value: property, type, nullable: false };
}

function scalarOf(value: TSchema, type: string | undefined): (() => unknown) | undefined {
  const { format, enum: values } = value as { format?: string; enum?: unknown[] };
  if (values) return undefined;
  if (format === 'uuid') return () => ID;
  if (format === 'date-time') return () => Date;
  switch (type) {
    case 'string':
      return () => String;
    case 'integer':
      return () => Int;
    case 'number':
      return () => Float;
    case 'boolean':
      return () => Boolean;
    default:
      return undefined;
  }
}

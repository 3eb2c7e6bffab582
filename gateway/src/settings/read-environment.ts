import type { ErrorObject } from 'ajv';
import envSchema from 'env-schema';
import { type Static, type TSchema, Type } from 'typebox';
import { ConfigError } from '../errors/config-error.js';
import { type Defaulted, ENVIRONMENT, type Variable, type VariableName } from './environment.js';

export type Env = Record<string, string | undefined>;

type SchemaOf<N extends VariableName> = (typeof ENVIRONMENT)[N]['schema'];

/** The variables as read: a value for each one with a default, possibly none for the others. */
export type Environment = {
  [N in VariableName]: SchemaOf<N> extends Defaulted<TSchema>
    ? Static<SchemaOf<N>>
    : Static<SchemaOf<N>> | undefined;
};

const ALL_NAMES = Object.keys(ENVIRONMENT) as VariableName[];
const variableOf = (name: VariableName): Variable => ENVIRONMENT[name];

// One object schema per set of names asked together (each caller asks the same set each time).
const schemas = new Map<string, TSchema>();
function schemaOf(names: readonly VariableName[]): TSchema {
  const key = names.join(',');
  let schema = schemas.get(key);
  if (!schema) {
    const properties = Object.fromEntries(
      names.map((name) => [name, Type.Optional(variableOf(name).schema)]),
    );
    schema = Type.Object(properties);
    schemas.set(key, schema);
  }
  return schema;
}

/**
 * Reads `names` (every variable by default) from `env` against their declaration
 * (environment.ts) with env-schema: trimmed, an empty value counts as unset, defaults applied,
 * numbers and booleans converted. A value out of its bounds throws a ConfigError naming the
 * variable, except for a variable read when used (`lenient`), which falls back to its default.
 */
export function readEnvironment<N extends VariableName = VariableName>(
  env: Env = process.env,
  names: readonly N[] = ALL_NAMES as N[],
): Pick<Environment, N> {
  const data: Env = {};
  for (const name of names) {
    // A password keeps its spaces; every other value is trimmed.
    const value = name === 'ADMIN_PASSWORD' ? env[name] : env[name]?.trim();
    if (value) data[name] = value;
  }
  for (;;) {
    try {
      return envSchema({ schema: schemaOf(names), data, env: false, dotenv: false }) as Pick<
        Environment,
        N
      >;
    } catch (error) {
      const problems = (error as { errors?: ErrorObject[] }).errors;
      if (!problems) throw error;
      const refused = problems.map(nameOf).filter((name): name is N => name !== undefined);
      const lenient = refused.filter((name) => variableOf(name).lenient);
      const strict = refused.find((name) => !variableOf(name).lenient);
      if (strict !== undefined || lenient.length === 0) {
        throw new ConfigError(refusalOf(strict ?? (refused[0] as N), data));
      }
      for (const name of lenient) delete data[name];
    }
  }
}

/** One variable read when it is used (`lenient` ones fall back to their default). */
export function readSetting<N extends VariableName>(
  name: N,
  env: Env = process.env,
): Environment[N] {
  return readEnvironment(env, [name])[name];
}

/** A URL variable's value, refused with its name when `new URL` cannot read it. */
export function checkUrl(name: VariableName, value: string): URL {
  try {
    return new URL(value);
  } catch {
    throw new ConfigError(`${name} is not a valid URL.`);
  }
}

function nameOf(problem: ErrorObject): VariableName | undefined {
  const name = problem.instancePath.split('/')[1] as VariableName | undefined;
  return name && name in ENVIRONMENT ? name : undefined;
}

function refusalOf(name: VariableName, data: Env): string {
  const variable = variableOf(name);
  const got = `got "${data[name] ?? ''}".`;
  if (variable.refusal) return `${name} ${variable.refusal}`;
  const schema = variable.schema as {
    type?: string;
    minimum?: number;
    maximum?: number;
    anyOf?: { const: string }[];
  };
  if (schema.type === 'integer') {
    return `${name} must be an integer between ${schema.minimum} and ${schema.maximum}, ${got}`;
  }
  if (schema.type === 'boolean') return `${name} must be "true" or "false", ${got}`;
  if (schema.anyOf) {
    return `${name} must be one of ${schema.anyOf.map((option) => option.const).join(', ')}, ${got}`;
  }
  return `${name} is not valid, ${got}`;
}

import type { Reference } from '@mikro-orm/core';
import type { EntityManager, SnakeCase } from '@mikro-orm/postgresql';
import { type ColumnType, sql } from 'kysely';

/**
 * The Kysely view of the database, derived from the MikroORM entities (never written by hand).
 * Each feature declares its own tables beside their entities, by augmenting this interface:
 *
 *   declare module '../../db/tables.js' {
 *     interface PortalTables { news_items: TableOf<NewsItem>; }
 *   }
 *
 * so that this folder, below every feature, imports none of them. The entities are the one
 * schema source: the migrations are checked against them (migration-drift.ts) and these types
 * against the migrated database (tables-drift.ts), both in `npm run check`. The table name is
 * written in the augmentation because the decorator's `tableName` is not visible to the type
 * system; the drift check catches a wrong pairing, and a table nobody declares.
 *
 * Kysely runs the hot read paths and most writes: plain rows without hydration (identity map,
 * change tracking), which costs several times the CPU of the query itself.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the features' declarations (above).
export interface PortalTables {}

/**
 * The columns of an entity's table, by MikroORM's underscore naming: a scalar property `createdAt`
 * is the column `created_at`, a to-one relation `author` (a Ref) is `author_id` holding the
 * related primary key, collections are not columns. Timestamps are text both ways: MikroORM's
 * type parsers hand them over as PostgreSQL prints them (`2026-11-22 09:30:00.123+00`, which
 * `new Date()` reads), and ISO strings are written back, so a `Date` property is a `string`
 * column. A json(b) column reads as the property's value and is written as JSON text.
 * Embedded objects (`@Embedded({ prefix })`) keep their prefix in the decorator only, so the
 * entity's line in PortalTables names it (`embedded`).
 * Built on MikroORM's SnakeCase rather than its `InferClassEntityDB` (what `em.getKysely()`
 * infers without a type argument), which in 7.2 yields no table for a decorated class without an
 * `[EntityName]` marker, and with one names the table after the entity (`security_event`, not
 * the `tableName`), types timestamps as `Date` and drops json and embedded columns.
 */
export type TableOf<Entity, Embedded extends Record<string, object> = Record<never, never>> = Flat<
  {
    -readonly [Key in keyof Entity as ColumnName<Key, Entity[Key], Embedded>]: ColumnValue<
      Entity[Key]
    >;
  } & UnionToIntersection<Embedded[keyof Embedded]>
>;

/** The columns of an embeddable stored inline with `prefix` (`name_en`, `name_so`, ...). */
export type EmbeddedColumns<Prefix extends string, Embeddable> = {
  -readonly [Key in keyof Embeddable as Key extends string
    ? `${Prefix}${SnakeCase<Key>}`
    : never]: ColumnValue<Embeddable[Key]>;
};

type ColumnName<Key, Value, Embedded> = Key extends symbol
  ? never
  : Key extends keyof Embedded
    ? never
    : Key extends string
      ? NonNullable<Value> extends Reference<infer Related>
        ? `${SnakeCase<Key>}_${SnakeCase<PrimaryKeyName<Related>>}`
        : NonNullable<Value> extends Collection
          ? never
          : NonNullable<Value> extends (...args: never[]) => unknown
            ? never
            : SnakeCase<Key>
      : never;

type ColumnValue<Value> = Value extends Date
  ? string
  : Value extends Reference<infer Related>
    ? PrimaryKeyValue<Related>
    : Value extends readonly unknown[]
      ? Value
      : Value extends object
        ? ColumnType<Value, JsonText, JsonText>
        : Value;

/**
 * What a json(b) column is written as: `JSON.stringify(value)`. An object would be serialised by
 * pg too, but an array would become a PostgreSQL array literal, so writes always pass the text.
 */
type JsonText = string;

/** Every entity here has a single-column primary key named `id` or is keyed by its relations. */
type PrimaryKeyName<Related> = 'id' extends keyof Related ? 'id' : never;
type PrimaryKeyValue<Related> = Related extends { id: infer Id } ? Id : never;

/** A one-to-many or many-to-many collection (it has an owner and is iterable). */
type Collection = { readonly owner: object; [Symbol.iterator](): Iterator<unknown> };

type UnionToIntersection<Union> = (Union extends unknown ? (value: Union) => void : never) extends (
  value: infer Intersection,
) => void
  ? Intersection
  : never;

type Flat<T> = { [Key in keyof T]: T[Key] };

/**
 * The database's clock, for a column whose default is `now()` (Kysely inserts name every
 * non-null column: the derived types cannot see the decorators' defaults).
 */
export const databaseNow = sql<string>`now()`;

/** Kysely on this EntityManager: the same pool, and its transaction when it is in one. */
export function tablesOf(em: EntityManager) {
  return em.getKysely<PortalTables>();
}

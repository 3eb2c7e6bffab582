/** 'LEGAL_UPDATES' → 'legal-updates', at the type level too. */
export type SpecValue<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Lowercase<Head>}-${SpecValue<Tail>}`
  : Lowercase<S>;

/**
 * The spec's kebab-case form of a GraphQL enum value ('LEGAL_UPDATES' → 'legal-updates'): the
 * message catalogs key their labels by it. A value already in that form is returned as it is.
 */
export function specValue<S extends string>(value: S): SpecValue<S> {
  return value.toLowerCase().replaceAll('_', '-') as SpecValue<S>;
}

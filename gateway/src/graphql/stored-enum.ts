/**
 * A stored text as one of a GraphQL enum's values, or null when it is none of them. The columns
 * behind some enum fields have no check constraint, and GraphQL fails the whole field (an error
 * in the answer) on a value the enum cannot represent; an unknown value reads as "not given".
 */
export function storedEnum<T extends string>(
  values: Readonly<Record<string, T>>,
  stored: string | null | undefined,
): T | null {
  return Object.values(values).find((value) => value === stored) ?? null;
}

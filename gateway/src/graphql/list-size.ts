import { Extensions } from 'type-graphql';

const LIST_SIZE_EXTENSION = 'listSize';

/**
 * The most items a list field can answer, for the cost analysis (operation-limits.ts fieldCost):
 * it prices the list by this (or a smaller `limit`/`first` sent) rather than by a guess, so an
 * operation of many aliases weighs what it may really return (issue 26, F2).
 */
export function ListSize(max: number): MethodDecorator & PropertyDecorator {
  return Extensions({ [LIST_SIZE_EXTENSION]: max });
}

/** The declared maximum of a field (its `extensions`), if it has one. */
export function listSizeOf(extensions: Readonly<Record<string, unknown>>): number | undefined {
  const max = extensions[LIST_SIZE_EXTENSION];
  return typeof max === 'number' ? max : undefined;
}

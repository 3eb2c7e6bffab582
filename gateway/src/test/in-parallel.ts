/**
 * Runs `task` on every item with at most `limit` in flight, answering the results in the items'
 * order. For test walks whose requests do not depend on each other: they wait on PostgreSQL and
 * Redis side by side instead of one after the other.
 */
export async function inParallel<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

// What Apollo's normalised cache did for the members' pages, done explicitly on the answers
// the client keeps: an object with an `id` is the same record wherever a query shows it, so an
// answer that carries it (a mutation's, a subscription's, another query's) updates it everywhere.

type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const idOf = (value: Plain): string | undefined =>
  typeof value.id === 'string' ? value.id : undefined;

/** The fields of every record in `data`, by id (later occurrences add to earlier ones). */
export function collectRecords(data: unknown, into = new Map<string, Plain>()): Map<string, Plain> {
  if (Array.isArray(data)) {
    for (const item of data) collectRecords(item, into);
  } else if (isPlain(data)) {
    const id = idOf(data);
    if (id !== undefined) into.set(id, { ...into.get(id), ...data });
    for (const value of Object.values(data)) collectRecords(value, into);
  }
  return into;
}

/** A field whose new value can replace the old without dropping what the query selected. */
function replaceable(next: unknown): boolean {
  if (next === null || typeof next !== 'object') return true;
  return Array.isArray(next) && next.every((item) => item === null || typeof item !== 'object');
}

const sameValue = (a: unknown, b: unknown) =>
  Object.is(a, b) ||
  (Array.isArray(a) && Array.isArray(b) && JSON.stringify(a) === JSON.stringify(b));

/**
 * `data` with the records' new field values applied (only the fields it already has, and only
 * scalars, lists of scalars and nulls: a nested record is updated where it is found); the same
 * object when nothing changed, so that unchanged queries do not render again.
 */
export function applyRecords<T>(data: T, records: ReadonlyMap<string, Plain>): T {
  if (Array.isArray(data)) {
    let changed = false;
    const items = data.map((item) => {
      const next = applyRecords(item, records);
      if (next !== item) changed = true;
      return next;
    });
    return (changed ? items : data) as T;
  }
  if (!isPlain(data)) return data;
  const id = idOf(data);
  const record = id === undefined ? undefined : records.get(id);
  const sameType =
    record === undefined ||
    record.__typename === undefined ||
    data.__typename === undefined ||
    record.__typename === data.__typename;
  let copy: Plain | undefined;
  for (const [key, value] of Object.entries(data)) {
    const replaced =
      record && sameType && key !== 'id' && key in record && replaceable(record[key]);
    const next = replaced ? record[key] : applyRecords(value, records);
    if (!sameValue(next, value)) {
      copy ??= { ...data };
      copy[key] = next;
    }
  }
  return (copy ?? data) as T;
}

/** `data` without the record of this id in any list (what Apollo's evict did to a deletion). */
export function withoutRecord<T>(data: T, id: string): T {
  if (Array.isArray(data)) {
    let changed = false;
    const items: unknown[] = [];
    for (const item of data) {
      if (isPlain(item) && idOf(item) === id) {
        changed = true;
        continue;
      }
      const next = withoutRecord(item, id);
      if (next !== item) changed = true;
      items.push(next);
    }
    return (changed ? items : data) as T;
  }
  if (!isPlain(data)) return data;
  let copy: Plain | undefined;
  for (const [key, value] of Object.entries(data)) {
    const next = withoutRecord(value, id);
    if (next !== value) {
      copy ??= { ...data };
      copy[key] = next;
    }
  }
  return (copy ?? data) as T;
}

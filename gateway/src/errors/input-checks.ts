import type { FieldErrors } from './domain-error.js';

// The checks every service makes of what a caller sends, worded once so that a 400 reads the
// same whichever list or form it comes from. Each records its problem under the field's name.

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

/** Something@somewhere.tld without spaces: the form every e-mail field is checked against. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

export interface LengthRange {
  min: number;
  max: number;
}

/** Records a problem under `field` when `value` (already trimmed) is outside the range. */
export function checkLength(
  problems: FieldErrors,
  field: string,
  value: string,
  { min, max }: LengthRange,
): void {
  if (value.length < min || value.length > max) {
    problems[field] = `must be ${min} to ${max} characters long`;
  }
}

export interface PageSize {
  default: number;
  max: number;
}

export interface Page {
  limit: number;
  offset: number;
}

/**
 * Staff queues and a member's own lists: short in practice, but paged like every other list so
 * that no answer is unbounded and a client can reach an item past the first page.
 */
export const QUEUE_PAGE: PageSize = { default: 200, max: 200 };

/** The first page of a queue, for REST routes that answer the spec's unpaged shape. */
export const FIRST_QUEUE_PAGE: Page = { limit: QUEUE_PAGE.default, offset: 0 };

/** The page asked for, with the defaults filled in; records bad `limit` or `offset` values. */
export function readPage(
  problems: FieldErrors,
  input: { limit?: number | null; offset?: number | null },
  size: PageSize,
): Page {
  const limit = input.limit ?? size.default;
  const offset = input.offset ?? 0;
  if (!Number.isInteger(limit) || limit < 1 || limit > size.max) {
    problems.limit = `must be an integer from 1 to ${size.max}`;
  }
  if (!Number.isInteger(offset) || offset < 0) problems.offset = 'must be 0 or more';
  return { limit, offset };
}

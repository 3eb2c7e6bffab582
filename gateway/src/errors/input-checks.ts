import { badUserInput, type FieldErrors } from './domain-error.js';

// The checks every service makes of what a caller sends, worded once so that a 400 reads the
// same whichever list or form it comes from. Each records its problem under the field's name.

/** A UUID written out: what PostgreSQL's uuid type reads (no braces, no `urn:uuid:` prefix). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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

// Each check records its problem under `field` when the value fails, and answers whether it
// passed, so that a field's later checks can be skipped (`checkRequired(…) && checkUuid(…)`):
// the first problem of a field is the one reported. Services call them for the REST and the
// GraphQL entry points alike, so each rule and its wording exist once.

/** Records a problem under `field` when `value` (already trimmed) is outside the range. */
export function checkLength(
  problems: FieldErrors,
  field: string,
  value: string,
  { min, max }: LengthRange,
): boolean {
  if (value.length >= min && value.length <= max) return true;
  problems[field] = `must be ${min} to ${max} characters long`;
  return false;
}

/** A value that must be given: records "is required" when `value` (trimmed) is empty or absent. */
export function checkRequired(
  problems: FieldErrors,
  field: string,
  value: string | null | undefined,
): value is string {
  if (value) return true;
  problems[field] = 'is required';
  return false;
}

/** How a text longer than `max` characters is refused (the services' and the schemas' words). */
export const maxLengthProblem = (max: number) => `must be at most ${max} characters long`;
/** How a text shorter than `min` characters is refused. */
export const minLengthProblem = (min: number) => `must be at least ${min} characters long`;

/** Records a problem when `value` (already trimmed; absent passes) is longer than `max`. */
export function checkMaxLength(
  problems: FieldErrors,
  field: string,
  value: string | null | undefined,
  max: number,
  problem = maxLengthProblem(max),
): boolean {
  if (value == null || value.length <= max) return true;
  problems[field] = problem;
  return false;
}

/**
 * Records `problem` when `value` is not a UUID (absent passes). Ids name what they are in their
 * problem when the client picked them from a list ("must be a message id").
 */
export function checkUuid(
  problems: FieldErrors,
  field: string,
  value: string | null | undefined,
  problem = 'must be a UUID',
): boolean {
  if (value == null || isUuid(value)) return true;
  problems[field] = problem;
  return false;
}

/** The two wordings of a bad address: the forms' and the consultation request's (spec §3). */
export const EMAIL_PROBLEM = 'must be a valid e-mail address';
export const EMAIL_PROBLEM_SHORT = 'must be an e-mail address';
/** The longest address SMTP carries (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

/** Records a problem when `value` (trimmed, lower-cased) is not an address of at most 254 characters. */
export function checkEmail(
  problems: FieldErrors,
  field: string,
  value: string,
  problem = EMAIL_PROBLEM,
): boolean {
  if (value.length <= EMAIL_MAX_LENGTH && isEmail(value)) return true;
  problems[field] = problem;
  return false;
}

/** Records a problem when `value` is not one of `allowed` (absent passes). */
export function checkOneOf<T extends string>(
  problems: FieldErrors,
  field: string,
  value: string | null | undefined,
  allowed: readonly T[],
  problem = `must be one of ${allowed.join(', ')}`,
): value is T {
  if (value == null || (allowed as readonly string[]).includes(value)) return true;
  problems[field] = problem;
  return false;
}

export interface IntegerRange {
  min: number;
  max: number;
}

/**
 * Records a problem when `value` is not a whole number in the range; the default wording is the
 * one of every `limit`/`first` argument.
 */
export function checkIntegerRange(
  problems: FieldErrors,
  field: string,
  value: unknown,
  { min, max }: IntegerRange,
  problem = `must be an integer from ${min} to ${max}`,
): value is number {
  if (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max) {
    return true;
  }
  problems[field] = problem;
  return false;
}

/**
 * Throws BAD_USER_INPUT naming every field with a problem, if any: the end of a service's checks.
 */
export function throwIfProblems(problems: FieldErrors): void {
  if (Object.keys(problems).length > 0) throw badUserInput(problems);
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
  checkIntegerRange(problems, 'limit', limit, { min: 1, max: size.max });
  checkIntegerRange(
    problems,
    'offset',
    offset,
    { min: 0, max: Number.POSITIVE_INFINITY },
    'must be 0 or more',
  );
  return { limit, offset };
}

/** A calendar date, optionally with a time and an offset (ISO 8601 as forms and clients send it). */
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

export const DATE_TIME_PROBLEM = 'must be a date and time';

/** The date `value` (trimmed text) names, or null with `problem` recorded under `field`. */
export function checkDateText(
  problems: FieldErrors,
  field: string,
  value: string,
  problem = DATE_TIME_PROBLEM,
): Date | null {
  const parsed = DATE_PATTERN.test(value) ? new Date(value) : null;
  if (parsed && !Number.isNaN(parsed.getTime())) return parsed;
  problems[field] = problem;
  return null;
}

/** Records a problem when a parsed date (absent passes) is not a real instant. */
export function checkDate(
  problems: FieldErrors,
  field: string,
  value: Date | null | undefined,
  problem = DATE_TIME_PROBLEM,
): boolean {
  if (value == null || !Number.isNaN(value.getTime())) return true;
  problems[field] = problem;
  return false;
}

/** Search texts and the like: records "must not be blank" when `value` (trimmed) is empty. */
export function checkNotBlank(problems: FieldErrors, field: string, value: string): boolean {
  if (value.length > 0) return true;
  problems[field] = 'must not be blank';
  return false;
}

/** Records `problem` when `value` (absent passes) does not match `pattern` (usernames, phones). */
export function checkMatches(
  problems: FieldErrors,
  field: string,
  value: string | null | undefined,
  pattern: RegExp,
  problem: string,
): boolean {
  if (value == null || pattern.test(value)) return true;
  problems[field] = problem;
  return false;
}

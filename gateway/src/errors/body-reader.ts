import { badUserInput, type FieldErrors } from './domain-error.js';
import {
  checkDate,
  checkIntegerRange,
  checkMaxLength,
  checkOneOf,
  checkRequired,
  checkUuid,
  DATE_TIME_PROBLEM,
} from './input-checks.js';

type Body = Record<string, unknown>;

/**
 * Reads the fields of an untyped body (a REST JSON body, or a GraphQL input passed on as one)
 * with the shared checks: each getter answers the value or null and records what is wrong with
 * it, and `done` throws BAD_USER_INPUT naming every bad field. Used where one parser serves REST
 * and GraphQL alike (submissions, event edits).
 */
export class BodyReader {
  readonly errors: FieldErrors = {};

  constructor(private readonly body: Body) {}

  /** Trimmed text, or null when absent or blank. */
  text(field: string, max: number, required = false): string | null {
    const value = this.body[field];
    if (value === undefined || value === null) {
      if (required) checkRequired(this.errors, field, null);
      return null;
    }
    if (typeof value !== 'string') {
      this.errors[field] = 'must be text';
      return null;
    }
    const trimmed = value.trim();
    if (trimmed === '') {
      if (required) checkRequired(this.errors, field, trimmed);
      return null;
    }
    // This wording (without "long") is the one clients of these bodies have always seen.
    if (!checkMaxLength(this.errors, field, trimmed, max, `must be at most ${max} characters`)) {
      return null;
    }
    return trimmed;
  }

  oneOf(field: string, values: readonly string[]): string | null {
    const value = this.text(field, 100);
    return checkOneOf(this.errors, field, value, values) ? value : null;
  }

  /** A UUID given as text (36 characters); null when absent or blank. */
  uuid(field: string): string | null {
    const value = this.text(field, 36);
    return checkUuid(this.errors, field, value) ? value : null;
  }

  date(field: string, required = false): Date | null {
    const value = this.body[field];
    if (value instanceof Date) return checkDate(this.errors, field, value) ? value : null;
    const text = this.text(field, 64, required);
    if (text === null) return null;
    const parsed = new Date(text);
    return checkDate(this.errors, field, parsed, DATE_TIME_PROBLEM) ? parsed : null;
  }

  boolean(field: string, fallback: boolean): boolean {
    const value = this.body[field];
    if (value === undefined || value === null) return fallback;
    if (typeof value === 'boolean') return value;
    if (value === 'true' || value === 'false') return value === 'true';
    this.errors[field] = 'must be true or false';
    return fallback;
  }

  /** A whole number from a number or the text of a number input; null when absent or blank. */
  integer(field: string, min: number, max: number): number | null {
    const value = this.body[field];
    if (value === undefined || value === null || value === '') return null;
    const number = typeof value === 'string' ? Number(value.trim()) : value;
    const anyInteger = { min: Number.NEGATIVE_INFINITY, max: Number.POSITIVE_INFINITY };
    if (!checkIntegerRange(this.errors, field, number, anyInteger, 'must be a whole number')) {
      return null;
    }
    const range = { min, max };
    if (
      !checkIntegerRange(this.errors, field, number, range, `must be between ${min} and ${max}`)
    ) {
      return null;
    }
    return number;
  }

  /** Text that `isValid` accepts (a time zone name, …); null when absent or refused. */
  matching(field: string, max: number, isValid: (value: string) => boolean, problem: string) {
    const value = this.text(field, max);
    if (value === null) return null;
    if (isValid(value)) return value;
    this.errors[field] = problem;
    return null;
  }

  url(field: string, max: number): string | null {
    return this.matching(field, max, isHttpUrl, 'must be an http or https address');
  }

  done<T>(value: T): T {
    if (Object.keys(this.errors).length > 0) throw badUserInput(this.errors);
    return value;
  }
}

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

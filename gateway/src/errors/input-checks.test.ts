import { describe, expect, it } from 'vitest';
import { BodyReader } from './body-reader.js';
import type { FieldErrors } from './domain-error.js';
import { ErrorCode } from './error-code.js';
import { toClientError } from './error-mapper.js';
import {
  checkDateText,
  checkEmail,
  checkIntegerRange,
  checkMaxLength,
  checkOneOf,
  checkRequired,
  checkUuid,
  readPage,
  throwIfProblems,
} from './input-checks.js';

describe('the shared input checks', () => {
  it('record one worded problem per field and answer whether the value passed', () => {
    const problems: FieldErrors = {};
    expect(checkRequired(problems, 'title', '')).toBe(false);
    expect(checkMaxLength(problems, 'search', 'x'.repeat(201), 200)).toBe(false);
    expect(checkMaxLength(problems, 'excerpt', null, 10)).toBe(true);
    expect(checkEmail(problems, 'email', 'not an address')).toBe(false);
    expect(checkUuid(problems, 'before', 'nope', 'must be a message id')).toBe(false);
    expect(checkUuid(problems, 'after', undefined)).toBe(true);
    expect(checkOneOf(problems, 'type', 'divorce', ['legal-advice', 'court'])).toBe(false);
    expect(checkIntegerRange(problems, 'limit', 1.5, { min: 1, max: 100 })).toBe(false);
    expect(checkDateText(problems, 'preferredDate', '31/12/2026')).toBeNull();
    expect(problems).toEqual({
      title: 'is required',
      search: 'must be at most 200 characters long',
      email: 'must be a valid e-mail address',
      before: 'must be a message id',
      type: 'must be one of legal-advice, court',
      limit: 'must be an integer from 1 to 100',
      preferredDate: 'must be a date and time',
    });
  });

  it('read a page with its defaults, and refuse a negative offset', () => {
    const problems: FieldErrors = {};
    expect(readPage(problems, {}, { default: 20, max: 100 })).toEqual({ limit: 20, offset: 0 });
    readPage(problems, { limit: 101, offset: -1 }, { default: 20, max: 100 });
    expect(problems).toEqual({
      limit: 'must be an integer from 1 to 100',
      offset: 'must be 0 or more',
    });
  });

  it('throw BAD_USER_INPUT naming every field only when there is a problem', () => {
    expect(() => throwIfProblems({})).not.toThrow();
    const error = (() => {
      try {
        throwIfProblems({ title: 'is required' });
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(toClientError(error)).toMatchObject({
      status: 400,
      code: ErrorCode.BAD_USER_INPUT,
      message: 'Invalid input: title is required.',
      fields: { title: 'is required' },
    });
  });
});

describe('BodyReader', () => {
  it('reads an untyped body and names every bad field', () => {
    const read = new BodyReader({
      title: '  A title  ',
      content: 42,
      when: 'not a date',
      seats: '0',
      id: 'nope',
      link: 'ftp://example.org',
    });
    expect(read.text('title', 200, true)).toBe('A title');
    expect(read.text('content', 200, true)).toBeNull();
    expect(read.text('missing', 200, true)).toBeNull();
    expect(read.date('when')).toBeNull();
    expect(read.integer('seats', 1, 10)).toBeNull();
    expect(read.uuid('id')).toBeNull();
    expect(read.url('link', 100)).toBeNull();
    expect(read.errors).toEqual({
      content: 'must be text',
      missing: 'is required',
      when: 'must be a date and time',
      seats: 'must be between 1 and 10',
      id: 'must be a UUID',
      link: 'must be an http or https address',
    });
    expect(() => read.done(null)).toThrow(/Invalid input: content must be text;/);
  });
});

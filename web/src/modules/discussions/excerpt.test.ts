import { describe, expect, it } from 'vitest';
import { EXCERPT_LENGTH, excerpt } from './excerpt.js';

describe('excerpt', () => {
  it('keeps content of at most 200 characters unchanged, without an ellipsis', () => {
    expect(excerpt('Short text.')).toBe('Short text.');
    const exact = 'a'.repeat(EXCERPT_LENGTH);
    expect(excerpt(exact)).toBe(exact);
  });

  it('cuts longer content to its first 200 characters and adds an ellipsis', () => {
    const long = `${'b'.repeat(EXCERPT_LENGTH)}tail`;
    expect(excerpt(long)).toBe(`${'b'.repeat(EXCERPT_LENGTH)}…`);
  });

  it('counts characters, not UTF-16 units, so that a character is never split', () => {
    const arabic = 'ق'.repeat(EXCERPT_LENGTH - 1);
    expect(excerpt(`${arabic}😀`)).toBe(`${arabic}😀`);
    expect(excerpt(`${arabic}😀x`)).toBe(`${arabic}😀…`);
  });
});

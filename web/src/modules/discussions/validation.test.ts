import { describe, expect, it } from 'vitest';
import { contentProblem, lengthProblem, titleProblem } from './validation.js';

describe('new discussion validation', () => {
  it('requires a title of 3 to 200 characters, ignoring surrounding spaces', () => {
    expect(titleProblem('   ')).toEqual({ kind: 'required' });
    expect(titleProblem(' ab ')).toEqual({ kind: 'tooShort', min: 3 });
    expect(titleProblem('abc')).toBeNull();
    expect(titleProblem('t'.repeat(200))).toBeNull();
    expect(titleProblem('t'.repeat(201))).toEqual({ kind: 'tooLong', max: 200 });
  });

  it('requires content of 10 to 20000 characters', () => {
    expect(contentProblem('')).toEqual({ kind: 'required' });
    expect(contentProblem('123456789')).toEqual({ kind: 'tooShort', min: 10 });
    expect(contentProblem('1234567890')).toBeNull();
    expect(contentProblem('c'.repeat(20000))).toBeNull();
    expect(contentProblem('c'.repeat(20001))).toEqual({ kind: 'tooLong', max: 20000 });
  });

  it('counts characters rather than UTF-16 units', () => {
    expect(lengthProblem('😀😀😀', 3, 3)).toBeNull();
  });
});

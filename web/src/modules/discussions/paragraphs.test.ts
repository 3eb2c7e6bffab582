import { describe, expect, it } from 'vitest';
import { paragraphs } from './paragraphs.js';

describe('paragraphs', () => {
  it('splits at line breaks and drops blank lines', () => {
    expect(paragraphs('First.\n\nSecond.\r\nThird.\n  \n')).toEqual([
      'First.',
      'Second.',
      'Third.',
    ]);
  });

  it('keeps one-line content as one paragraph', () => {
    expect(paragraphs('Only one.')).toEqual(['Only one.']);
  });
});

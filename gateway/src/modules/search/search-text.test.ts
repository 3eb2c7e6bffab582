import { describe, expect, it } from 'vitest';
import { searchText, tsQueryParts } from './search-text.js';

describe('tsQueryParts', () => {
  it('makes the last plain word a prefix, in any script', () => {
    expect(tsQueryParts('crim')).toEqual({ head: '', prefix: 'crim', orPrefix: false });
    expect(tsQueryParts('land dhaxal')).toEqual({
      head: 'land',
      prefix: 'dhaxal',
      orPrefix: false,
    });
    expect(tsQueryParts('القانون الجنا')).toEqual({
      head: 'القانون',
      prefix: 'الجنا',
      orPrefix: false,
    });
    expect(tsQueryParts('droit pén')).toEqual({ head: 'droit', prefix: 'pén', orPrefix: false });
  });

  it('keeps an OR before the last word as an alternative', () => {
    expect(tsQueryParts('theft OR crim')).toEqual({
      head: 'theft',
      prefix: 'crim',
      orPrefix: true,
    });
  });

  it('leaves quoted, negated, operator and punctuated last words to websearch_to_tsquery', () => {
    for (const text of [
      '"criminal law',
      '"criminal law"',
      'law -crim',
      'theft or',
      "o'neil",
      'a&b',
    ]) {
      expect(tsQueryParts(text), text).toEqual({ head: text, prefix: null, orPrefix: false });
    }
  });
});

describe('searchText', () => {
  it('trims, and refuses blank or long text naming the field', () => {
    expect(searchText('  law  ', 'query')).toBe('law');
    expect(() => searchText('   ', 'q')).toThrow(/q must not be blank/);
    expect(() => searchText('x'.repeat(201), 'search')).toThrow(/search must be at most 200/);
    expect(searchText('x'.repeat(200), 'query')).toHaveLength(200);
  });
});

describe('searchText bounds (issue 26, F1)', () => {
  it('refuses more than 12 words, naming the field and the count', () => {
    const words = (count: number) => Array.from({ length: count }, () => 'a').join(' ');
    expect(searchText(words(12), 'query')).toBe(words(12));
    expect(() => searchText(words(100), 'query')).toThrow(
      'query must have at most 12 words (it has 100)',
    );
  });

  it('refuses a text of only excluded words, which no index can answer', () => {
    expect(() => searchText('-a -b', 'q')).toThrow('q must have a word to find');
    expect(searchText('law -a', 'q')).toBe('law -a');
  });
});

import { describe, expect, it } from 'vitest';
import { highlightParts, searchTerms } from './highlight.js';

describe('searchTerms', () => {
  it('keeps the words, not quotes, exclusions or OR', () => {
    expect(searchTerms('"criminal law" OR theft -civil')).toEqual(['criminal', 'theft', 'law']);
  });
});

describe('highlightParts', () => {
  it('marks word starts case-insensitively', () => {
    expect(highlightParts('Criminal law and crime', 'crim')).toEqual([
      { text: 'Crim', match: true },
      { text: 'inal law and ', match: false },
      { text: 'crim', match: true },
      { text: 'e', match: false },
    ]);
  });

  it('does not mark inside a word', () => {
    expect(highlightParts('decriminalise', 'crim')).toEqual([
      { text: 'decriminalise', match: false },
    ]);
  });

  it('works in Arabic, Somali and French text', () => {
    expect(highlightParts('الميراث في القانون', 'القانون')).toEqual([
      { text: 'الميراث في ', match: false },
      { text: 'القانون', match: true },
    ]);
    expect(highlightParts('Xeerka ciqaabta', 'CIQAAB')).toEqual([
      { text: 'Xeerka ', match: false },
      { text: 'ciqaab', match: true },
      { text: 'ta', match: false },
    ]);
    expect(highlightParts('La détention provisoire', 'détention')[1]).toEqual({
      text: 'détention',
      match: true,
    });
  });

  it('treats markup in the text as text', () => {
    expect(highlightParts('<b>law</b>', 'law')).toEqual([
      { text: '<b>', match: false },
      { text: 'law', match: true },
      { text: '</b>', match: false },
    ]);
  });

  it('answers the whole text when nothing can be marked', () => {
    expect(highlightParts('Family law', '!!!')).toEqual([{ text: 'Family law', match: false }]);
    expect(highlightParts('', 'law')).toEqual([]);
  });
});

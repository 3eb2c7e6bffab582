import { describe, expect, it } from 'vitest';
import { filterNews } from './filterNews.js';
import { newsEntry } from './testData.js';

describe('filterNews', () => {
  const items = [
    newsEntry({ id: 'a', title: 'E-filing pilot', excerpt: null, content: 'Banadir court' }),
    newsEntry({ id: 'b', title: 'Workshop', excerpt: 'On ARBITRATION', content: 'Two days' }),
    newsEntry({ id: 'c', title: 'Réforme du code pénal', excerpt: null, content: 'Garde à vue' }),
  ];
  const ids = (text: string) => filterNews(items, text).map((item) => item.id);

  it('keeps everything for blank text', () => {
    expect(ids('   ')).toEqual(['a', 'b', 'c']);
  });

  it('matches title, excerpt or content, ignoring case and surrounding spaces', () => {
    expect(ids(' e-FILING ')).toEqual(['a']);
    expect(ids('arbitration')).toEqual(['b']);
    expect(ids('banadir')).toEqual(['a']);
    expect(ids('garde à vue')).toEqual(['c']);
    expect(ids('nothing like this')).toEqual([]);
  });
});

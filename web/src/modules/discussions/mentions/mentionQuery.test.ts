import { describe, expect, it } from 'vitest';
import { insertMention, mentionQueryAt } from './mentionQuery.js';

describe('the mention being typed', () => {
  it('is the name after an @ at the caret, in any script', () => {
    expect(mentionQueryAt('Ask @hod', 8)).toEqual({ start: 4, query: 'hod' });
    expect(mentionQueryAt('@أمينة', 6)).toEqual({ start: 0, query: 'أمينة' });
    expect(mentionQueryAt('(@am) later', 4)).toEqual({ start: 1, query: 'am' });
  });

  it('is none in an e-mail address, after a space, or for a bare @', () => {
    expect(mentionQueryAt('mail amina@example.org', 22)).toBeNull();
    expect(mentionQueryAt('Ask @hod and', 12)).toBeNull();
    expect(mentionQueryAt('Ask @', 5)).toBeNull();
  });

  it('is replaced by the markup, the caret after it and one space', () => {
    const text = 'Ask @hod about it';
    const at = mentionQueryAt(text, 8);
    expect(at && insertMention(text, at, '@[Hodan](member:1)')).toEqual({
      text: 'Ask @[Hodan](member:1) about it',
      caret: 23,
    });
  });
});

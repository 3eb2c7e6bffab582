import { NavigationType } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { isPageChange, type RouteLocation } from './pageChange.js';

const at = (url: string, key: string): RouteLocation => {
  const { pathname, search, hash } = new URL(url, 'https://portal.invalid');
  return { pathname, search, hash, key };
};

const { Push, Pop, Replace } = NavigationType;

describe('isPageChange', () => {
  it.each([
    ['another path by a link', '/', '/members', Push, true],
    ['another path by a redirect', '/members', '/login?next=%2Fmembers', Replace, true],
    ['another path by Back', '/members', '/', Pop, true],
    [
      'another query by a link (practice-area shortcut)',
      '/discussions',
      '/discussions?area=family',
      Push,
      true,
    ],
    ['another query by Back', '/discussions?area=family', '/discussions', Pop, true],
    ['the same URL again by a link', '/members', '/members', Push, true],
    [
      'another query by a filter control (replace)',
      '/discussions',
      '/discussions?area=family',
      Replace,
      false,
    ],
    ['only the hash (the skip link)', '/members', '/members#main', Pop, false],
    [
      'only the hash by a link',
      '/discussions?area=family',
      '/discussions?area=family#top',
      Push,
      false,
    ],
  ] as const)('%s: %s → %s (%s) is %s', (_, from, to, action, expected) => {
    expect(isPageChange(at(from, 'a'), at(to, 'b'), action)).toBe(expected);
  });

  it('is no change without a new navigation, whatever the action', () => {
    for (const action of [Push, Pop, Replace])
      expect(isPageChange(at('/members', 'a'), at('/members', 'a'), action)).toBe(false);
  });
});

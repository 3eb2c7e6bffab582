import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relativeTime.js';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('formatRelativeTime', () => {
  it('words recent times relative to now', () => {
    expect(formatRelativeTime(ago(5_000), NOW, 'en')).toBe('now');
    expect(formatRelativeTime(ago(5 * 60_000), NOW, 'en')).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(3 * 3_600_000), NOW, 'en')).toBe('3 hours ago');
    expect(formatRelativeTime(ago(26 * 3_600_000), NOW, 'en')).toBe('yesterday');
    expect(formatRelativeTime(ago(15 * 86_400_000), NOW, 'en')).toBe('2 weeks ago');
  });

  it('gives a short date past four weeks, and a future time (clock skew) reads as now', () => {
    expect(formatRelativeTime('2026-09-03T08:00:00Z', NOW, 'en')).toBe('Sep 3, 2026');
    expect(formatRelativeTime(ago(-30_000), NOW, 'en')).toBe('now');
  });

  it('speaks the reader’s language', () => {
    expect(formatRelativeTime(ago(5 * 60_000), NOW, 'fr')).toBe('il y a 5 minutes');
    expect(formatRelativeTime(ago(5 * 60_000), NOW, 'ar')).not.toContain('minutes');
  });
});

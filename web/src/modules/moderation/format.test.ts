import { describe, expect, it } from 'vitest';
import { frenchDateTime, moderationStatus } from './format.js';

describe('admin panel formats', () => {
  it('writes dates as French day/month/year with hour and minute', () => {
    const local = new Date(2026, 10, 3, 9, 5);
    expect(frenchDateTime(local)).toBe('03/11/2026 09:05');
    expect(frenchDateTime(local.toISOString())).toBe('03/11/2026 09:05');
  });

  it('has no date for a missing or broken value', () => {
    expect(frenchDateTime(null)).toBeNull();
    expect(frenchDateTime(undefined)).toBeNull();
    expect(frenchDateTime('')).toBeNull();
    expect(frenchDateTime('not a date')).toBeNull();
  });

  it('shows an unknown status as pending', () => {
    expect(moderationStatus('APPROVED')).toBe('approved');
    expect(moderationStatus('rejected')).toBe('rejected');
    expect(moderationStatus('archived')).toBe('pending');
    expect(moderationStatus(null)).toBe('pending');
  });
});

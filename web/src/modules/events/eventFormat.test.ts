import { renderHook } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../i18n/i18n.js';
import { useEventDateFormat } from './eventFormat.js';

beforeAll(async () => {
  await initI18n();
});

const START = new Date('2026-12-03T06:30:00.000Z');

describe('useEventDateFormat', () => {
  it("shows the time on the event's own clock, whatever the reader's zone", () => {
    const mogadishu = renderHook(() => useEventDateFormat('Africa/Mogadishu')).result.current;
    expect(mogadishu.format(START)).toBe('Thursday, December 3, 2026 at 9:30 AM');
    const paris = renderHook(() => useEventDateFormat('Europe/Paris')).result.current;
    expect(paris.format(START)).toBe('Thursday, December 3, 2026 at 7:30 AM');
  });

  it("words the date in the reader's language", async () => {
    await i18n.changeLanguage('fr');
    const french = renderHook(() => useEventDateFormat('Africa/Mogadishu')).result.current;
    expect(french.format(START)).toBe('jeudi 3 décembre 2026 à 09:30');
    await i18n.changeLanguage('en');
  });

  it('falls back to the reader’s clock for a zone the browser does not know', () => {
    const unknown = renderHook(() => useEventDateFormat('Mars/Olympus')).result.current;
    expect(unknown.format(START)).toContain('2026');
  });
});

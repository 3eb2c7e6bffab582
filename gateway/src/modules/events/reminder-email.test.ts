import { describe, expect, it } from 'vitest';
import type { SentReminder } from './event-reminders.js';
import { reminderEmail } from './reminder-email.js';

const reminder = (language: SentReminder['language']): SentReminder => ({
  id: 'r1',
  userId: 'u',
  email: 'amina@example.org',
  fullName: 'Amina Hassan',
  language,
  offsetMinutes: 24 * 60,
  event: {
    id: 'e1',
    title: 'Annual conference',
    eventDate: new Date('2026-12-10T07:00:00Z'),
    timeZone: 'Africa/Mogadishu',
    location: null,
  },
});

describe('reminderEmail', () => {
  it('writes the reminder in the member’s language, the zone by its readable name', () => {
    const english = reminderEmail(reminder('en'), 'https://portal.example.org');
    expect(english.subject).toBe('Reminder: Annual conference');
    expect(english.text).toContain('starts tomorrow: Thursday, 10 December 2026 at 10:00');
    expect(english.text).toContain('(East Africa Time)');
    expect(english.text).not.toContain('Africa/Mogadishu');

    const somali = reminderEmail(reminder('so'), 'https://portal.example.org');
    expect(somali.subject).toBe('Xusuusin: Annual conference');
    expect(somali.text).toContain('berri');
    expect(somali.text).toContain('Diseembar');
    expect(somali.headers?.['Content-Language']).toBe('so');

    const arabic = reminderEmail(reminder('ar'), undefined);
    expect(arabic.text).toContain('غدًا');
    expect(arabic.text).toContain('المكان: عبر الإنترنت');
    expect(arabic.text).not.toContain('Africa/Mogadishu');
  });
});

import type { MailMessage } from '../../mail/mailer.js';
import type { SentReminder } from './event-reminders.js';

/**
 * The e-mail of a reminder, in English (e-mails carry no reader language yet; the in-portal
 * notification is worded in the member's language). The time is given in the event's own time
 * zone, named, so that nobody has to guess.
 */
export function reminderEmail(reminder: SentReminder, origin: string | undefined): MailMessage {
  const { event } = reminder;
  const when = new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: event.timeZone,
  }).format(event.eventDate);
  const soon = reminder.offsetMinutes >= 24 * 60 ? 'tomorrow' : 'in one hour';
  const lines = [
    `Dear ${reminder.fullName},`,
    '',
    `"${event.title}" starts ${soon}: ${when} (${event.timeZone}).`,
    `Where: ${event.location ?? 'Online'}`,
  ];
  if (origin) lines.push('', `Details: ${origin.replace(/\/$/, '')}/events/${event.id}`);
  lines.push('', 'You receive this because you answered that you are going.');
  return { to: reminder.email, subject: `Reminder: ${event.title}`, text: lines.join('\n') };
}

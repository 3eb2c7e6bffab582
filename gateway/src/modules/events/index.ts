// What other features use of events: they import it from here only (the worker's entry is
// worker.ts).

export { createMailer, type Mailer } from '../../mail/mailer.js';
export { CalendarFeed } from './calendar-feed.entity.js';
export { EventReminder } from './event-reminder.entity.js';
export {
  deliverDueReminders,
  findUnsentReminderTimes,
  type SentReminder,
} from './event-reminders.js';
export { EventRsvp } from './event-rsvp.entity.js';
export { findEventsToPromote, promoteWaitlisted } from './event-waitlist.js';
export { reminderEmail } from './reminder-email.js';

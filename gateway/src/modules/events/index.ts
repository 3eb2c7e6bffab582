// What the worker imports (package export "@portal/gateway/events").

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

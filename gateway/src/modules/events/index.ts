// What the worker imports (package export "@portal/gateway/events").

export { createMailer, type Mailer } from '../../mail/mailer.js';
export {
  deliverDueReminders,
  findUnsentReminderTimes,
  type SentReminder,
} from './event-reminders.js';
export { findEventsToPromote, promoteWaitlisted } from './event-waitlist.js';
export { reminderEmail } from './reminder-email.js';

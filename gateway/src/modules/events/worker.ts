// What the worker imports (@portal/gateway/modules/events/worker). Apart from index.ts (what other
// features use) so that the worker loads none of the feature's GraphQL or HTTP code.

export { createMailer, type Mailer, PermanentMailRefusal } from '../../mail/mailer.js';
export {
  deliverDueReminders,
  findUnsentReminderTimes,
  markReminderMailed,
  remindersToMail,
  type SentReminder,
} from './event-reminders.js';
export { findEventsToPromote, promoteWaitlisted } from './event-waitlist.js';
export { reminderEmail } from './reminder-email.js';

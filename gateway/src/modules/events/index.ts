// What other features use of events: they import it from here only (the worker's entry is
// worker.ts, whose exports are re-exported here).

export { CalendarFeed } from './calendar-feed.entity.js';
export { EventReminder } from './event-reminder.entity.js';
export { EventRsvp } from './event-rsvp.entity.js';
export { publicEvents } from './public-events.js';
export * from './worker.js';

// The events feature's public entry: what other features, pages and the app use of it.
export { AttendeesPanel } from './components/AttendeesPanel.js';
export { CalendarFeedPanel } from './components/CalendarFeedPanel.js';
export { EventFacts, MyAnswer } from './components/EventFacts.js';
export { EventFilters } from './components/EventFilters.js';
export { EventList } from './components/EventList.js';
export { PublicEvents } from './components/PublicEvents.js';
export { EVENTS_PATH, eventPath } from './eventPath.js';
export { useEventAnswer } from './hooks/useEventAnswer.js';
export { useEvents } from './hooks/useEvents.js';
export type { EventEntry } from './types.js';

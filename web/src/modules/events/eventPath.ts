/** The page of one event. */
export const eventPath = (id: string) => `/events/${id}`;

export const EVENTS_PATH = '/events';

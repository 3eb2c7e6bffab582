/** A member's answer to an event (shared contract: GraphQL, REST and the web use these values). */
export enum RsvpStatus {
  GOING = 'going',
  NOT_GOING = 'not_going',
  /** Answered "going" when the event was full: waits for a place, in answer order. */
  WAITLISTED = 'waitlisted',
  /** Withdrew a "going" or waitlisted answer. */
  CANCELLED = 'cancelled',
}

/** What a member may answer; "cancel" withdraws their answer. */
export enum RsvpAnswer {
  GOING = 'going',
  NOT_GOING = 'not_going',
  CANCEL = 'cancel',
}

/** Which events a list shows: upcoming soonest first, past most recent first. */
export enum EventPeriod {
  UPCOMING = 'upcoming',
  PAST = 'past',
}

/** The reminders each member going receives, in minutes before the event's start. */
export const REMINDER_OFFSETS_MINUTES: readonly number[] = [24 * 60, 60];

/** The time zone of an event submitted without one (the association's own). */
export const DEFAULT_EVENT_TIME_ZONE = 'Africa/Mogadishu';

/** Whether `value` is an IANA time zone this runtime knows (Intl's list plus UTC). */
export function isTimeZone(value: string): boolean {
  if (value.length === 0 || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

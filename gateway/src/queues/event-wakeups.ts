/**
 * Wake-ups of the worker for events (BullMQ jobs; never the record: the answers and the
 * reminder rows in PostgreSQL are, and the worker's sweep finds them if a wake-up is lost).
 * Each answers false when Redis did not take it.
 */
export interface EventWakeups {
  /** A place was freed or added: promote the first on the waitlist. */
  promote(eventId: string): Promise<boolean>;
  /** Reminders of the event fall due at these times. */
  remind(eventId: string, dueTimes: readonly Date[]): Promise<boolean>;
}

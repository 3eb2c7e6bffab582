import { defaultOf } from './environment.js';
/**
 * How long a session lives (SESSION_IDLE_MINUTES, SESSION_ABSOLUTE_HOURS in README): it ends
 * after `idleMinutes` without a request, and `absoluteHours` after sign-in whatever the activity.
 * Sensitive account changes need the password (and code) proven within `reauthMinutes`
 * (SESSION_REAUTH_MINUTES; ASVS 7.5).
 */
export interface SessionTimeouts {
  idleMinutes: number;
  absoluteHours: number;
  reauthMinutes: number;
}

export const DEFAULT_SESSION_TIMEOUTS: SessionTimeouts = {
  idleMinutes: defaultOf('SESSION_IDLE_MINUTES'),
  absoluteHours: defaultOf('SESSION_ABSOLUTE_HOURS'),
  reauthMinutes: defaultOf('SESSION_REAUTH_MINUTES'),
};

export const minutesToMs = (minutes: number): number => minutes * 60 * 1000;
export const hoursToMs = (hours: number): number => hours * 60 * 60 * 1000;

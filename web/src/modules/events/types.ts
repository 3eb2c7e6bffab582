import type { EventFieldsFragment } from '../../generated/graphql.js';

/** An approved event as the events pages show it. */
export type EventEntry = EventFieldsFragment;

import type {
  EventSubmissionValues,
  NewsSubmissionValues,
  SocialSubmissionValues,
} from './values.js';

// Spec §5's required rules, checked before sending (the server checks them again).

export type Problem = 'required' | 'notANumber' | 'invalidUrl';

const blank = (value: string) => value.trim() === '';

export function newsProblems(
  values: NewsSubmissionValues,
): Partial<Record<'title' | 'content', Problem>> {
  return {
    ...(blank(values.title) ? { title: 'required' as const } : {}),
    ...(blank(values.content) ? { content: 'required' as const } : {}),
  };
}

/** A positive whole number, or empty. */
export function maxAttendeesProblem(value: string): Problem | null {
  if (blank(value)) return null;
  return /^\s*[1-9]\d*\s*$/.test(value) ? null : 'notANumber';
}

export function eventProblems(
  values: EventSubmissionValues,
): Partial<Record<'title' | 'description' | 'eventDate' | 'maxAttendees', Problem>> {
  const attendees = values.registrationRequired ? maxAttendeesProblem(values.maxAttendees) : null;
  return {
    ...(blank(values.title) ? { title: 'required' as const } : {}),
    ...(blank(values.description) ? { description: 'required' as const } : {}),
    ...(blank(values.eventDate) ? { eventDate: 'required' as const } : {}),
    ...(attendees ? { maxAttendees: attendees } : {}),
  };
}

/** Only the content is enforced: the platform is labelled required but not enforced (spec §5). */
export function socialProblems(
  values: SocialSubmissionValues,
): Partial<Record<'content' | 'postUrl', Problem>> {
  return {
    ...(blank(values.content) ? { content: 'required' as const } : {}),
    ...(!blank(values.postUrl) && !/^https?:\/\/\S+$/i.test(values.postUrl.trim())
      ? { postUrl: 'invalidUrl' as const }
      : {}),
  };
}

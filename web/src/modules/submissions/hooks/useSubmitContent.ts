import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  MySubmissionsDocument,
  SubmitEventDocument,
  SubmitNewsDocument,
  SubmitSocialPostDocument,
} from '../../../generated/graphql.js';
import { instantOf } from '../../../lib/datetimeLocal.js';
import type { MySubmission } from '../types.js';
import {
  type EventSubmissionValues,
  type NewsSubmissionValues,
  NONE,
  type SocialSubmissionValues,
} from '../values.js';

const optional = (value: string): string | null => value.trim() || null;

/** The form's values as the GraphQL input (the author is the signed-in member, server-side). */
export function newsInput(values: NewsSubmissionValues) {
  return {
    title: values.title.trim(),
    content: values.content.trim(),
    excerpt: optional(values.excerpt),
    category: values.category === NONE ? null : values.category,
    socialMediaLinks: optional(values.socialMediaLinks),
    scheduledDate: instantOf(values.scheduledDate),
    priority: values.priority,
  };
}

export function eventInput(values: EventSubmissionValues) {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    eventDate: instantOf(values.eventDate) ?? values.eventDate,
    // The date was typed on this browser's clock: the event is shown on that clock's zone.
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    location: optional(values.location),
    category: values.category === NONE ? null : values.category,
    registrationRequired: values.registrationRequired,
    maxAttendees:
      values.registrationRequired && values.maxAttendees.trim()
        ? Number.parseInt(values.maxAttendees, 10)
        : null,
    socialMediaPromotion: values.socialMediaPromotion,
  };
}

export function socialInput(values: SocialSubmissionValues) {
  return {
    platform: values.platform === NONE ? null : values.platform,
    postUrl: optional(values.postUrl),
    content: values.content.trim(),
    hashtags: optional(values.hashtags),
    scheduledShare: instantOf(values.scheduledShare),
    targetAudience: values.targetAudience === NONE ? null : values.targetAudience,
  };
}

export interface SubmitContent {
  submitNews: (values: NewsSubmissionValues) => Promise<void>;
  submitEvent: (values: EventSubmissionValues) => Promise<void>;
  submitSocial: (values: SocialSubmissionValues) => Promise<void>;
}

/** The three submission calls; each refreshes "My submissions" so the new item shows at once. */
export function useSubmitContent(): SubmitContent {
  const options = { refetchQueries: [MySubmissionsDocument] };
  const [news] = useMutation(SubmitNewsDocument, options);
  const [event] = useMutation(SubmitEventDocument, options);
  const [social] = useMutation(SubmitSocialPostDocument, options);
  return {
    submitNews: useCallback(
      async (values) => {
        await news({ variables: { input: newsInput(values) } });
      },
      [news],
    ),
    submitEvent: useCallback(
      async (values) => {
        await event({ variables: { input: eventInput(values) } });
      },
      [event],
    ),
    submitSocial: useCallback(
      async (values) => {
        await social({ variables: { input: socialInput(values) } });
      },
      [social],
    ),
  };
}

export interface MySubmissionsState {
  submissions: readonly MySubmission[];
  loading: boolean;
  failed: boolean;
}

/** The signed-in member's own submissions, newest first. */
export function useMySubmissions(): MySubmissionsState {
  const { data, loading, error } = useQuery(MySubmissionsDocument, { variables: { limit: 50 } });
  return {
    submissions: data?.mySubmissions ?? [],
    loading: loading && !data,
    failed: Boolean(error) && !data,
  };
}

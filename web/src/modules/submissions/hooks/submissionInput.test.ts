import { describe, expect, it } from 'vitest';
import { EVENT_DEFAULTS, NEWS_DEFAULTS, SOCIAL_DEFAULTS } from '../values.js';
import { eventInput, newsInput, socialInput } from './useSubmitContent.js';

describe('submission inputs', () => {
  it('sends news with the GraphQL enum names and nulls for what was left empty', () => {
    expect(
      newsInput({
        ...NEWS_DEFAULTS,
        title: ' Reform ',
        content: ' Text ',
        category: 'ASSOCIATION_NEWS',
      }),
    ).toEqual({
      title: 'Reform',
      content: 'Text',
      excerpt: null,
      category: 'ASSOCIATION_NEWS',
      socialMediaLinks: null,
      scheduledDate: null,
      priority: 'NORMAL',
    });
  });

  it('sends max attendees only when registration is required', () => {
    const event = {
      ...EVENT_DEFAULTS,
      title: 'Conference',
      description: 'Two days',
      eventDate: '2027-03-14T09:30',
      maxAttendees: '50',
    };
    expect(eventInput(event).maxAttendees).toBeNull();
    expect(eventInput({ ...event, registrationRequired: true }).maxAttendees).toBe(50);
    expect(eventInput(event).eventDate).toBe(new Date('2027-03-14T09:30').toISOString());
    expect(eventInput(event).socialMediaPromotion).toBe(true);
    // The zone of the clock the date was typed on, so that the event is shown at that time.
    expect(eventInput(event).timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('sends a social post without a platform when none was chosen', () => {
    expect(socialInput({ ...SOCIAL_DEFAULTS, content: 'Hello' })).toEqual({
      platform: null,
      postUrl: null,
      content: 'Hello',
      hashtags: null,
      scheduledShare: null,
      targetAudience: null,
    });
    expect(
      socialInput({
        ...SOCIAL_DEFAULTS,
        content: 'x',
        platform: 'YOUTUBE',
        targetAudience: 'GENERAL_PUBLIC',
      }),
    ).toMatchObject({ platform: 'YOUTUBE', targetAudience: 'GENERAL_PUBLIC' });
  });
});

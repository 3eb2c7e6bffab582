import { afterPage } from '../../../ui/afterPage.js';

// The events' and social media forms are in tabs that the page does not show at first: their
// modules (the switch, the date and time fields, the select they hold) come after the page.
export const EventSubmissionForm = afterPage(
  async () => (await import('./EventSubmissionForm.js')).EventSubmissionForm,
);
export const SocialSubmissionForm = afterPage(
  async () => (await import('./SocialSubmissionForm.js')).SocialSubmissionForm,
);

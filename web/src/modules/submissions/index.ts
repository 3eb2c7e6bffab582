// The submissions feature's public entry: what other features, pages and the app use of it.
export { EventSubmissionForm } from './components/EventSubmissionForm.js';
export { GuidelinesPanel } from './components/GuidelinesPanel.js';
export { MySubmissions } from './components/MySubmissions.js';
export { NewsSubmissionForm } from './components/NewsSubmissionForm.js';
export { SocialSubmissionForm } from './components/SocialSubmissionForm.js';
export { SubmissionSteps } from './components/SubmissionSteps.js';
export * as submitContentStyles from './components/SubmitContent.css.js';
export { useMySubmissions, useSubmitContent } from './hooks/useSubmitContent.js';

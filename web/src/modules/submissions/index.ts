// The submissions feature's public entry: what other features, pages and the app use of it.

export { GuidelinesPanel } from './components/GuidelinesPanel.js';
export { EventSubmissionForm, SocialSubmissionForm } from './components/laterForms.js';
export { MySubmissions } from './components/MySubmissions.js';
export { NewsSubmissionForm } from './components/NewsSubmissionForm.js';
export { SubmissionSteps } from './components/SubmissionSteps.js';
export * as submitContentStyles from './components/SubmitContent.css.js';
export { useMySubmissions, useSubmitContent } from './hooks/useSubmitContent.js';

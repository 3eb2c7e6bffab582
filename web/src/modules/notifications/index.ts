// The notifications feature's public entry: what other features, pages and the app use of it.

export { MailPreferencesForm } from './components/MailPreferencesForm.js';
export { NotificationsButton } from './components/NotificationsButton.js';

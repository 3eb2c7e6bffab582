// What other features may import from the notice e-mails.
export { MAIL_PREFERENCES_PATH } from './unsubscribe-page.js';

import { API_ACCESS_PATH, MAIL_PREFERENCES_PATH, SECURITY_PATH } from '../../../routing/access.js';

/** The account menu's links, in the menu and in its form before the script (AccountMenu). */
export const ACCOUNT_LINKS = [
  { href: SECURITY_PATH, label: 'shell.security' },
  { href: API_ACCESS_PATH, label: 'shell.apiAccess' },
  { href: MAIL_PREFERENCES_PATH, label: 'shell.mailPreferences' },
] as const;

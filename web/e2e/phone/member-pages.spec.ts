// A member's main pages on a phone, in English and Arabic (phone-pages.ts).
import { phonePages } from './phone-pages.ts';

phonePages(['/', '/discussions', '/members', '/messages', '/news', '/events', '/documents']);

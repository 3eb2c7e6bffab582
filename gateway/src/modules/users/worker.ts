// What the worker imports (@portal/gateway/modules/users/worker: sessions live with the accounts).
// Apart from index.ts so that the worker loads no GraphQL or HTTP code.
export { accountMailMessage } from './account-mail-text.js';
export {
  findUnsentAccountMails,
  markAccountMailSent,
  prepareAccountMail,
} from './account-mails.js';
export { purgeExpiredSessions } from './session-store.js';

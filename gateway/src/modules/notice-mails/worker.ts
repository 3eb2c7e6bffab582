// What the worker imports (@portal/gateway/modules/notice-mails/worker): sending the outbox of
// notice e-mails and planning the digests. Apart from index.ts so that the worker loads no
// GraphQL or HTTP code.

export { mailModesOf } from '../../shared/notice-mail/mail-modes.js';
export { MailCategory, MailMode } from '../../values/mail-preference.js';
export { type DigestClock, lastPeriodEnd, planDigests } from './digest-planner.js';
export { withHtmlPart } from './mail-template.js';
export { findDueNoticeMails } from './outbox.js';
export { type NoticeMailOutcome, sendNoticeMail } from './send-notice-mail.js';

import { registerEnumType } from 'type-graphql';
import { NotificationKind } from '../../../values/notification-kind.js';

registerEnumType(NotificationKind, {
  name: 'NotificationKind',
  description: 'What happened to the recipient; the web words each kind in the reader’s language.',
  valuesConfig: {
    DISCUSSION_REPLY: { description: 'The actor replied to a discussion the recipient watches.' },
    DISCUSSION_LIKE: { description: 'The actor liked the recipient’s discussion.' },
    DISCUSSION_MENTION: {
      description: 'The actor mentioned the recipient in a discussion or one of its replies.',
    },
    DISCUSSION_REPLY_LIKE: {
      description: 'The actor liked the recipient’s reply in a discussion.',
    },
    CONNECTION_REQUEST: { description: 'The actor asked to connect with the recipient.' },
    CONNECTION_ACCEPTED: { description: 'The actor accepted the recipient’s connection request.' },
    CONNECTION_DECLINED: { description: 'The actor declined the recipient’s connection request.' },
    SUBMISSION_RECEIVED: {
      description: 'The actor submitted content that awaits the recipient’s moderation.',
    },
    SUBMISSION_APPROVED: {
      description: 'The actor (a moderator) approved the recipient’s submission.',
    },
    SUBMISSION_REJECTED: {
      description: 'The actor (a moderator) rejected the recipient’s submission.',
    },
    DOCUMENT_QUARANTINED: {
      description: 'A virus was found in a file the recipient uploaded; it was quarantined.',
    },
    DOCUMENT_QUARANTINED_REVIEW: {
      description: 'A virus was found in a file the actor uploaded; it was quarantined.',
    },
    EVENT_PROMOTED: { description: 'A place freed up: the recipient left the waitlist.' },
    EVENT_REMINDER: { description: 'An event the recipient goes to starts soon (24 h or 1 h).' },
    EVENT_UPDATED: { description: 'The actor (staff) changed an event the recipient answered.' },
    EVENT_CANCELLED: {
      description: 'The actor (staff) cancelled an event the recipient answered.',
    },
    SIGN_IN_LIMIT_REACHED: {
      description:
        'Many failed sign-ins on the recipient’s account: signing in to it is slowed for a while.',
    },
    CONSULTATION_REQUESTED: {
      description: 'A visitor asked the recipient (a lawyer) for a consultation.',
    },
    POST_FLAG_KEPT: {
      description:
        'The actor (a moderator) kept a post the recipient flagged; subjectTitle is its discussion.',
    },
    POST_FLAG_EDITED: {
      description:
        'The actor (a moderator) edited a post the recipient flagged; subjectTitle is its discussion.',
    },
    POST_FLAG_HIDDEN: {
      description: 'The actor (a moderator) hid a post the recipient flagged; reason says why.',
    },
  },
});

export { NotificationKind };

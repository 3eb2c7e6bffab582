/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Accepting an invitation: its token and the new account's details. */
export type AcceptInvitationInput = {
  /** 2 to 120 characters. */
  fullName: string;
  /** 12 to 256 characters. */
  password: string;
  /** The token of the invitation link. */
  token: string;
  /** 3 to 40 characters: lowercase letters, digits, underscores and dots; unique. */
  username: string;
};

/** What a personal access token may do, within its member’s rights: READ (queries, GET), WRITE (mutations, other methods), MODERATE (staff only: moderation and administration). */
export const ApiTokenScope = {
  /** Staff only: the moderation and administration fields and routes. */
  Moderate: 'MODERATE',
  /** What the member may read: queries and GET routes. */
  Read: 'READ',
  /** What the member may change: mutations and the other REST methods. */
  Write: 'WRITE'
} as const;

export type ApiTokenScope = typeof ApiTokenScope[keyof typeof ApiTokenScope];
/** Whether the token still works: ACTIVE, or EXPIRED / REVOKED (answers 401). */
export const ApiTokenStatus = {
  /** Works: neither revoked nor past its expiry. */
  Active: 'ACTIVE',
  /** Past its expiresAt: requests with it answer 401. */
  Expired: 'EXPIRED',
  /** Revoked by its member or staff: requests with it answer 401. */
  Revoked: 'REVOKED'
} as const;

export type ApiTokenStatus = typeof ApiTokenStatus[keyof typeof ApiTokenStatus];
/** What was done (stored and answered by REST as e.g. moderation.rejected). */
export const AuditAction = {
  /** A member closed their own account (their name is pseudonymised since). */
  AccountClosed: 'ACCOUNT_CLOSED',
  /** A staff member created a personal access token. */
  ApiTokenCreated: 'API_TOKEN_CREATED',
  /** Staff revoked a member's personal access token. */
  ApiTokenRevoked: 'API_TOKEN_REVOKED',
  /** A lawyer accepted or declined a consultation request. */
  ConsultationAnswered: 'CONSULTATION_ANSWERED',
  /** Staff cancelled an event. */
  EventCancelled: 'EVENT_CANCELLED',
  /** Staff edited an approved event. */
  EventUpdated: 'EVENT_UPDATED',
  /** Staff sent a pending invitation again with a new link (the old one stops). */
  InvitationResent: 'INVITATION_RESENT',
  /** An admin reinstated a suspended member. */
  MemberReinstated: 'MEMBER_REINSTATED',
  /** An admin changed a member's role. */
  MemberRoleChanged: 'MEMBER_ROLE_CHANGED',
  /** An admin suspended a member: sign-in refused, sessions and tokens ended. */
  MemberSuspended: 'MEMBER_SUSPENDED',
  /** A moderator approved an item. */
  ModerationApproved: 'MODERATION_APPROVED',
  /** A moderator rejected an item. */
  ModerationRejected: 'MODERATION_REJECTED',
  /** Staff deleted a member's discussion post. */
  PostDeleted: 'POST_DELETED',
  /** Staff edited a member's discussion post. */
  PostEdited: 'POST_EDITED',
  /** An admin registered a webhook endpoint. */
  WebhookCreated: 'WEBHOOK_CREATED',
  /** An admin removed a webhook endpoint. */
  WebhookDeleted: 'WEBHOOK_DELETED',
  /** An admin changed a webhook endpoint. */
  WebhookUpdated: 'WEBHOOK_UPDATED'
} as const;

export type AuditAction = typeof AuditAction[keyof typeof AuditAction];
/** Filters of the audit trail; the fields combine. */
export type AuditFilter = {
  /** Only entries of this kind. */
  action?: AuditAction | null | undefined;
  /** The actor's id, or part of their name or e-mail address (up to 200 characters). */
  actor?: string | null | undefined;
  /** Entries at or after this instant. */
  from?: string | null | undefined;
  /** The item's id: entries about it (and about a discussion's replies). */
  subject?: string | null | undefined;
  /** Entries before this instant. */
  to?: string | null | undefined;
};

/** What kind of item an entry is about. */
export const AuditSubjectKind = {
  /** A personal access token. */
  ApiToken: 'API_TOKEN',
  /** A consultation request. */
  Consultation: 'CONSULTATION',
  /** A discussion's opening post. */
  Discussion: 'DISCUSSION',
  /** An approved event. */
  Event: 'EVENT',
  /** An invitation to join the portal. */
  Invitation: 'INVITATION',
  /** A member's account. */
  Member: 'MEMBER',
  /** A news item. */
  News: 'NEWS',
  /** A reply in a discussion. */
  Reply: 'REPLY',
  /** A review of a lawyer's consultation. */
  Review: 'REVIEW',
  /** An event submitted by a member. */
  SubmittedEvent: 'SUBMITTED_EVENT',
  /** A news item submitted by a member. */
  SubmittedNews: 'SUBMITTED_NEWS',
  /** A social media post submitted by a member. */
  SubmittedSocial: 'SUBMITTED_SOCIAL',
  /** A webhook endpoint. */
  Webhook: 'WEBHOOK'
} as const;

export type AuditSubjectKind = typeof AuditSubjectKind[keyof typeof AuditSubjectKind];
/** The current password (and a code when two-step sign-in is on), then the new one. */
export type ChangePasswordInput = {
  /** A current code of the authenticator app, or a recovery code (two-step on). */
  code?: string | null | undefined;
  /** The password used today. */
  currentPassword: string;
  /** The new password (the same rules as at sign-up). */
  newPassword: string;
};

/** The current password (and a code when two-step sign-in is on). */
export type CloseAccountInput = {
  /** A current code of the authenticator app, or a recovery code (two-step on). */
  code?: string | null | undefined;
  /** The password used today. */
  currentPassword: string;
};

/** The token of a confirmation link. */
export type ConfirmEmailChangeInput = {
  /** The token at the end of the link in the e-mail. */
  token: string;
};

/** Where the viewer stands with a member: REQUESTED = the viewer asked them, RECEIVED = they asked the viewer, DECLINED = the last request was declined (either may ask again). */
export const ConnectionState = {
  /** Connected. */
  Connected: 'CONNECTED',
  /** A request was declined. */
  Declined: 'DECLINED',
  /** Not connected. */
  None: 'NONE',
  /** The member asked the viewer to connect. */
  Received: 'RECEIVED',
  /** The viewer asked to connect. */
  Requested: 'REQUESTED'
} as const;

export type ConnectionState = typeof ConnectionState[keyof typeof ConnectionState];
/** Which of a lawyer's requests to list. */
export const ConsultationFilter = {
  /** Every request, whatever its status. */
  All: 'ALL',
  /** Accepted or declined. */
  Answered: 'ANSWERED',
  /** Not answered in time. */
  Expired: 'EXPIRED',
  /** Waiting for an answer. */
  Pending: 'PENDING'
} as const;

export type ConsultationFilter = typeof ConsultationFilter[keyof typeof ConsultationFilter];
/** Spec §4: PENDING waits for the lawyer; APPROVED = the lawyer accepted; REJECTED = declined. */
export const ConsultationStatus = {
  /** The lawyer accepted. */
  Approved: 'APPROVED',
  /** The lawyer did not answer in time; the request expired. */
  Expired: 'EXPIRED',
  /** Waiting for the lawyer. */
  Pending: 'PENDING',
  /** The lawyer declined. */
  Rejected: 'REJECTED'
} as const;

export type ConsultationStatus = typeof ConsultationStatus[keyof typeof ConsultationStatus];
/** A message to the association from the public contact form. */
export type ContactMessageInput = {
  /** A valid e-mail address, for the answer. */
  email: string;
  /** 10 to 5000 characters. */
  message: string;
  /** 2 to 120 characters. */
  name: string;
  /** 2 to 200 characters. */
  subject: string;
  /** Leave empty: a hidden field that only robots fill in. */
  website?: string | null | undefined;
};

/** Who sees one of a member's contact details: every member, their connections, nobody. */
export const ContactVisibility = {
  /** Only the member's accepted connections. */
  Connections: 'CONNECTIONS',
  /** Every signed-in member. */
  Members: 'MEMBERS',
  /** Nobody but the member. */
  Nobody: 'NOBODY'
} as const;

export type ContactVisibility = typeof ContactVisibility[keyof typeof ContactVisibility];
/** A staff announcement, published as news at once. */
export type CreateAnnouncementInput = {
  /** 10 to 20000 characters; line breaks separate paragraphs. */
  content: string;
  /** Optional, at most 500 characters. */
  excerpt?: string | null | undefined;
  /** 3 to 200 characters. */
  title: string;
};

/** A new personal access token: what it is for, what it may do, how long it lives. */
export type CreateApiTokenInput = {
  /** Days until it stops working, 1 to 366; 90 when omitted. */
  expiresInDays?: number | null | undefined;
  /** What the token is for, e.g. "Court calendar sync" (1 to 80 characters). */
  name: string;
  /** At least one; MODERATE for staff only. */
  scopes: Array<ApiTokenScope>;
};

/** A new discussion. */
export type CreateDiscussionInput = {
  /** 10 to 20000 characters. */
  content: string;
  /** The practice area it belongs to, if any. */
  practiceAreaId?: string | null | undefined;
  /** 3 to 200 characters. */
  title: string;
};

/** Where a member's request for a copy of their data is. */
export const DataExportState = {
  /** The link was used: the archive was handed over. */
  Downloaded: 'DOWNLOADED',
  /** The link expired unused. */
  Expired: 'EXPIRED',
  /** The archive is being prepared. */
  Preparing: 'PREPARING',
  /** The archive is ready; its one-time link was mailed. */
  Ready: 'READY'
} as const;

export type DataExportState = typeof DataExportState[keyof typeof DataExportState];
/** A moderator’s decision on a flagged post. */
export type DecideFlaggedPostInput = {
  /** EDITED: the new Markdown text. */
  content?: string | null | undefined;
  /** The discussion (opening post) or the reply. */
  id: string;
  /** An opening post or a reply. */
  kind: PostKind;
  /** Keep, edit or hide. */
  outcome: PostFlagOutcome;
  /** Why (3 to 500 characters): required to edit or hide, kept with the record; optional to keep. */
  reason?: string | null | undefined;
  /** EDITED, an opening post: the new title; unchanged if omitted. */
  title?: string | null | undefined;
};

/** A staff decision on a membership application. */
export type DecideMembershipApplicationInput = {
  /** true approves (and invites the applicant), false declines. */
  approve: boolean;
  /** The application. */
  id: string;
  /** Optional, up to 1000 characters. */
  reason?: string | null | undefined;
};

/** Spec §7: { approved } (+ an optional reason). */
export type DecisionInput = {
  /** true approves (publishes), false rejects. */
  approved: boolean;
  /** The item decided on. */
  id: string;
  /** Shown to the submitter when rejected. */
  reason?: string | null | undefined;
};

/** Proof that the account owner is here: the password or a current code. */
export type DisableMfaInput = {
  /** A current code of the authenticator app (or the password instead). */
  code?: string | null | undefined;
  /** The account password (or a code instead). */
  password?: string | null | undefined;
};

/** The order of a list of discussions. */
export const DiscussionOrder = {
  /** Most recently started or replied to first. */
  LatestActivity: 'LATEST_ACTIVITY',
  /** Most liked first, then newest. */
  MostLiked: 'MOST_LIKED',
  /** Newest first (the default). */
  Newest: 'NEWEST',
  /** Only those without a reply, newest first. */
  Unanswered: 'UNANSWERED'
} as const;

export type DiscussionOrder = typeof DiscussionOrder[keyof typeof DiscussionOrder];
/** Whether a document can be downloaded yet (virus scan). */
export const DocumentStatus = {
  /** Found clean (or uploaded without a scanner): downloadable. */
  Available: 'AVAILABLE',
  /** A virus was found: its file is deleted, nobody can download it. */
  Quarantined: 'QUARANTINED',
  /** Being scanned for viruses; listed to its uploader and staff only. */
  Scanning: 'SCANNING'
} as const;

export type DocumentStatus = typeof DocumentStatus[keyof typeof DocumentStatus];
/** A change to a discussion's opening post. */
export type EditDiscussionInput = {
  /** The new text, 10 to 20000 characters. */
  content: string;
  /** The discussion. */
  id: string;
  /** Why (3 to 500 characters): required of staff changing another member's post. */
  reason?: string | null | undefined;
  /** The new title, 3 to 200 characters; unchanged if omitted. */
  title?: string | null | undefined;
};

/** A change to a reply. */
export type EditDiscussionReplyInput = {
  /** The new text, 1 to 10000 characters. */
  content: string;
  /** The reply. */
  id: string;
  /** Why (3 to 500 characters): required of staff changing another member's post. */
  reason?: string | null | undefined;
};

/** Spec §3 event categories. */
export const EventCategory = {
  /** A conference. */
  Conference: 'CONFERENCE',
  /** A meeting. */
  Meeting: 'MEETING',
  /** A networking event. */
  Networking: 'NETWORKING',
  /** A seminar. */
  Seminar: 'SEMINAR',
  /** A training. */
  Training: 'TRAINING',
  /** A workshop. */
  Workshop: 'WORKSHOP'
} as const;

export type EventCategory = typeof EventCategory[keyof typeof EventCategory];
/** UPCOMING (soonest first) or PAST (most recent first). */
export const EventPeriod = {
  /** Events already started, most recent first. */
  Past: 'PAST',
  /** Events not yet started, soonest first. */
  Upcoming: 'UPCOMING'
} as const;

export type EventPeriod = typeof EventPeriod[keyof typeof EventPeriod];
/** A flag on a post for the moderators. */
export type FlagPostInput = {
  /** The discussion (opening post) or the reply. */
  id: string;
  /** An opening post or a reply. */
  kind: PostKind;
  /** In the member’s words: 3 to 500 characters, required with OTHER. */
  note?: string | null | undefined;
  /** Why. */
  reason: PostFlagReason;
};

/** The period of the insight charts, ending now (REST: 4-weeks, quarter, year). */
export const InsightPeriod = {
  /** The last 4 weeks, this one included. */
  FourWeeks: 'FOUR_WEEKS',
  /** The last 13 weeks. */
  Quarter: 'QUARTER',
  /** The last 52 weeks. */
  Year: 'YEAR'
} as const;

export type InsightPeriod = typeof InsightPeriod[keyof typeof InsightPeriod];
/** The signed-in lawyer's public profile. */
export type LawyerProfileInput = {
  /** The lawyer's own presentation. */
  bio?: string | null | undefined;
  /** The rate, as free text. */
  consultationRate?: string | null | undefined;
  /** The office phone number. */
  contactPhone?: string | null | undefined;
  /** Years or description of experience. */
  experience?: string | null | undefined;
  /** Up to 12 entries of 80 characters. */
  languages: Array<string>;
  /** An http(s) URL. */
  linkedinUrl?: string | null | undefined;
  /** Where the office is. */
  officeAddress?: string | null | undefined;
  /** Up to 12 entries of 80 characters. */
  practiceAreas: Array<string>;
  /** List the profile in the public directory and take consultation requests. */
  publicConsultationAvailable: boolean;
  /** Required, up to 120 characters. */
  specialization: string;
  /** An http(s) URL. */
  websiteUrl?: string | null | undefined;
};

/** A kind of notice a member chooses how to hear of. */
export const MailCategory = {
  /** Connection requests and acceptances. */
  Connections: 'CONNECTIONS',
  /** Visitors' consultation requests to the member. */
  Consultations: 'CONSULTATIONS',
  /** Event reminders, changes, cancellations, waitlist places. */
  Events: 'EVENTS',
  /** Mentions of the member (@Name) in discussions and replies. */
  Mentions: 'MENTIONS',
  /** Private messages (e-mailed when still unread a few minutes later). */
  Messages: 'MESSAGES',
  /** Moderators' decisions on the member's submissions. */
  Moderation: 'MODERATION',
  /** Replies in discussions the member started or replied to. */
  Replies: 'REPLIES'
} as const;

export type MailCategory = typeof MailCategory[keyof typeof MailCategory];
/** How to hear of one kind of notice. */
export type MailCategoryModeInput = {
  /** The kind of notice. */
  category: MailCategory;
  /** How to hear of it. */
  mode: MailMode;
};

/** How a member hears of a kind of notice. */
export const MailMode = {
  /** The notice, and a daily digest e-mail. */
  Daily: 'DAILY',
  /** The notice and an e-mail at once. */
  Immediate: 'IMMEDIATE',
  /** A notice in the portal only. */
  InApp: 'IN_APP',
  /** Neither notice nor e-mail. */
  Off: 'OFF',
  /** The notice, and a weekly digest e-mail. */
  Weekly: 'WEEKLY'
} as const;

export type MailMode = typeof MailMode[keyof typeof MailMode];
/** A change of e-mail settings; what is left out stays. */
export type MailPreferencesInput = {
  /** Forget that the mail server refused the address. */
  clearBounce?: boolean | null | undefined;
  /** en, so, ar or fr. */
  language?: string | null | undefined;
  /** The kinds to change. */
  modes?: Array<MailCategoryModeInput> | null | undefined;
  /** An IANA time zone for digests; empty: the association's. */
  timeZone?: string | null | undefined;
};

/** NAME: by full name; NEWEST: the most recently joined first. */
export const MemberOrder = {
  /** By name. */
  Name: 'NAME',
  /** The most recently joined first. */
  Newest: 'NEWEST'
} as const;

export type MemberOrder = typeof MemberOrder[keyof typeof MemberOrder];
/** The signed-in member's profile. */
export type MemberProfileInput = {
  /** Up to 3000 characters. */
  bio?: string | null | undefined;
  /** Up to 120 characters. */
  city?: string | null | undefined;
  /** Who sees the e-mail address. */
  emailVisibility: ContactVisibility;
  /** Up to 12 entries of 80 characters. */
  languages: Array<string>;
  /** Up to 40 characters. */
  phone?: string | null | undefined;
  /** Who sees the phone number. */
  phoneVisibility: ContactVisibility;
  /** Up to 12 entries of 80 characters. */
  practiceAreas: Array<string>;
  /** Field of law, up to 120 characters. */
  specialization?: string | null | undefined;
  /** Up to 120 characters. */
  title?: string | null | undefined;
};

/** An application to join the association, from the public site. */
export type MembershipApplicationInput = {
  /** The bar registration number, 2 to 60 characters. */
  barNumber: string;
  /** Where you practise (optional). */
  city?: string | null | undefined;
  /** A valid e-mail address. */
  email: string;
  /** 2 to 120 characters. */
  fullName: string;
  /** Optional, up to 2000 characters. */
  message?: string | null | undefined;
  /** Optional; digits, spaces, + ( ) - . */
  phone?: string | null | undefined;
  /** Your field of law (optional). */
  specialization?: string | null | undefined;
  /** Leave empty: a hidden field that only robots fill in. */
  website?: string | null | undefined;
};

/** Where an application to join the association stands. */
export const MembershipApplicationStatus = {
  /** Approved: the applicant is invited. */
  Approved: 'APPROVED',
  /** Waiting for staff. */
  Pending: 'PENDING',
  /** Declined. */
  Rejected: 'REJECTED'
} as const;

export type MembershipApplicationStatus = typeof MembershipApplicationStatus[keyof typeof MembershipApplicationStatus];
/** MESSAGE: a message was sent in a conversation; READ: messages were read. */
export const MessageEventKind = {
  /** A new message. */
  Message: 'MESSAGE',
  /** Messages were read. */
  Read: 'READ'
} as const;

export type MessageEventKind = typeof MessageEventKind[keyof typeof MessageEventKind];
/** A code of the authenticator app or a recovery code. */
export type MfaCodeInput = {
  /** The 6-digit code of the authenticator app, or one of the recovery codes. */
  code: string;
};

/** Spec §4: 'En attente', 'Approuvé', 'Rejeté'. */
export const ModerationStatus = {
  /** Approved by a moderator. */
  Approved: 'APPROVED',
  /** Waiting for moderation. */
  Pending: 'PENDING',
  /** Rejected by a moderator. */
  Rejected: 'REJECTED'
} as const;

export type ModerationStatus = typeof ModerationStatus[keyof typeof ModerationStatus];
/** A news item's category; ANNOUNCEMENT is what staff publish themselves. */
export const NewsCategory = {
  /** A staff announcement. */
  Announcement: 'ANNOUNCEMENT',
  /** News of the association. */
  AssociationNews: 'ASSOCIATION_NEWS',
  /** Community news. */
  Community: 'COMMUNITY',
  /** Legal education. */
  LegalEducation: 'LEGAL_EDUCATION',
  /** Changes in the law. */
  LegalUpdates: 'LEGAL_UPDATES',
  /** About one of the members. */
  MemberSpotlight: 'MEMBER_SPOTLIGHT'
} as const;

export type NewsCategory = typeof NewsCategory[keyof typeof NewsCategory];
/** What happened to the recipient; the web words each kind in the reader’s language. */
export const NotificationKind = {
  /** The actor accepted the recipient’s connection request. */
  ConnectionAccepted: 'CONNECTION_ACCEPTED',
  /** The actor declined the recipient’s connection request. */
  ConnectionDeclined: 'CONNECTION_DECLINED',
  /** The actor asked to connect with the recipient. */
  ConnectionRequest: 'CONNECTION_REQUEST',
  /** A visitor asked the recipient (a lawyer) for a consultation. */
  ConsultationRequested: 'CONSULTATION_REQUESTED',
  /** The actor liked the recipient’s discussion. */
  DiscussionLike: 'DISCUSSION_LIKE',
  /** The actor mentioned the recipient in a discussion or one of its replies. */
  DiscussionMention: 'DISCUSSION_MENTION',
  /** The actor replied to a discussion the recipient watches. */
  DiscussionReply: 'DISCUSSION_REPLY',
  /** The actor liked the recipient’s reply in a discussion. */
  DiscussionReplyLike: 'DISCUSSION_REPLY_LIKE',
  /** A virus was found in a file the recipient uploaded; it was quarantined. */
  DocumentQuarantined: 'DOCUMENT_QUARANTINED',
  /** A virus was found in a file the actor uploaded; it was quarantined. */
  DocumentQuarantinedReview: 'DOCUMENT_QUARANTINED_REVIEW',
  /** The actor (staff) cancelled an event the recipient answered. */
  EventCancelled: 'EVENT_CANCELLED',
  /** A place freed up: the recipient left the waitlist. */
  EventPromoted: 'EVENT_PROMOTED',
  /** An event the recipient goes to starts soon (24 h or 1 h). */
  EventReminder: 'EVENT_REMINDER',
  /** The actor (staff) changed an event the recipient answered. */
  EventUpdated: 'EVENT_UPDATED',
  /** The actor (a moderator) edited a post the recipient flagged; subjectTitle is its discussion. */
  PostFlagEdited: 'POST_FLAG_EDITED',
  /** The actor (a moderator) hid a post the recipient flagged; reason says why. */
  PostFlagHidden: 'POST_FLAG_HIDDEN',
  /** The actor (a moderator) kept a post the recipient flagged; subjectTitle is its discussion. */
  PostFlagKept: 'POST_FLAG_KEPT',
  /** Many failed sign-ins on the recipient’s account: signing in to it is slowed for a while. */
  SignInLimitReached: 'SIGN_IN_LIMIT_REACHED',
  /** The actor (a moderator) approved the recipient’s submission. */
  SubmissionApproved: 'SUBMISSION_APPROVED',
  /** The actor submitted content that awaits the recipient’s moderation. */
  SubmissionReceived: 'SUBMISSION_RECEIVED',
  /** The actor (a moderator) rejected the recipient’s submission. */
  SubmissionRejected: 'SUBMISSION_REJECTED'
} as const;

export type NotificationKind = typeof NotificationKind[keyof typeof NotificationKind];
/** What a moderator did with a flagged post. */
export const PostFlagOutcome = {
  /** Edited by the moderator (with a reason), then shown. */
  Edited: 'EDITED',
  /** Hidden (with a reason): a placeholder stands in its place. */
  Hidden: 'HIDDEN',
  /** Kept as it is: the flags are dismissed, a post they hid shows again. */
  Kept: 'KEPT'
} as const;

export type PostFlagOutcome = typeof PostFlagOutcome[keyof typeof PostFlagOutcome];
/** Why a member flags a post to the moderators. */
export const PostFlagReason = {
  /** Offensive, abusive or otherwise unfit. */
  Inappropriate: 'INAPPROPRIATE',
  /** Not about the discussion or the association’s work. */
  OffTopic: 'OFF_TOPIC',
  /** Something else, said in the note (required). */
  Other: 'OTHER',
  /** Advertising or repeated, unwanted posting. */
  Spam: 'SPAM'
} as const;

export type PostFlagReason = typeof PostFlagReason[keyof typeof PostFlagReason];
/** A discussion's opening post, or one of its replies. */
export const PostKind = {
  /** The discussion's opening post (the id is the discussion's). */
  Discussion: 'DISCUSSION',
  /** A reply (the id is the reply’s). */
  Reply: 'REPLY'
} as const;

export type PostKind = typeof PostKind[keyof typeof PostKind];
/** The password, and a code when two-step sign-in is on: proof that the account owner is here. */
export type ReauthenticateInput = {
  /** A current code of the authenticator app, or a recovery code (two-step on). */
  code?: string | null | undefined;
  /** The account password. */
  password: string;
};

/** A reply to a discussion. */
export type ReplyToDiscussionInput = {
  /** 1 to 10000 characters. */
  content: string;
  /** The discussion replied to. */
  discussionId: string;
};

/** The current password (and code), and the address to confirm. */
export type RequestEmailChangeInput = {
  /** A current code of the authenticator app, or a recovery code (two-step on). */
  code?: string | null | undefined;
  /** The password used today. */
  currentPassword: string;
  /** The new address; a link sent to it confirms it. */
  newEmail: string;
};

/** The address of the account whose password is forgotten. */
export type RequestPasswordResetInput = {
  /** The account's e-mail address. */
  email: string;
};

/** A reset link’s token and the new password. */
export type ResetPasswordInput = {
  /** The new password (the same rules as at sign-up). */
  password: string;
  /** The token at the end of the link in the e-mail. */
  token: string;
};

/** A rejected submission, edited by its author and sent again. */
export type ResubmitContentInput = {
  /** The text or description (required). */
  content: string;
  /** News: the excerpt (at most 500). */
  excerpt?: string | null | undefined;
  /** The rejected submission. */
  id: string;
  /** News and events: the title (required, at most 200 characters). */
  title?: string | null | undefined;
};

/** PENDING waits for moderation; only APPROVED reviews count in ratings. */
export const ReviewStatus = {
  /** Approved: shown and counted in ratings. */
  Approved: 'APPROVED',
  /** Waiting for moderation. */
  Pending: 'PENDING',
  /** Rejected by a moderator. */
  Rejected: 'REJECTED'
} as const;

export type ReviewStatus = typeof ReviewStatus[keyof typeof ReviewStatus];
/** What a signed-in person may do. */
export const Role = {
  /** A member who administers the portal (also moderates). */
  Admin: 'ADMIN',
  /** A member of the association. */
  Member: 'MEMBER',
  /** A member who moderates submissions and reviews. */
  Moderator: 'MODERATOR'
} as const;

export type Role = typeof Role[keyof typeof Role];
/** What a member answers: GOING, NOT_GOING, or CANCEL (withdraw the answer). */
export const RsvpAnswer = {
  /** Withdraws the answer (gives up any place or waitlist spot). */
  Cancel: 'CANCEL',
  /** Takes a place, or joins the waitlist when the event is full. */
  Going: 'GOING',
  /** Will not come (gives up any place or waitlist spot). */
  NotGoing: 'NOT_GOING'
} as const;

export type RsvpAnswer = typeof RsvpAnswer[keyof typeof RsvpAnswer];
/** A member's answer: GOING, NOT_GOING, WAITLISTED (full: waiting) or CANCELLED. */
export const RsvpStatus = {
  /** Withdrew a GOING or waitlisted answer. */
  Cancelled: 'CANCELLED',
  /** Has a place. */
  Going: 'GOING',
  /** Answered that they will not come. */
  NotGoing: 'NOT_GOING',
  /** Answered GOING when the event was full: waits for a place, in answer order. */
  Waitlisted: 'WAITLISTED'
} as const;

export type RsvpStatus = typeof RsvpStatus[keyof typeof RsvpStatus];
/** Filters of the security log; the fields combine (all must match). */
export type SecurityEventFilter = {
  /** Events at or after this instant. */
  from?: string | null | undefined;
  /** The start of the client address, e.g. "203.0.113." (up to 64 characters). */
  ip?: string | null | undefined;
  /** Part of the name or e-mail address of the member who acted or whose account it concerns (up to 200 characters). */
  member?: string | null | undefined;
  /** Only events with this outcome. */
  outcome?: SecurityOutcome | null | undefined;
  /** Events before this instant. */
  to?: string | null | undefined;
  /** Only events of this type. */
  type?: SecurityEventType | null | undefined;
};

/** What happened (stored and logged as e.g. auth.signin.failed): sign-ins, sign-outs, MFA, sessions, password and e-mail changes, role changes, personal access tokens, refused uploads. */
export const SecurityEventType = {
  /** A member created a personal access token. */
  ApiTokenCreated: 'API_TOKEN_CREATED',
  /** A personal access token was revoked, by its member or by staff. */
  ApiTokenRevoked: 'API_TOKEN_REVOKED',
  /** An account reached its sign-in failure limit: every address now waits. */
  AuthAccountLimitReached: 'AUTH_ACCOUNT_LIMIT_REACHED',
  /** A new e-mail address was confirmed from its link. */
  AuthEmailChanged: 'AUTH_EMAIL_CHANGED',
  /** A member asked to change the e-mail address (a link went to the new one). */
  AuthEmailChangeRequested: 'AUTH_EMAIL_CHANGE_REQUESTED',
  /** Two-step sign-in was turned off. */
  AuthMfaDisabled: 'AUTH_MFA_DISABLED',
  /** Two-step sign-in was turned on. */
  AuthMfaEnrolled: 'AUTH_MFA_ENROLLED',
  /** A wrong second-step code. */
  AuthMfaFailed: 'AUTH_MFA_FAILED',
  /** A member changed the password on the security page. */
  AuthPasswordChanged: 'AUTH_PASSWORD_CHANGED',
  /** A password was set anew from a reset link. */
  AuthPasswordReset: 'AUTH_PASSWORD_RESET',
  /** A reset link that was used, replaced or expired was tried. */
  AuthPasswordResetFailed: 'AUTH_PASSWORD_RESET_FAILED',
  /** A password reset link was asked for (the answer is the same for any address). */
  AuthPasswordResetRequested: 'AUTH_PASSWORD_RESET_REQUESTED',
  /** A member confirmed the password again in a session. */
  AuthReauthenticated: 'AUTH_REAUTHENTICATED',
  /** A wrong password or code when confirming it again in a session. */
  AuthReauthenticationFailed: 'AUTH_REAUTHENTICATION_FAILED',
  /** New recovery codes replaced the old ones. */
  AuthRecoveryCodesRegenerated: 'AUTH_RECOVERY_CODES_REGENERATED',
  /** A recovery code was used. */
  AuthRecoveryCodeUsed: 'AUTH_RECOVERY_CODE_USED',
  /** Every other session was signed out. */
  AuthSessionsRevokedOthers: 'AUTH_SESSIONS_REVOKED_OTHERS',
  /** A session was signed out from the sessions page. */
  AuthSessionRevoked: 'AUTH_SESSION_REVOKED',
  /** A sign-in failed (wrong e-mail or password). */
  AuthSigninFailed: 'AUTH_SIGNIN_FAILED',
  /** A sign-in succeeded. */
  AuthSigninSucceeded: 'AUTH_SIGNIN_SUCCEEDED',
  /** A sign-in was held back by the throttle. */
  AuthSigninThrottled: 'AUTH_SIGNIN_THROTTLED',
  /** Someone signed out. */
  AuthSignout: 'AUTH_SIGNOUT',
  /** An upload was found infected and quarantined. */
  UploadQuarantined: 'UPLOAD_QUARANTINED',
  /** An upload was refused (type, size, quota or rate). */
  UploadRefused: 'UPLOAD_REFUSED',
  /** A member’s role changed. */
  UserRoleChanged: 'USER_ROLE_CHANGED'
} as const;

export type SecurityEventType = typeof SecurityEventType[keyof typeof SecurityEventType];
/** Whether the attempt worked, failed (e.g. a wrong password) or was blocked by a control. */
export const SecurityOutcome = {
  /** A control refused it (e.g. the sign-in throttle). */
  Blocked: 'BLOCKED',
  /** It failed (e.g. a wrong password). */
  Failure: 'FAILURE',
  /** It worked. */
  Success: 'SUCCESS'
} as const;

export type SecurityOutcome = typeof SecurityOutcome[keyof typeof SecurityOutcome];
/** A private message to another member. */
export type SendMessageInput = {
  /** 1 to 10000 characters. */
  content: string;
  /** The member the message is for. */
  recipientId: string;
  /** At most 200 characters. */
  subject?: string | null | undefined;
};

/** The first sign-in step: e-mail address and password. */
export type SignInInput = {
  /** The account's e-mail address. */
  email: string;
  /** The account's password. */
  password: string;
};

/** Spec §3 platforms. */
export const SocialPlatform = {
  /** Facebook. */
  Facebook: 'FACEBOOK',
  /** Instagram. */
  Instagram: 'INSTAGRAM',
  /** LinkedIn. */
  Linkedin: 'LINKEDIN',
  /** Several platforms. */
  Multiple: 'MULTIPLE',
  /** Twitter (X). */
  Twitter: 'TWITTER',
  /** YouTube. */
  Youtube: 'YOUTUBE'
} as const;

export type SocialPlatform = typeof SocialPlatform[keyof typeof SocialPlatform];
/** Spec §3 priorities; NORMAL by default; URGENT is flagged in the admin panel. */
export const SubmissionPriority = {
  /** Soon. */
  High: 'HIGH',
  /** Whenever convenient. */
  Low: 'LOW',
  /** The default. */
  Normal: 'NORMAL',
  /** As soon as possible. */
  Urgent: 'URGENT'
} as const;

export type SubmissionPriority = typeof SubmissionPriority[keyof typeof SubmissionPriority];
/** Spec §3: what a member submitted (news, event or social). */
export const SubmissionType = {
  /** An event. */
  Event: 'EVENT',
  /** A news item. */
  News: 'NEWS',
  /** A social media post. */
  Social: 'SOCIAL'
} as const;

export type SubmissionType = typeof SubmissionType[keyof typeof SubmissionType];
/** Spec §3 "Event submission". */
export type SubmitEventInput = {
  /** The kind of event. */
  category?: EventCategory | null | undefined;
  /** What the event is about. */
  description: string;
  /** Required: BAD_USER_INPUT naming eventDate when missing. */
  eventDate?: string | null | undefined;
  /** Where it takes place (optional). */
  location?: string | null | undefined;
  /** Counts only when registrationRequired is true (ignored otherwise). */
  maxAttendees?: number | null | undefined;
  /** How urgent it is (default normal). */
  priority?: SubmissionPriority | null | undefined;
  /** Attendees must register. */
  registrationRequired?: boolean | null | undefined;
  /** The association may promote it on social media. */
  socialMediaPromotion?: boolean | null | undefined;
  /** The IANA time zone of the event (Africa/Mogadishu when omitted). */
  timeZone?: string | null | undefined;
  /** The event's title. */
  title: string;
};

/** Spec §3 "News submission". */
export type SubmitNewsInput = {
  /** LEGAL_UPDATES, MEMBER_SPOTLIGHT, LEGAL_EDUCATION, COMMUNITY or ASSOCIATION_NEWS. */
  category?: NewsCategory | null | undefined;
  /** The text; line breaks separate paragraphs. */
  content: string;
  /** A short summary (optional). */
  excerpt?: string | null | undefined;
  /** How urgent it is (default normal). */
  priority?: SubmissionPriority | null | undefined;
  /** Published at this time (at once if none). */
  scheduledDate?: string | null | undefined;
  /** Related social media links (optional). */
  socialMediaLinks?: string | null | undefined;
  /** The news item's title. */
  title: string;
};

/** Spec §3 "Social submission". */
export type SubmitSocialPostInput = {
  /** The post's text. */
  content: string;
  /** Hashtags (optional). */
  hashtags?: string | null | undefined;
  /** Labelled required, not enforced. */
  platform?: SocialPlatform | null | undefined;
  /** A link to share, http(s) (optional). */
  postUrl?: string | null | undefined;
  /** Published at this time (at once if none). */
  scheduledShare?: string | null | undefined;
  /** Who the post is for (optional). */
  targetAudience?: TargetAudience | null | undefined;
};

/** Spec §3 audiences. */
export const TargetAudience = {
  /** Everyone. */
  GeneralPublic: 'GENERAL_PUBLIC',
  /** Readers abroad. */
  International: 'INTERNATIONAL',
  /** Lawyers and other legal professionals. */
  LegalProfessionals: 'LEGAL_PROFESSIONALS',
  /** Members of the association. */
  Members: 'MEMBERS',
  /** Law students. */
  Students: 'STUDENTS'
} as const;

export type TargetAudience = typeof TargetAudience[keyof typeof TargetAudience];
/** Staff changes to an approved event; null: unchanged. */
export type UpdateEventInput = {
  /** The new category: conference, workshop, seminar, networking, training, meeting. */
  category?: string | null | undefined;
  /** The new description, at most 50000 characters. */
  description?: string | null | undefined;
  /** The new start (an instant, ISO 8601); moves the reminders not yet sent. */
  eventDate?: string | null | undefined;
  /** true shows it to visitors on the landing page; false hides it. */
  isPublic?: boolean | null | undefined;
  /** The new place, at most 300 characters. */
  location?: string | null | undefined;
  /** The new number of places, 1 to 100000; not fewer than the members going (more places promote the waitlist). */
  maxAttendees?: number | null | undefined;
  /** The new practice area (PracticeArea.id, a UUID). */
  practiceAreaId?: string | number | null | undefined;
  /** The new IANA time zone, e.g. "Africa/Mogadishu". */
  timeZone?: string | null | undefined;
  /** The new title, at most 200 characters. */
  title?: string | null | undefined;
};

/** Where one delivery of an event to an endpoint stands. */
export const WebhookDeliveryStatus = {
  /** The endpoint answered 2xx. */
  Delivered: 'DELIVERED',
  /** Every attempt failed for 24 hours, or the endpoint was turned off. */
  Failed: 'FAILED',
  /** Not delivered yet: an attempt is due (see nextAttemptAt). */
  Pending: 'PENDING'
} as const;

export type WebhookDeliveryStatus = typeof WebhookDeliveryStatus[keyof typeof WebhookDeliveryStatus];
/** An endpoint to register or change (on change, what is left out stays). */
export type WebhookEndpointInput = {
  /** Whether events are sent (default true). */
  active?: boolean | null | undefined;
  /** What it is for (up to 200 characters). */
  description?: string | null | undefined;
  /** The events it receives. */
  events?: Array<WebhookEventType> | null | undefined;
  /** Creating only: your own signing secret (16 to 200 characters); left out, one is generated. */
  secret?: string | null | undefined;
  /** An http(s) address with a public host. */
  url?: string | null | undefined;
};

/** What a webhook reports (the `type` field of the JSON sent, e.g. "news.published"). TEST is sent only by the "send test event" button. */
export const WebhookEventType = {
  /** A visitor asked a public lawyer for a consultation (data: consultationId, lawyerId). */
  ConsultationRequested: 'CONSULTATION_REQUESTED',
  /** A submitted event was approved and published (data: submissionId). */
  EventPublished: 'EVENT_PUBLISHED',
  /** Someone accepted an invitation and became a member (data: memberId). */
  MemberJoined: 'MEMBER_JOINED',
  /** A news item was approved and published (data: newsId). */
  NewsPublished: 'NEWS_PUBLISHED',
  /** A client's review of a lawyer was approved (data: reviewId). */
  ReviewApproved: 'REVIEW_APPROVED',
  /** An approved social post was published (data: submissionId, platform, externalUrl). */
  SocialPublished: 'SOCIAL_PUBLISHED',
  /** A test event sent on request to one endpoint. */
  Test: 'TEST'
} as const;

export type WebhookEventType = typeof WebhookEventType[keyof typeof WebhookEventType];
export type ApiTokenFieldsFragment = { id: string, name: string, hint: string, scopes: Array<ApiTokenScope>, status: ApiTokenStatus, createdAt: string, expiresAt: string | null, lastUsedAt: string | null, lastUsedIp: string | null, revokedAt: string | null, owner: { id: string, fullName: string, email: string } };

export type MyApiTokensQueryVariables = Exact<{ [key: string]: never; }>;


export type MyApiTokensQuery = { myApiTokens: Array<{ id: string, name: string, hint: string, scopes: Array<ApiTokenScope>, status: ApiTokenStatus, createdAt: string, expiresAt: string | null, lastUsedAt: string | null, lastUsedIp: string | null, revokedAt: string | null, owner: { id: string, fullName: string, email: string } }> };

export type MemberApiTokensQueryVariables = Exact<{
  member?: string | null | undefined;
}>;


export type MemberApiTokensQuery = { memberApiTokens: Array<{ id: string, name: string, hint: string, scopes: Array<ApiTokenScope>, status: ApiTokenStatus, createdAt: string, expiresAt: string | null, lastUsedAt: string | null, lastUsedIp: string | null, revokedAt: string | null, owner: { id: string, fullName: string, email: string } }> };

export type CreateApiTokenMutationVariables = Exact<{
  input: CreateApiTokenInput;
}>;


export type CreateApiTokenMutation = { createApiToken: { token: string, apiToken: { id: string, name: string, hint: string, scopes: Array<ApiTokenScope>, status: ApiTokenStatus, createdAt: string, expiresAt: string | null, lastUsedAt: string | null, lastUsedIp: string | null, revokedAt: string | null, owner: { id: string, fullName: string, email: string } } } };

export type RevokeApiTokenMutationVariables = Exact<{
  id: string;
}>;


export type RevokeApiTokenMutation = { revokeApiToken: boolean };

export type RevokeMemberApiTokenMutationVariables = Exact<{
  id: string;
}>;


export type RevokeMemberApiTokenMutation = { revokeMemberApiToken: boolean };

export type AuditEntriesQueryVariables = Exact<{
  filter?: AuditFilter | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AuditEntriesQuery = { auditEntries: { hasMore: boolean, entries: Array<{ id: string, createdAt: string, action: AuditAction, subjectKind: AuditSubjectKind, subjectId: string, subjectTitle: string | null, subjectPath: string | null, reason: string | null, actor: { id: string, fullName: string, email: string } | null, changes: Array<{ field: string, before: string | null, after: string | null }> }> } };

export type ConsultationFieldsFragment = { id: string, lawyerName: string, clientName: string, clientEmail: string, clientPhone: string | null, consultationType: string, description: string, preferredDate: string | null, status: ConsultationStatus, createdAt: string, respondedAt: string | null, responseMessage: string | null, proposedContact: string | null, answerBy: string, canReview: boolean, review: { rating: number, text: string, status: ReviewStatus, createdAt: string } | null };

export type MyConsultationRequestsQueryVariables = Exact<{
  filter?: ConsultationFilter | null | undefined;
}>;


export type MyConsultationRequestsQuery = { myConsultationRequests: Array<{ id: string, lawyerName: string, clientName: string, clientEmail: string, clientPhone: string | null, consultationType: string, description: string, preferredDate: string | null, status: ConsultationStatus, createdAt: string, respondedAt: string | null, responseMessage: string | null, proposedContact: string | null, answerBy: string, canReview: boolean, review: { rating: number, text: string, status: ReviewStatus, createdAt: string } | null }> };

export type RespondToConsultationMutationVariables = Exact<{
  id: string;
  accept: boolean;
  message: string;
  proposedContact?: string | null | undefined;
}>;


export type RespondToConsultationMutation = { respondToConsultation: { id: string, lawyerName: string, clientName: string, clientEmail: string, clientPhone: string | null, consultationType: string, description: string, preferredDate: string | null, status: ConsultationStatus, createdAt: string, respondedAt: string | null, responseMessage: string | null, proposedContact: string | null, answerBy: string, canReview: boolean, review: { rating: number, text: string, status: ReviewStatus, createdAt: string } | null } };

export type ReviewConsultationMutationVariables = Exact<{
  token: string;
  rating: number;
  text: string;
}>;


export type ReviewConsultationMutation = { reviewConsultation: { id: string, lawyerName: string, clientName: string, clientEmail: string, clientPhone: string | null, consultationType: string, description: string, preferredDate: string | null, status: ConsultationStatus, createdAt: string, respondedAt: string | null, responseMessage: string | null, proposedContact: string | null, answerBy: string, canReview: boolean, review: { rating: number, text: string, status: ReviewStatus, createdAt: string } | null } };

export type TrackedConsultationQueryVariables = Exact<{
  token: string;
}>;


export type TrackedConsultationQuery = { trackedConsultation: { id: string, lawyerName: string, clientName: string, clientEmail: string, clientPhone: string | null, consultationType: string, description: string, preferredDate: string | null, status: ConsultationStatus, createdAt: string, respondedAt: string | null, responseMessage: string | null, proposedContact: string | null, answerBy: string, canReview: boolean, review: { rating: number, text: string, status: ReviewStatus, createdAt: string } | null } };

export type DashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardQuery = { discussions: Array<{ id: string, title: string, contentText: string, createdAt: string, lastActivityAt: string, replies: number, views: number, likes: number, author: { id: string, fullName: string, profileImage: string | null, initials: string }, practiceArea: { id: string, slug: string, names: { en: string, so: string, ar: string, fr: string } } | null }>, members: Array<{ id: string, fullName: string, username: string, specialization: string | null, profileImage: string | null, initials: string, joinedAt: string }>, news: Array<{ id: string, title: string, publishedAt: string, isAnnouncement: boolean, author: { id: string, fullName: string } }>, documents: Array<{ id: string, title: string, mediaType: string, typeLabel: string, createdAt: string, uploadedBy: { id: string, fullName: string } }>, events: Array<{ id: string, title: string, eventDate: string, timeZone: string, location: string | null, cancelledAt: string | null, myRsvp: RsvpStatus | null }> };

export type CreateDiscussionMutationVariables = Exact<{
  input: CreateDiscussionInput;
}>;


export type CreateDiscussionMutation = { createDiscussion: { id: string, title: string, contentText: string, createdAt: string, lastActivityAt: string, replies: number, views: number, likes: number, author: { id: string, fullName: string, profileImage: string | null, initials: string }, practiceArea: { id: string, slug: string, names: { en: string, so: string, ar: string, fr: string } } | null } };

export type DiscussionQueryVariables = Exact<{
  id: string;
}>;


export type DiscussionQuery = { discussion: { content: string, contentHtml: string, editedAt: string | null, deleted: boolean, hidden: boolean, flaggedByMe: boolean, likedByMe: boolean, watchedByMe: boolean, id: string, title: string, contentText: string, createdAt: string, lastActivityAt: string, replies: number, views: number, likes: number, revisions: Array<{ id: string, title: string | null, contentHtml: string, editorName: string | null, reason: string | null, replacedAt: string }> | null, replyList: Array<{ id: string, content: string, contentHtml: string, editedAt: string | null, deleted: boolean, likes: number, likedByMe: boolean, hidden: boolean, flaggedByMe: boolean, createdAt: string, revisions: Array<{ id: string, title: string | null, contentHtml: string, editorName: string | null, reason: string | null, replacedAt: string }> | null, author: { id: string, fullName: string, profileImage: string | null, initials: string } }>, author: { id: string, fullName: string, profileImage: string | null, initials: string }, practiceArea: { id: string, slug: string, names: { en: string, so: string, ar: string, fr: string } } | null } };

export type DiscussionCardFieldsFragment = { id: string, title: string, contentText: string, createdAt: string, lastActivityAt: string, replies: number, views: number, likes: number, author: { id: string, fullName: string, profileImage: string | null, initials: string }, practiceArea: { id: string, slug: string, names: { en: string, so: string, ar: string, fr: string } } | null };

export type DiscussionsQueryVariables = Exact<{
  practiceArea?: string | null | undefined;
  search?: string | null | undefined;
  order?: DiscussionOrder | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type DiscussionsQuery = { discussions: Array<{ id: string, title: string, contentText: string, createdAt: string, lastActivityAt: string, replies: number, views: number, likes: number, author: { id: string, fullName: string, profileImage: string | null, initials: string }, practiceArea: { id: string, slug: string, names: { en: string, so: string, ar: string, fr: string } } | null }> };

export type EditDiscussionMutationVariables = Exact<{
  input: EditDiscussionInput;
}>;


export type EditDiscussionMutation = { editDiscussion: { id: string } };

export type EditDiscussionReplyMutationVariables = Exact<{
  input: EditDiscussionReplyInput;
}>;


export type EditDiscussionReplyMutation = { editDiscussionReply: { id: string } };

export type DeleteDiscussionMutationVariables = Exact<{
  id: string;
  reason?: string | null | undefined;
}>;


export type DeleteDiscussionMutation = { deleteDiscussion: { id: string } };

export type DeleteDiscussionReplyMutationVariables = Exact<{
  id: string;
  reason?: string | null | undefined;
}>;


export type DeleteDiscussionReplyMutation = { deleteDiscussionReply: { id: string } };

export type FlagPostMutationVariables = Exact<{
  input: FlagPostInput;
}>;


export type FlagPostMutation = { flagPost: { updated: boolean, hidden: boolean } };

export type MemberSuggestionsQueryVariables = Exact<{
  search: string;
}>;


export type MemberSuggestionsQuery = { memberSuggestions: Array<{ id: string, fullName: string, initials: string, profileImage: string | null, markup: string }> };

export type PostRevisionFieldsFragment = { id: string, title: string | null, contentHtml: string, editorName: string | null, reason: string | null, replacedAt: string };

export type PreviewPostQueryVariables = Exact<{
  content: string;
}>;


export type PreviewPostQuery = { previewPost: string };

export type RecordDiscussionViewMutationVariables = Exact<{
  discussionId: string;
}>;


export type RecordDiscussionViewMutation = { recordDiscussionView: { id: string, views: number } };

export type ReplyToDiscussionMutationVariables = Exact<{
  input: ReplyToDiscussionInput;
}>;


export type ReplyToDiscussionMutation = { replyToDiscussion: { id: string, content: string, contentHtml: string, editedAt: string | null, deleted: boolean, createdAt: string, revisions: Array<{ id: string, title: string | null, contentHtml: string, editorName: string | null, reason: string | null, replacedAt: string }> | null, author: { id: string, fullName: string, profileImage: string | null, initials: string } } };

export type SetDiscussionWatchMutationVariables = Exact<{
  discussionId: string;
  watching: boolean;
}>;


export type SetDiscussionWatchMutation = { setDiscussionWatch: { id: string, watchedByMe: boolean } };

export type ToggleDiscussionLikeMutationVariables = Exact<{
  discussionId: string;
}>;


export type ToggleDiscussionLikeMutation = { toggleDiscussionLike: { id: string, likes: number, likedByMe: boolean } };

export type ToggleDiscussionReplyLikeMutationVariables = Exact<{
  replyId: string;
}>;


export type ToggleDiscussionReplyLikeMutation = { toggleDiscussionReplyLike: { id: string, likes: number, likedByMe: boolean } };

export type DeleteDocumentMutationVariables = Exact<{
  id: string;
}>;


export type DeleteDocumentMutation = { deleteDocument: string };

export type DocumentFieldsFragment = { id: string, title: string, description: string | null, mediaType: string, typeLabel: string, fileName: string, size: number, downloads: number, status: DocumentStatus, createdAt: string, downloadUrl: string, canDelete: boolean, uploadedBy: { id: string, fullName: string, initials: string, profileImage: string | null }, practiceArea: { id: string, slug: string, names: { en: string, so: string, ar: string, fr: string } } | null };

export type DocumentUploadLimitsQueryVariables = Exact<{ [key: string]: never; }>;


export type DocumentUploadLimitsQuery = { documentUploadLimits: { maxFileBytes: number, maxFiles: number, mediaTypes: Array<string>, quotaBytes: number, usedBytes: number, filesPerHour: number, filesLeftThisHour: number, scanned: boolean } };

export type DocumentsQueryVariables = Exact<{
  practiceArea?: string | null | undefined;
  limit?: number | null | undefined;
}>;


export type DocumentsQuery = { documents: Array<{ id: string, title: string, description: string | null, mediaType: string, typeLabel: string, fileName: string, size: number, downloads: number, status: DocumentStatus, createdAt: string, downloadUrl: string, canDelete: boolean, uploadedBy: { id: string, fullName: string, initials: string, profileImage: string | null }, practiceArea: { id: string, slug: string, names: { en: string, so: string, ar: string, fr: string } } | null }> };

export type CalendarFeedQueryVariables = Exact<{ [key: string]: never; }>;


export type CalendarFeedQuery = { calendarFeed: { active: boolean, createdAt: string | null } };

export type RegenerateCalendarFeedMutationVariables = Exact<{ [key: string]: never; }>;


export type RegenerateCalendarFeedMutation = { regenerateCalendarFeed: { active: boolean, createdAt: string | null, path: string | null } };

export type RevokeCalendarFeedMutationVariables = Exact<{ [key: string]: never; }>;


export type RevokeCalendarFeedMutation = { revokeCalendarFeed: { active: boolean, createdAt: string | null } };

export type CancelEventMutationVariables = Exact<{
  id: string;
}>;


export type CancelEventMutation = { cancelEvent: { id: string, title: string, description: string, eventDate: string, timeZone: string, location: string | null, category: EventCategory | null, practiceAreaId: string | null, registrationRequired: boolean, registrationOpen: boolean, maxAttendees: number | null, attendees: number, waitlisted: number, placesLeft: number | null, cancelledAt: string | null, isPublic: boolean, myRsvp: RsvpStatus | null, myWaitlistPosition: number | null, organizer: { id: string, fullName: string } } };

export type EventQueryVariables = Exact<{
  id: string;
}>;


export type EventQuery = { event: { id: string, title: string, description: string, eventDate: string, timeZone: string, location: string | null, category: EventCategory | null, practiceAreaId: string | null, registrationRequired: boolean, registrationOpen: boolean, maxAttendees: number | null, attendees: number, waitlisted: number, placesLeft: number | null, cancelledAt: string | null, isPublic: boolean, myRsvp: RsvpStatus | null, myWaitlistPosition: number | null, organizer: { id: string, fullName: string } } };

export type EventAttendeesQueryVariables = Exact<{
  eventId: string;
}>;


export type EventAttendeesQuery = { eventAttendees: Array<{ userId: string, fullName: string, status: RsvpStatus, waitlistPosition: number | null, attended: boolean | null }> };

export type EventFieldsFragment = { id: string, title: string, description: string, eventDate: string, timeZone: string, location: string | null, category: EventCategory | null, practiceAreaId: string | null, registrationRequired: boolean, registrationOpen: boolean, maxAttendees: number | null, attendees: number, waitlisted: number, placesLeft: number | null, cancelledAt: string | null, isPublic: boolean, myRsvp: RsvpStatus | null, myWaitlistPosition: number | null, organizer: { id: string, fullName: string } };

export type EventsQueryVariables = Exact<{
  period?: EventPeriod | null | undefined;
  category?: EventCategory | null | undefined;
  practiceAreaId?: string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type EventsQuery = { events: Array<{ id: string, title: string, description: string, eventDate: string, timeZone: string, location: string | null, category: EventCategory | null, practiceAreaId: string | null, registrationRequired: boolean, registrationOpen: boolean, maxAttendees: number | null, attendees: number, waitlisted: number, placesLeft: number | null, cancelledAt: string | null, isPublic: boolean, myRsvp: RsvpStatus | null, myWaitlistPosition: number | null, organizer: { id: string, fullName: string } }> };

export type MarkEventAttendanceMutationVariables = Exact<{
  eventId: string;
  userId: string;
  attended: boolean;
}>;


export type MarkEventAttendanceMutation = { markEventAttendance: { userId: string, attended: boolean | null } };

export type PublicEventsQueryVariables = Exact<{ [key: string]: never; }>;


export type PublicEventsQuery = { publicEvents: Array<{ id: string, title: string, eventDate: string, timeZone: string, location: string | null, category: EventCategory | null }> };

export type RsvpEventMutationVariables = Exact<{
  eventId: string;
  answer: RsvpAnswer;
}>;


export type RsvpEventMutation = { rsvpEvent: { id: string, title: string, description: string, eventDate: string, timeZone: string, location: string | null, category: EventCategory | null, practiceAreaId: string | null, registrationRequired: boolean, registrationOpen: boolean, maxAttendees: number | null, attendees: number, waitlisted: number, placesLeft: number | null, cancelledAt: string | null, isPublic: boolean, myRsvp: RsvpStatus | null, myWaitlistPosition: number | null, organizer: { id: string, fullName: string } } };

export type UpdateEventMutationVariables = Exact<{
  id: string;
  input: UpdateEventInput;
}>;


export type UpdateEventMutation = { updateEvent: { id: string, title: string, description: string, eventDate: string, timeZone: string, location: string | null, category: EventCategory | null, practiceAreaId: string | null, registrationRequired: boolean, registrationOpen: boolean, maxAttendees: number | null, attendees: number, waitlisted: number, placesLeft: number | null, cancelledAt: string | null, isPublic: boolean, myRsvp: RsvpStatus | null, myWaitlistPosition: number | null, organizer: { id: string, fullName: string } } };

export type InsightQueryVariables = Exact<{
  period?: InsightPeriod | null | undefined;
}>;


export type InsightQuery = { insight: { period: InsightPeriod, from: string, to: string, submissions: { pending: number, oldestPendingAt: string | null, weeks: Array<{ week: string, submitted: number, approved: number, rejected: number }> }, consultations: { requests: number, medianResponseHours: number | null, areas: Array<{ area: string, requests: number, answered: number, medianResponseHours: number | null }> }, members: Array<{ month: string, joined: number, active: number }>, events: Array<{ id: string, title: string, eventDate: string, capacity: number | null, going: number, waitlisted: number, attended: number, cancelled: boolean }> } };

export type AcceptInvitationMutationVariables = Exact<{
  input: AcceptInvitationInput;
}>;


export type AcceptInvitationMutation = { acceptInvitation: { id: string, fullName: string, initials: string, profileImage: string | null, role: Role, mfaEnabled: boolean, mfaEnrolmentRequired: boolean } };

export type InvitationQueryVariables = Exact<{
  token: string;
}>;


export type InvitationQuery = { invitation: { email: string, invitedByName: string, expiresAt: string } };

export type InviteMemberMutationVariables = Exact<{
  email: string;
}>;


export type InviteMemberMutation = { inviteMember: { id: string, email: string, expiresAt: string, emailSent: boolean, link: string } };

export type PendingInvitationsQueryVariables = Exact<{ [key: string]: never; }>;


export type PendingInvitationsQuery = { invitations: Array<{ id: string, email: string, invitedByName: string, createdAt: string, expiresAt: string }> };

export type ResendInvitationMutationVariables = Exact<{
  id: string;
}>;


export type ResendInvitationMutation = { resendInvitation: { id: string, email: string, emailSent: boolean, expiresAt: string, link: string } };

export type LawyerProfileFieldsFragment = { id: string, fullName: string, specialization: string, practiceAreas: Array<string>, languages: Array<string>, experience: string | null, bio: string | null, profileImage: string | null, verified: boolean, averageRating: number, totalReviews: number, consultationRate: string | null, publicConsultationAvailable: boolean, contactPhone: string | null, officeAddress: string | null, websiteUrl: string | null, linkedinUrl: string | null };

export type MyLawyerProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type MyLawyerProfileQuery = { myLawyerProfile: { id: string, fullName: string, specialization: string, practiceAreas: Array<string>, languages: Array<string>, experience: string | null, bio: string | null, profileImage: string | null, verified: boolean, averageRating: number, totalReviews: number, consultationRate: string | null, publicConsultationAvailable: boolean, contactPhone: string | null, officeAddress: string | null, websiteUrl: string | null, linkedinUrl: string | null } | null };

export type PublicLawyerPageQueryVariables = Exact<{
  slug: string;
  locale?: string | null | undefined;
  reviewsLimit?: number | null | undefined;
}>;


export type PublicLawyerPageQuery = { publicLawyer: { slug: string, id: string, fullName: string, specialization: string, practiceAreas: Array<string>, languages: Array<string>, experience: string | null, bio: string | null, profileImage: string | null, verified: boolean, averageRating: number, totalReviews: number, consultationRate: string | null, publicConsultationAvailable: boolean, contactPhone: string | null, officeAddress: string | null, websiteUrl: string | null, linkedinUrl: string | null } | null, publicLawyerHead: { title: string, description: string, canonical: string, jsonLd: string, alternates: Array<{ hreflang: string, href: string }>, openGraph: Array<{ property: string, content: string }> } | null, publicLawyerReviews: { total: number, items: Array<{ id: string, rating: number, text: string, reviewerName: string, consultationType: string, createdAt: string }> } | null };

export type PublicLawyerReviewsQueryVariables = Exact<{
  slug: string;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type PublicLawyerReviewsQuery = { publicLawyerReviews: { total: number, items: Array<{ id: string, rating: number, text: string, reviewerName: string, consultationType: string, createdAt: string }> } | null };

export type PublicReviewPageFieldsFragment = { total: number, items: Array<{ id: string, rating: number, text: string, reviewerName: string, consultationType: string, createdAt: string }> };

export type SaveLawyerProfileMutationVariables = Exact<{
  input: LawyerProfileInput;
}>;


export type SaveLawyerProfileMutation = { saveLawyerProfile: { id: string, fullName: string, specialization: string, practiceAreas: Array<string>, languages: Array<string>, experience: string | null, bio: string | null, profileImage: string | null, verified: boolean, averageRating: number, totalReviews: number, consultationRate: string | null, publicConsultationAvailable: boolean, contactPhone: string | null, officeAddress: string | null, websiteUrl: string | null, linkedinUrl: string | null } };

export type ChangeMemberRoleMutationVariables = Exact<{
  id: string;
  role: Role;
  reason: string;
}>;


export type ChangeMemberRoleMutation = { changeMemberRole: { id: string, role: Role } };

export type MemberQueryVariables = Exact<{
  id: string;
}>;


export type MemberQuery = { member: { id: string, fullName: string, username: string, specialization: string | null, bio: string | null, profileImage: string | null, initials: string, connectionState: ConnectionState, connectionId: string | null } | null };

export type MemberCardFieldsFragment = { id: string, fullName: string, username: string, specialization: string | null, bio: string | null, profileImage: string | null, initials: string, connectionState: ConnectionState, connectionId: string | null };

export type MemberHistoryQueryVariables = Exact<{
  id: string;
  limit?: number | null | undefined;
}>;


export type MemberHistoryQuery = { memberHistory: { memberId: string, fullName: string, role: Role, suspendedAt: string | null, submissions: { total: number, items: Array<{ id: string, kind: string, title: string | null, state: string | null, detail: string | null, at: string, path: string | null }> }, discussions: { total: number, items: Array<{ id: string, kind: string, title: string | null, state: string | null, detail: string | null, at: string, path: string | null }> }, replies: { total: number, items: Array<{ id: string, kind: string, title: string | null, state: string | null, detail: string | null, at: string, path: string | null }> }, flagsRaised: { total: number, items: Array<{ id: string, kind: string, title: string | null, state: string | null, detail: string | null, at: string, path: string | null }> }, flagsReceived: { total: number, items: Array<{ id: string, kind: string, title: string | null, state: string | null, detail: string | null, at: string, path: string | null }> }, consultations: { total: number, items: Array<{ id: string, kind: string, title: string | null, state: string | null, detail: string | null, at: string, path: string | null }> }, consultationFigures: { received: number, answered: number, medianResponseSeconds: number | null }, rsvps: { total: number, items: Array<{ id: string, kind: string, title: string | null, state: string | null, detail: string | null, at: string, path: string | null }> }, documents: { total: number, items: Array<{ id: string, kind: string, title: string | null, state: string | null, detail: string | null, at: string, path: string | null }> }, securityEvents: { total: number, items: Array<{ id: string, kind: string, title: string | null, state: string | null, detail: string | null, at: string, path: string | null }> } | null, staffActs: { total: number, items: Array<{ id: string, kind: string, title: string | null, state: string | null, detail: string | null, at: string, path: string | null }> } } };

export type MemberHistorySectionFieldsFragment = { total: number, items: Array<{ id: string, kind: string, title: string | null, state: string | null, detail: string | null, at: string, path: string | null }> };

export type MemberProfileQueryVariables = Exact<{
  id: string;
}>;


export type MemberProfileQuery = { memberProfile: { id: string, title: string | null, practiceAreas: Array<string>, languages: Array<string>, city: string | null, email: string | null, phone: string | null, emailVisibility: ContactVisibility | null, phoneVisibility: ContactVisibility | null, lawyerSlug: string | null, connectionCount: number, member: { joinedAt: string, id: string, fullName: string, username: string, specialization: string | null, bio: string | null, profileImage: string | null, initials: string, connectionState: ConnectionState, connectionId: string | null }, recentDiscussions: Array<{ id: string, title: string, createdAt: string }>, connections: Array<{ id: string, fullName: string, username: string, specialization: string | null, bio: string | null, profileImage: string | null, initials: string, connectionState: ConnectionState, connectionId: string | null }> } | null };

export type MemberProfileFieldsFragment = { id: string, title: string | null, practiceAreas: Array<string>, languages: Array<string>, city: string | null, email: string | null, phone: string | null, emailVisibility: ContactVisibility | null, phoneVisibility: ContactVisibility | null, lawyerSlug: string | null, connectionCount: number, member: { joinedAt: string, id: string, fullName: string, username: string, specialization: string | null, bio: string | null, profileImage: string | null, initials: string, connectionState: ConnectionState, connectionId: string | null }, recentDiscussions: Array<{ id: string, title: string, createdAt: string }>, connections: Array<{ id: string, fullName: string, username: string, specialization: string | null, bio: string | null, profileImage: string | null, initials: string, connectionState: ConnectionState, connectionId: string | null }> };

export type MemberSuspensionQueryVariables = Exact<{
  id: string;
}>;


export type MemberSuspensionQuery = { memberSuspension: { id: string, suspendedAt: string | null } };

export type MembersQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  order?: MemberOrder | null | undefined;
}>;


export type MembersQuery = { memberCount: number, members: Array<{ id: string, fullName: string, username: string, specialization: string | null, bio: string | null, profileImage: string | null, initials: string, connectionState: ConnectionState, connectionId: string | null }> };

export type MyConnectionsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyConnectionsQuery = { myConnections: { connections: Array<{ id: string, fullName: string, username: string, specialization: string | null, bio: string | null, profileImage: string | null, initials: string, connectionState: ConnectionState, connectionId: string | null }>, received: Array<{ id: string, fullName: string, username: string, specialization: string | null, bio: string | null, profileImage: string | null, initials: string, connectionState: ConnectionState, connectionId: string | null }>, sent: Array<{ id: string, fullName: string, username: string, specialization: string | null, bio: string | null, profileImage: string | null, initials: string, connectionState: ConnectionState, connectionId: string | null }> } };

export type ReinstateMemberMutationVariables = Exact<{
  id: string;
  reason: string;
}>;


export type ReinstateMemberMutation = { reinstateMember: { id: string, suspendedAt: string | null } };

export type RequestConnectionMutationVariables = Exact<{
  memberId: string;
}>;


export type RequestConnectionMutation = { requestConnection: { id: string, fullName: string, username: string, specialization: string | null, bio: string | null, profileImage: string | null, initials: string, connectionState: ConnectionState, connectionId: string | null } };

export type RespondToConnectionMutationVariables = Exact<{
  connectionId: string;
  accept: boolean;
}>;


export type RespondToConnectionMutation = { respondToConnection: { id: string, fullName: string, username: string, specialization: string | null, bio: string | null, profileImage: string | null, initials: string, connectionState: ConnectionState, connectionId: string | null } };

export type SuspendMemberMutationVariables = Exact<{
  id: string;
  reason: string;
}>;


export type SuspendMemberMutation = { suspendMember: { id: string, suspendedAt: string | null } };

export type UpdateMemberProfileMutationVariables = Exact<{
  input: MemberProfileInput;
}>;


export type UpdateMemberProfileMutation = { updateMemberProfile: { id: string, title: string | null, practiceAreas: Array<string>, languages: Array<string>, city: string | null, email: string | null, phone: string | null, emailVisibility: ContactVisibility | null, phoneVisibility: ContactVisibility | null, lawyerSlug: string | null, connectionCount: number, member: { joinedAt: string, id: string, fullName: string, username: string, specialization: string | null, bio: string | null, profileImage: string | null, initials: string, connectionState: ConnectionState, connectionId: string | null }, recentDiscussions: Array<{ id: string, title: string, createdAt: string }>, connections: Array<{ id: string, fullName: string, username: string, specialization: string | null, bio: string | null, profileImage: string | null, initials: string, connectionState: ConnectionState, connectionId: string | null }> } };

export type WithdrawConnectionRequestMutationVariables = Exact<{
  connectionId: string;
}>;


export type WithdrawConnectionRequestMutation = { withdrawConnectionRequest: { id: string, fullName: string, username: string, specialization: string | null, bio: string | null, profileImage: string | null, initials: string, connectionState: ConnectionState, connectionId: string | null } };

export type DecideMembershipApplicationMutationVariables = Exact<{
  input: DecideMembershipApplicationInput;
}>;


export type DecideMembershipApplicationMutation = { decideMembershipApplication: { invited: boolean, application: { id: string, status: MembershipApplicationStatus } } };

export type MembershipApplicationsQueryVariables = Exact<{ [key: string]: never; }>;


export type MembershipApplicationsQuery = { membershipApplications: Array<{ id: string, fullName: string, email: string, phone: string | null, barNumber: string, specialization: string | null, city: string | null, message: string | null, status: MembershipApplicationStatus, createdAt: string }> };

export type ConversationQueryVariables = Exact<{
  withMemberId: string;
  before?: string | null | undefined;
}>;


export type ConversationQuery = { conversation: { hasMore: boolean, participant: { id: string, fullName: string, initials: string, profileImage: string | null }, messages: Array<{ id: string, senderId: string, recipientId: string, subject: string | null, content: string, read: boolean, readAt: string | null, createdAt: string, sender: { id: string, fullName: string, initials: string, profileImage: string | null } }> } };

export type ConversationsQueryVariables = Exact<{ [key: string]: never; }>;


export type ConversationsQuery = { conversations: Array<{ unread: boolean, unreadCount: number, participant: { id: string, fullName: string, initials: string, profileImage: string | null }, lastMessage: { id: string, senderId: string, recipientId: string, subject: string | null, content: string, read: boolean, readAt: string | null, createdAt: string, sender: { id: string, fullName: string, initials: string, profileImage: string | null } } }> };

export type MarkConversationReadMutationVariables = Exact<{
  withMemberId: string;
}>;


export type MarkConversationReadMutation = { markConversationRead: { unreadMessages: number, unreadNotifications: number, pendingConsultations: number | null } };

export type MessageEventsSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type MessageEventsSubscription = { messageEvents: { kind: MessageEventKind, withMemberId: string, readerId: string | null, readAt: string | null, messageIds: Array<string>, unreadMessages: number, message: { id: string, senderId: string, recipientId: string, subject: string | null, content: string, read: boolean, readAt: string | null, createdAt: string, sender: { id: string, fullName: string, initials: string, profileImage: string | null } } | null } };

export type MessageFieldsFragment = { id: string, senderId: string, recipientId: string, subject: string | null, content: string, read: boolean, readAt: string | null, createdAt: string, sender: { id: string, fullName: string, initials: string, profileImage: string | null } };

export type MessageRecipientsQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type MessageRecipientsQuery = { members: Array<{ id: string, fullName: string, initials: string, profileImage: string | null, specialization: string | null }> };

export type PresenceQueryVariables = Exact<{
  memberId: string;
}>;


export type PresenceQuery = { presence: { memberId: string, online: boolean, lastSeenAt: string | null } };

export type PresenceChangedSubscriptionVariables = Exact<{
  memberId: string;
}>;


export type PresenceChangedSubscription = { presenceChanged: { memberId: string, online: boolean, lastSeenAt: string | null } };

export type SendMessageMutationVariables = Exact<{
  input: SendMessageInput;
}>;


export type SendMessageMutation = { sendMessage: { id: string, senderId: string, recipientId: string, subject: string | null, content: string, read: boolean, readAt: string | null, createdAt: string, sender: { id: string, fullName: string, initials: string, profileImage: string | null } } };

export type AdminConsultationsQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type AdminConsultationsQuery = { consultations: Array<{ id: string, clientName: string, clientEmail: string, clientPhone: string | null, consultationType: string, description: string, preferredDate: string | null, createdAt: string, status: ModerationStatus, lawyer: { fullName: string } }> };

export type AdminStatsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminStatsQuery = { adminStats: { pendingNews: number, pendingReviews: number, totalConsultations: number, totalMembers: number, pendingContent: number, newsQueue: number, eventsQueue: number, socialQueue: number, flaggedPosts: number } };

export type DecideContentMutationVariables = Exact<{
  type: SubmissionType;
  input: DecisionInput;
}>;


export type DecideContentMutation = { decideContent: { id: string, status: ModerationStatus, approved: boolean, reason: string | null, applied: boolean } };

export type DecideFlaggedPostMutationVariables = Exact<{
  input: DecideFlaggedPostInput;
}>;


export type DecideFlaggedPostMutation = { decideFlaggedPost: { outcome: PostFlagOutcome, flaggers: number, hidden: boolean } };

export type DecideNewsMutationVariables = Exact<{
  input: DecisionInput;
}>;


export type DecideNewsMutation = { decideNews: { id: string, status: ModerationStatus, approved: boolean, reason: string | null, applied: boolean } };

export type DecideReviewMutationVariables = Exact<{
  input: DecisionInput;
}>;


export type DecideReviewMutation = { decideReview: { id: string, status: ModerationStatus, approved: boolean, reason: string | null, applied: boolean } };

export type FlaggedPostsQueryVariables = Exact<{ [key: string]: never; }>;


export type FlaggedPostsQuery = { flaggedPosts: Array<{ kind: PostKind, id: string, discussionId: string, discussionTitle: string, content: string, createdAt: string, hidden: boolean, flagCount: number, firstFlaggedAt: string, author: { id: string, fullName: string }, flags: Array<{ reason: PostFlagReason, note: string | null, flaggerName: string, createdAt: string }> }> };

export type PendingContentQueryVariables = Exact<{
  types?: Array<SubmissionType> | SubmissionType | null | undefined;
}>;


export type PendingContentQuery = { pendingContent: Array<{ id: string, type: SubmissionType, status: ModerationStatus, title: string | null, excerpt: string | null, content: string, newsCategory: NewsCategory | null, eventCategory: EventCategory | null, priority: SubmissionPriority, createdAt: string, scheduledDate: string | null, socialMediaLinks: string | null, eventDate: string | null, location: string | null, registrationRequired: boolean, maxAttendees: number | null, platform: SocialPlatform | null, postUrl: string | null, hashtags: string | null, scheduledShare: string | null, targetAudience: TargetAudience | null, rejectionReason: string | null, decidedAt: string | null, resubmitted: boolean, author: { id: string, fullName: string }, resubmissionOf: { id: string, rejectionReason: string | null, decidedAt: string | null } | null }> };

export type PendingNewsQueryVariables = Exact<{ [key: string]: never; }>;


export type PendingNewsQuery = { pendingNews: Array<{ id: string, title: string, excerpt: string | null, content: string, category: NewsCategory, createdAt: string, status: ModerationStatus, author: { fullName: string } }> };

export type PendingReviewsQueryVariables = Exact<{ [key: string]: never; }>;


export type PendingReviewsQuery = { pendingReviews: Array<{ id: string, rating: number, reviewText: string, clientName: string, consultationType: string, createdAt: string, status: ModerationStatus, lawyer: { fullName: string } }> };

export type ShellCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type ShellCountsQuery = { shellCounts: { unreadMessages: number, unreadNotifications: number, pendingConsultations: number | null } };

export type CreateAnnouncementMutationVariables = Exact<{
  input: CreateAnnouncementInput;
}>;


export type CreateAnnouncementMutation = { createAnnouncement: { id: string, title: string, excerpt: string | null, content: string, category: NewsCategory, isAnnouncement: boolean, createdAt: string, publishedAt: string, bookmarkedByMe: boolean, author: { id: string, fullName: string, profileImage: string | null, initials: string } } };

export type NewsQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  bookmarkedOnly?: boolean | null | undefined;
}>;


export type NewsQuery = { news: Array<{ id: string, title: string, excerpt: string | null, content: string, category: NewsCategory, isAnnouncement: boolean, createdAt: string, publishedAt: string, bookmarkedByMe: boolean, author: { id: string, fullName: string, profileImage: string | null, initials: string } }> };

export type NewsCardFieldsFragment = { id: string, title: string, excerpt: string | null, content: string, category: NewsCategory, isAnnouncement: boolean, createdAt: string, publishedAt: string, bookmarkedByMe: boolean, author: { id: string, fullName: string, profileImage: string | null, initials: string } };

export type NewsItemQueryVariables = Exact<{
  id: string;
}>;


export type NewsItemQuery = { newsItem: { id: string, title: string, excerpt: string | null, content: string, category: NewsCategory, isAnnouncement: boolean, createdAt: string, publishedAt: string, bookmarkedByMe: boolean, author: { id: string, fullName: string, profileImage: string | null, initials: string } } };

export type ToggleNewsBookmarkMutationVariables = Exact<{
  newsItemId: string;
}>;


export type ToggleNewsBookmarkMutation = { toggleNewsBookmark: { id: string, bookmarkedByMe: boolean } };

export type MailPreferencesQueryVariables = Exact<{ [key: string]: never; }>;


export type MailPreferencesQuery = { mailPreferences: { language: string, timeZone: string | null, bouncedAddress: string | null, bounceReason: string | null, modes: Array<{ category: MailCategory, mode: MailMode }> } };

export type MailPreferencesFieldsFragment = { language: string, timeZone: string | null, bouncedAddress: string | null, bounceReason: string | null, modes: Array<{ category: MailCategory, mode: MailMode }> };

export type MarkAllNotificationsReadMutationVariables = Exact<{ [key: string]: never; }>;


export type MarkAllNotificationsReadMutation = { markAllNotificationsRead: { unreadMessages: number, unreadNotifications: number, pendingConsultations: number | null } };

export type MarkNotificationsReadMutationVariables = Exact<{
  ids: Array<string> | string;
}>;


export type MarkNotificationsReadMutation = { markNotificationsRead: { unreadMessages: number, unreadNotifications: number, pendingConsultations: number | null } };

export type NotificationsQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type NotificationsQuery = { notifications: Array<{ id: string, kind: NotificationKind, subjectTitle: string | null, reason: string | null, connectionId: string | null, createdAt: string, read: boolean, actor: { id: string, fullName: string, profileImage: string | null, initials: string } | null, discussion: { id: string, title: string, replyId: string | null } | null, document: { id: string, fileName: string } | null, event: { id: string, title: string } | null, consultation: { id: string, clientName: string } | null }> };

export type UpdateMailPreferencesMutationVariables = Exact<{
  input: MailPreferencesInput;
}>;


export type UpdateMailPreferencesMutation = { updateMailPreferences: { language: string, timeZone: string | null, bouncedAddress: string | null, bounceReason: string | null, modes: Array<{ category: MailCategory, mode: MailMode }> } };

export type PracticeAreasQueryVariables = Exact<{ [key: string]: never; }>;


export type PracticeAreasQuery = { practiceAreas: Array<{ id: string, slug: string, names: { en: string, so: string, ar: string, fr: string } }> };

export type ApplyForMembershipMutationVariables = Exact<{
  input: MembershipApplicationInput;
}>;


export type ApplyForMembershipMutation = { applyForMembership: boolean };

export type SendContactMessageMutationVariables = Exact<{
  input: ContactMessageInput;
}>;


export type SendContactMessageMutation = { sendContactMessage: boolean };

export type SearchQueryVariables = Exact<{
  query: string;
  limit?: number | null | undefined;
}>;


export type SearchQuery = { search: { query: string, discussions: Array<{ id: string, title: string, snippet: string, createdAt: string, author: { id: string, fullName: string }, practiceArea: { id: string, slug: string, names: { en: string, so: string, ar: string, fr: string } } | null }>, members: Array<{ id: string, fullName: string, username: string, specialization: string | null, profileImage: string | null, initials: string }>, news: Array<{ id: string, title: string, snippet: string, publishedAt: string }>, documents: Array<{ id: string, title: string, snippet: string, createdAt: string }>, events: Array<{ id: string, title: string, snippet: string, eventDate: string }> } };

export type SecurityEventsQueryVariables = Exact<{
  filter?: SecurityEventFilter | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type SecurityEventsQuery = { securityEvents: { hasMore: boolean, events: Array<{ id: string, occurredAt: string, type: SecurityEventType, outcome: SecurityOutcome, ip: string | null, userAgent: string | null, details: string, actor: { id: string, fullName: string, email: string } | null, subject: { id: string, fullName: string, email: string } | null }> } };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { changePassword: boolean };

export type MyDataExportQueryVariables = Exact<{ [key: string]: never; }>;


export type MyDataExportQuery = { myDataExport: { id: string, state: DataExportState, requestedAt: string, readyAt: string | null, expiresAt: string | null, nextRequestAt: string } | null };

export type RequestDataExportMutationVariables = Exact<{ [key: string]: never; }>;


export type RequestDataExportMutation = { requestDataExport: { id: string, state: DataExportState, requestedAt: string, readyAt: string | null, expiresAt: string | null, nextRequestAt: string } };

export type CloseAccountMutationVariables = Exact<{
  input: CloseAccountInput;
}>;


export type CloseAccountMutation = { closeAccount: boolean };

export type RequestEmailChangeMutationVariables = Exact<{
  input: RequestEmailChangeInput;
}>;


export type RequestEmailChangeMutation = { requestEmailChange: boolean };

export type MfaStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type MfaStatusQuery = { mfaStatus: { enabled: boolean, required: boolean, recoveryCodesLeft: number } };

export type StartMfaEnrolmentMutationVariables = Exact<{ [key: string]: never; }>;


export type StartMfaEnrolmentMutation = { startMfaEnrolment: { secret: string, otpauthUri: string } };

export type ConfirmMfaEnrolmentMutationVariables = Exact<{
  input: MfaCodeInput;
}>;


export type ConfirmMfaEnrolmentMutation = { confirmMfaEnrolment: { recoveryCodes: Array<string>, viewer: { id: string, mfaEnabled: boolean, mfaEnrolmentRequired: boolean } } };

export type DisableMfaMutationVariables = Exact<{
  input: DisableMfaInput;
}>;


export type DisableMfaMutation = { disableMfa: { id: string, mfaEnabled: boolean, mfaEnrolmentRequired: boolean } };

export type MySessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type MySessionsQuery = { mySessions: Array<{ id: string, userAgent: string | null, browser: string | null, operatingSystem: string | null, deviceType: string | null, ipAddress: string | null, createdAt: string, lastUsedAt: string, current: boolean }> };

export type RevokeSessionMutationVariables = Exact<{
  id: string;
}>;


export type RevokeSessionMutation = { revokeSession: boolean };

export type SignOutEverywhereElseMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutEverywhereElseMutation = { signOutEverywhereElse: number };

export type RegenerateMfaRecoveryCodesMutationVariables = Exact<{ [key: string]: never; }>;


export type RegenerateMfaRecoveryCodesMutation = { regenerateMfaRecoveryCodes: Array<string> };

export type ReauthenticateMutationVariables = Exact<{
  input: ReauthenticateInput;
}>;


export type ReauthenticateMutation = { reauthenticate: boolean };

export type AccountEmailQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountEmailQuery = { me: { id: string, email: string } | null };

export type CompleteSignInMutationVariables = Exact<{
  input: MfaCodeInput;
}>;


export type CompleteSignInMutation = { completeSignIn: { id: string } };

export type ConfirmEmailChangeMutationVariables = Exact<{
  input: ConfirmEmailChangeInput;
}>;


export type ConfirmEmailChangeMutation = { confirmEmailChange: boolean };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, fullName: string, initials: string, profileImage: string | null, role: Role, mfaEnabled: boolean, mfaEnrolmentRequired: boolean } | null };

export type RequestPasswordResetMutationVariables = Exact<{
  input: RequestPasswordResetInput;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: boolean };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { resetPassword: boolean };

export type SignInMutationVariables = Exact<{
  input: SignInInput;
}>;


export type SignInMutation = { signIn: { mfaRequired: boolean, viewer: { id: string } | null } };

export type SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutMutation = { signOut: boolean };

export type RecentSocialActivityQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;


export type RecentSocialActivityQuery = { recentSocialActivity: Array<{ id: string, platform: SocialPlatform, content: string, hashtags: string | null, postUrl: string | null, externalUrl: string | null, publishedAt: string }> };

export type PortalStatsQueryVariables = Exact<{ [key: string]: never; }>;


export type PortalStatsQuery = { portalStats: { discussions: number, documents: number, members: number } };

export type MySubmissionsQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;


export type MySubmissionsQuery = { mySubmissions: Array<{ id: string, type: SubmissionType, status: ModerationStatus, title: string | null, excerpt: string | null, content: string, newsCategory: NewsCategory | null, eventCategory: EventCategory | null, priority: SubmissionPriority, createdAt: string, scheduledDate: string | null, socialMediaLinks: string | null, eventDate: string | null, location: string | null, registrationRequired: boolean, maxAttendees: number | null, platform: SocialPlatform | null, postUrl: string | null, hashtags: string | null, scheduledShare: string | null, targetAudience: TargetAudience | null, rejectionReason: string | null, decidedAt: string | null, resubmitted: boolean, author: { id: string, fullName: string }, resubmissionOf: { id: string, rejectionReason: string | null, decidedAt: string | null } | null }> };

export type ResubmitContentMutationVariables = Exact<{
  input: ResubmitContentInput;
}>;


export type ResubmitContentMutation = { resubmitContent: { id: string, type: SubmissionType, status: ModerationStatus, title: string | null, excerpt: string | null, content: string, newsCategory: NewsCategory | null, eventCategory: EventCategory | null, priority: SubmissionPriority, createdAt: string, scheduledDate: string | null, socialMediaLinks: string | null, eventDate: string | null, location: string | null, registrationRequired: boolean, maxAttendees: number | null, platform: SocialPlatform | null, postUrl: string | null, hashtags: string | null, scheduledShare: string | null, targetAudience: TargetAudience | null, rejectionReason: string | null, decidedAt: string | null, resubmitted: boolean, author: { id: string, fullName: string }, resubmissionOf: { id: string, rejectionReason: string | null, decidedAt: string | null } | null } };

export type SubmissionFieldsFragment = { id: string, type: SubmissionType, status: ModerationStatus, title: string | null, excerpt: string | null, content: string, newsCategory: NewsCategory | null, eventCategory: EventCategory | null, priority: SubmissionPriority, createdAt: string, scheduledDate: string | null, socialMediaLinks: string | null, eventDate: string | null, location: string | null, registrationRequired: boolean, maxAttendees: number | null, platform: SocialPlatform | null, postUrl: string | null, hashtags: string | null, scheduledShare: string | null, targetAudience: TargetAudience | null, rejectionReason: string | null, decidedAt: string | null, resubmitted: boolean, author: { id: string, fullName: string }, resubmissionOf: { id: string, rejectionReason: string | null, decidedAt: string | null } | null };

export type SubmitEventMutationVariables = Exact<{
  input: SubmitEventInput;
}>;


export type SubmitEventMutation = { submitEvent: { id: string, type: SubmissionType, status: ModerationStatus, title: string | null, excerpt: string | null, content: string, newsCategory: NewsCategory | null, eventCategory: EventCategory | null, priority: SubmissionPriority, createdAt: string, scheduledDate: string | null, socialMediaLinks: string | null, eventDate: string | null, location: string | null, registrationRequired: boolean, maxAttendees: number | null, platform: SocialPlatform | null, postUrl: string | null, hashtags: string | null, scheduledShare: string | null, targetAudience: TargetAudience | null, rejectionReason: string | null, decidedAt: string | null, resubmitted: boolean, author: { id: string, fullName: string }, resubmissionOf: { id: string, rejectionReason: string | null, decidedAt: string | null } | null } };

export type SubmitNewsMutationVariables = Exact<{
  input: SubmitNewsInput;
}>;


export type SubmitNewsMutation = { submitNews: { id: string, type: SubmissionType, status: ModerationStatus, title: string | null, excerpt: string | null, content: string, newsCategory: NewsCategory | null, eventCategory: EventCategory | null, priority: SubmissionPriority, createdAt: string, scheduledDate: string | null, socialMediaLinks: string | null, eventDate: string | null, location: string | null, registrationRequired: boolean, maxAttendees: number | null, platform: SocialPlatform | null, postUrl: string | null, hashtags: string | null, scheduledShare: string | null, targetAudience: TargetAudience | null, rejectionReason: string | null, decidedAt: string | null, resubmitted: boolean, author: { id: string, fullName: string }, resubmissionOf: { id: string, rejectionReason: string | null, decidedAt: string | null } | null } };

export type SubmitSocialPostMutationVariables = Exact<{
  input: SubmitSocialPostInput;
}>;


export type SubmitSocialPostMutation = { submitSocialPost: { id: string, type: SubmissionType, status: ModerationStatus, title: string | null, excerpt: string | null, content: string, newsCategory: NewsCategory | null, eventCategory: EventCategory | null, priority: SubmissionPriority, createdAt: string, scheduledDate: string | null, socialMediaLinks: string | null, eventDate: string | null, location: string | null, registrationRequired: boolean, maxAttendees: number | null, platform: SocialPlatform | null, postUrl: string | null, hashtags: string | null, scheduledShare: string | null, targetAudience: TargetAudience | null, rejectionReason: string | null, decidedAt: string | null, resubmitted: boolean, author: { id: string, fullName: string }, resubmissionOf: { id: string, rejectionReason: string | null, decidedAt: string | null } | null } };

export type WebhookEndpointFieldsFragment = { id: string, url: string, description: string | null, events: Array<WebhookEventType>, active: boolean, createdAt: string };

export type WebhookEndpointsQueryVariables = Exact<{ [key: string]: never; }>;


export type WebhookEndpointsQuery = { webhookEndpoints: Array<{ id: string, url: string, description: string | null, events: Array<WebhookEventType>, active: boolean, createdAt: string }> };

export type WebhookDeliveriesQueryVariables = Exact<{
  endpointId: string;
  first?: number | null | undefined;
}>;


export type WebhookDeliveriesQuery = { webhookDeliveries: Array<{ id: string, eventId: string, eventType: WebhookEventType, status: WebhookDeliveryStatus, attempts: number, createdAt: string, lastAttemptAt: string | null, nextAttemptAt: string | null, responseStatus: number | null, lastError: string | null, deliveredAt: string | null }> };

export type CreateWebhookEndpointMutationVariables = Exact<{
  input: WebhookEndpointInput;
}>;


export type CreateWebhookEndpointMutation = { createWebhookEndpoint: { secret: string, endpoint: { id: string, url: string, description: string | null, events: Array<WebhookEventType>, active: boolean, createdAt: string } } };

export type UpdateWebhookEndpointMutationVariables = Exact<{
  id: string;
  input: WebhookEndpointInput;
}>;


export type UpdateWebhookEndpointMutation = { updateWebhookEndpoint: { id: string, url: string, description: string | null, events: Array<WebhookEventType>, active: boolean, createdAt: string } };

export type DeleteWebhookEndpointMutationVariables = Exact<{
  id: string;
}>;


export type DeleteWebhookEndpointMutation = { deleteWebhookEndpoint: boolean };

export type SendTestWebhookMutationVariables = Exact<{
  endpointId: string;
}>;


export type SendTestWebhookMutation = { sendTestWebhook: boolean };

export type RedeliverWebhookMutationVariables = Exact<{
  deliveryId: string;
}>;


export type RedeliverWebhookMutation = { redeliverWebhook: boolean };

export const ApiTokenFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiTokenFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hint"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedIp"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<ApiTokenFieldsFragment, unknown>;
export const ConsultationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsultationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Consultation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lawyerName"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"clientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"clientPhone"}},{"kind":"Field","name":{"kind":"Name","value":"consultationType"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"preferredDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"responseMessage"}},{"kind":"Field","name":{"kind":"Name","value":"proposedContact"}},{"kind":"Field","name":{"kind":"Name","value":"answerBy"}},{"kind":"Field","name":{"kind":"Name","value":"canReview"}},{"kind":"Field","name":{"kind":"Name","value":"review"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<ConsultationFieldsFragment, unknown>;
export const DiscussionCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DiscussionCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Discussion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"contentText"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivityAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"profileImage"}},{"kind":"Field","name":{"kind":"Name","value":"initials"}}]}},{"kind":"Field","name":{"kind":"Name","value":"practiceArea"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"names"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"so"}},{"kind":"Field","name":{"kind":"Name","value":"ar"}},{"kind":"Field","name":{"kind":"Name","value":"fr"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"replies"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}}]}}]} as unknown as DocumentNode<DiscussionCardFieldsFragment, unknown>;
export const PostRevisionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostRevisionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PostRevision"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"contentHtml"}},{"kind":"Field","name":{"kind":"Name","value":"editorName"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"replacedAt"}}]}}]} as unknown as DocumentNode<PostRevisionFieldsFragment, unknown>;
export const DocumentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Document"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"mediaType"}},{"kind":"Field","name":{"kind":"Name","value":"typeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"downloads"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"initials"}},{"kind":"Field","name":{"kind":"Name","value":"profileImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"practiceArea"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"names"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"so"}},{"kind":"Field","name":{"kind":"Name","value":"ar"}},{"kind":"Field","name":{"kind":"Name","value":"fr"}}]}}]}}]}}]} as unknown as DocumentNode<DocumentFieldsFragment, unknown>;
export const EventFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PortalEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"practiceAreaId"}},{"kind":"Field","name":{"kind":"Name","value":"registrationRequired"}},{"kind":"Field","name":{"kind":"Name","value":"registrationOpen"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttendees"}},{"kind":"Field","name":{"kind":"Name","value":"attendees"}},{"kind":"Field","name":{"kind":"Name","value":"waitlisted"}},{"kind":"Field","name":{"kind":"Name","value":"placesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"myRsvp"}},{"kind":"Field","name":{"kind":"Name","value":"myWaitlistPosition"}},{"kind":"Field","name":{"kind":"Name","value":"organizer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<EventFieldsFragment, unknown>;
export const LawyerProfileFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LawyerProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lawyer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"specialization"}},{"kind":"Field","name":{"kind":"Name","value":"practiceAreas"}},{"kind":"Field","name":{"kind":"Name","value":"languages"}},{"kind":"Field","name":{"kind":"Name","value":"experience"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"profileImage"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"averageRating"}},{"kind":"Field","name":{"kind":"Name","value":"totalReviews"}},{"kind":"Field","name":{"kind":"Name","value":"consultationRate"}},{"kind":"Field","name":{"kind":"Name","value":"publicConsultationAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"officeAddress"}},{"kind":"Field","name":{"kind":"Name","value":"websiteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"linkedinUrl"}}]}}]} as unknown as DocumentNode<LawyerProfileFieldsFragment, unknown>;
export const PublicReviewPageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicReviewPageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicReviewPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"reviewerName"}},{"kind":"Field","name":{"kind":"Name","value":"consultationType"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<PublicReviewPageFieldsFragment, unknown>;
export const MemberHistorySectionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberHistorySectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberHistorySection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}}]} as unknown as DocumentNode<MemberHistorySectionFieldsFragment, unknown>;
export const MemberCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"specialization"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"profileImage"}},{"kind":"Field","name":{"kind":"Name","value":"initials"}},{"kind":"Field","name":{"kind":"Name","value":"connectionState"}},{"kind":"Field","name":{"kind":"Name","value":"connectionId"}}]}}]} as unknown as DocumentNode<MemberCardFieldsFragment, unknown>;
export const MemberProfileFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"practiceAreas"}},{"kind":"Field","name":{"kind":"Name","value":"languages"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"emailVisibility"}},{"kind":"Field","name":{"kind":"Name","value":"phoneVisibility"}},{"kind":"Field","name":{"kind":"Name","value":"lawyerSlug"}},{"kind":"Field","name":{"kind":"Name","value":"recentDiscussions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"connections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberCardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"connectionCount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"specialization"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"profileImage"}},{"kind":"Field","name":{"kind":"Name","value":"initials"}},{"kind":"Field","name":{"kind":"Name","value":"connectionState"}},{"kind":"Field","name":{"kind":"Name","value":"connectionId"}}]}}]} as unknown as DocumentNode<MemberProfileFieldsFragment, unknown>;
export const MessageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"senderId"}},{"kind":"Field","name":{"kind":"Name","value":"recipientId"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"initials"}},{"kind":"Field","name":{"kind":"Name","value":"profileImage"}}]}}]}}]} as unknown as DocumentNode<MessageFieldsFragment, unknown>;
export const NewsCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"isAnnouncement"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"profileImage"}},{"kind":"Field","name":{"kind":"Name","value":"initials"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bookmarkedByMe"}}]}}]} as unknown as DocumentNode<NewsCardFieldsFragment, unknown>;
export const MailPreferencesFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MailPreferencesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MailPreferences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"modes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"bouncedAddress"}},{"kind":"Field","name":{"kind":"Name","value":"bounceReason"}}]}}]} as unknown as DocumentNode<MailPreferencesFieldsFragment, unknown>;
export const SubmissionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubmissionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Submission"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"newsCategory"}},{"kind":"Field","name":{"kind":"Name","value":"eventCategory"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledDate"}},{"kind":"Field","name":{"kind":"Name","value":"socialMediaLinks"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"registrationRequired"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttendees"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"postUrl"}},{"kind":"Field","name":{"kind":"Name","value":"hashtags"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledShare"}},{"kind":"Field","name":{"kind":"Name","value":"targetAudience"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"resubmissionOf"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}}]}}]} as unknown as DocumentNode<SubmissionFieldsFragment, unknown>;
export const WebhookEndpointFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookEndpointFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<WebhookEndpointFieldsFragment, unknown>;
export const MyApiTokensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyApiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myApiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiTokenFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiTokenFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hint"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedIp"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<MyApiTokensQuery, MyApiTokensQueryVariables>;
export const MemberApiTokensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberApiTokens"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"member"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberApiTokens"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"member"},"value":{"kind":"Variable","name":{"kind":"Name","value":"member"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiTokenFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiTokenFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hint"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedIp"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<MemberApiTokensQuery, MemberApiTokensQueryVariables>;
export const CreateApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"apiToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiTokenFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiTokenFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hint"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedIp"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<CreateApiTokenMutation, CreateApiTokenMutationVariables>;
export const RevokeApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RevokeApiTokenMutation, RevokeApiTokenMutationVariables>;
export const RevokeMemberApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeMemberApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeMemberApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RevokeMemberApiTokenMutation, RevokeMemberApiTokenMutationVariables>;
export const AuditEntriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditEntries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditEntries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"subjectKind"}},{"kind":"Field","name":{"kind":"Name","value":"subjectId"}},{"kind":"Field","name":{"kind":"Name","value":"subjectTitle"}},{"kind":"Field","name":{"kind":"Name","value":"subjectPath"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AuditEntriesQuery, AuditEntriesQueryVariables>;
export const MyConsultationRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyConsultationRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ConsultationFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myConsultationRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsultationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsultationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Consultation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lawyerName"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"clientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"clientPhone"}},{"kind":"Field","name":{"kind":"Name","value":"consultationType"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"preferredDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"responseMessage"}},{"kind":"Field","name":{"kind":"Name","value":"proposedContact"}},{"kind":"Field","name":{"kind":"Name","value":"answerBy"}},{"kind":"Field","name":{"kind":"Name","value":"canReview"}},{"kind":"Field","name":{"kind":"Name","value":"review"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<MyConsultationRequestsQuery, MyConsultationRequestsQueryVariables>;
export const RespondToConsultationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RespondToConsultation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accept"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"message"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"proposedContact"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"respondToConsultation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"accept"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accept"}}},{"kind":"Argument","name":{"kind":"Name","value":"message"},"value":{"kind":"Variable","name":{"kind":"Name","value":"message"}}},{"kind":"Argument","name":{"kind":"Name","value":"proposedContact"},"value":{"kind":"Variable","name":{"kind":"Name","value":"proposedContact"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsultationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsultationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Consultation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lawyerName"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"clientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"clientPhone"}},{"kind":"Field","name":{"kind":"Name","value":"consultationType"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"preferredDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"responseMessage"}},{"kind":"Field","name":{"kind":"Name","value":"proposedContact"}},{"kind":"Field","name":{"kind":"Name","value":"answerBy"}},{"kind":"Field","name":{"kind":"Name","value":"canReview"}},{"kind":"Field","name":{"kind":"Name","value":"review"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<RespondToConsultationMutation, RespondToConsultationMutationVariables>;
export const ReviewConsultationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReviewConsultation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rating"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewConsultation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"rating"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rating"}}},{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsultationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsultationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Consultation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lawyerName"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"clientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"clientPhone"}},{"kind":"Field","name":{"kind":"Name","value":"consultationType"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"preferredDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"responseMessage"}},{"kind":"Field","name":{"kind":"Name","value":"proposedContact"}},{"kind":"Field","name":{"kind":"Name","value":"answerBy"}},{"kind":"Field","name":{"kind":"Name","value":"canReview"}},{"kind":"Field","name":{"kind":"Name","value":"review"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<ReviewConsultationMutation, ReviewConsultationMutationVariables>;
export const TrackedConsultationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrackedConsultation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trackedConsultation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsultationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsultationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Consultation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lawyerName"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"clientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"clientPhone"}},{"kind":"Field","name":{"kind":"Name","value":"consultationType"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"preferredDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"responseMessage"}},{"kind":"Field","name":{"kind":"Name","value":"proposedContact"}},{"kind":"Field","name":{"kind":"Name","value":"answerBy"}},{"kind":"Field","name":{"kind":"Name","value":"canReview"}},{"kind":"Field","name":{"kind":"Name","value":"review"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<TrackedConsultationQuery, TrackedConsultationQueryVariables>;
export const DashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Dashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discussions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DiscussionCardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"3"}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"EnumValue","value":"NEWEST"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"specialization"}},{"kind":"Field","name":{"kind":"Name","value":"profileImage"}},{"kind":"Field","name":{"kind":"Name","value":"initials"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"news"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isAnnouncement"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"mediaType"}},{"kind":"Field","name":{"kind":"Name","value":"typeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"myRsvp"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DiscussionCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Discussion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"contentText"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivityAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"profileImage"}},{"kind":"Field","name":{"kind":"Name","value":"initials"}}]}},{"kind":"Field","name":{"kind":"Name","value":"practiceArea"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"names"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"so"}},{"kind":"Field","name":{"kind":"Name","value":"ar"}},{"kind":"Field","name":{"kind":"Name","value":"fr"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"replies"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}}]}}]} as unknown as DocumentNode<DashboardQuery, DashboardQueryVariables>;
export const CreateDiscussionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateDiscussion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateDiscussionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDiscussion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DiscussionCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DiscussionCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Discussion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"contentText"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivityAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"profileImage"}},{"kind":"Field","name":{"kind":"Name","value":"initials"}}]}},{"kind":"Field","name":{"kind":"Name","value":"practiceArea"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"names"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"so"}},{"kind":"Field","name":{"kind":"Name","value":"ar"}},{"kind":"Field","name":{"kind":"Name","value":"fr"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"replies"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}}]}}]} as unknown as DocumentNode<CreateDiscussionMutation, CreateDiscussionMutationVariables>;
export const DiscussionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Discussion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discussion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DiscussionCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"contentHtml"}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deleted"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"flaggedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"revisions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostRevisionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"likedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"watchedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"replyList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"contentHtml"}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deleted"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"likedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"flaggedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"revisions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostRevisionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"profileImage"}},{"kind":"Field","name":{"kind":"Name","value":"initials"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DiscussionCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Discussion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"contentText"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivityAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"profileImage"}},{"kind":"Field","name":{"kind":"Name","value":"initials"}}]}},{"kind":"Field","name":{"kind":"Name","value":"practiceArea"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"names"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"so"}},{"kind":"Field","name":{"kind":"Name","value":"ar"}},{"kind":"Field","name":{"kind":"Name","value":"fr"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"replies"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostRevisionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PostRevision"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"contentHtml"}},{"kind":"Field","name":{"kind":"Name","value":"editorName"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"replacedAt"}}]}}]} as unknown as DocumentNode<DiscussionQuery, DiscussionQueryVariables>;
export const DiscussionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Discussions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"practiceArea"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DiscussionOrder"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discussions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"practiceArea"},"value":{"kind":"Variable","name":{"kind":"Name","value":"practiceArea"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DiscussionCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DiscussionCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Discussion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"contentText"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivityAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"profileImage"}},{"kind":"Field","name":{"kind":"Name","value":"initials"}}]}},{"kind":"Field","name":{"kind":"Name","value":"practiceArea"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"names"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"so"}},{"kind":"Field","name":{"kind":"Name","value":"ar"}},{"kind":"Field","name":{"kind":"Name","value":"fr"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"replies"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}}]}}]} as unknown as DocumentNode<DiscussionsQuery, DiscussionsQueryVariables>;
export const EditDiscussionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditDiscussion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EditDiscussionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editDiscussion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<EditDiscussionMutation, EditDiscussionMutationVariables>;
export const EditDiscussionReplyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditDiscussionReply"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EditDiscussionReplyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editDiscussionReply"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<EditDiscussionReplyMutation, EditDiscussionReplyMutationVariables>;
export const DeleteDiscussionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteDiscussion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDiscussion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteDiscussionMutation, DeleteDiscussionMutationVariables>;
export const DeleteDiscussionReplyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteDiscussionReply"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDiscussionReply"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteDiscussionReplyMutation, DeleteDiscussionReplyMutationVariables>;
export const FlagPostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FlagPost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FlagPostInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"flagPost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updated"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}}]}}]}}]} as unknown as DocumentNode<FlagPostMutation, FlagPostMutationVariables>;
export const MemberSuggestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberSuggestions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberSuggestions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"initials"}},{"kind":"Field","name":{"kind":"Name","value":"profileImage"}},{"kind":"Field","name":{"kind":"Name","value":"markup"}}]}}]}}]} as unknown as DocumentNode<MemberSuggestionsQuery, MemberSuggestionsQueryVariables>;
export const PreviewPostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PreviewPost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"content"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previewPost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"content"},"value":{"kind":"Variable","name":{"kind":"Name","value":"content"}}}]}]}}]} as unknown as DocumentNode<PreviewPostQuery, PreviewPostQueryVariables>;
export const RecordDiscussionViewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordDiscussionView"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"discussionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordDiscussionView"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"discussionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"discussionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"views"}}]}}]}}]} as unknown as DocumentNode<RecordDiscussionViewMutation, RecordDiscussionViewMutationVariables>;
export const ReplyToDiscussionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReplyToDiscussion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReplyToDiscussionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replyToDiscussion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"contentHtml"}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deleted"}},{"kind":"Field","name":{"kind":"Name","value":"revisions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostRevisionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"profileImage"}},{"kind":"Field","name":{"kind":"Name","value":"initials"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostRevisionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PostRevision"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"contentHtml"}},{"kind":"Field","name":{"kind":"Name","value":"editorName"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"replacedAt"}}]}}]} as unknown as DocumentNode<ReplyToDiscussionMutation, ReplyToDiscussionMutationVariables>;
export const SetDiscussionWatchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetDiscussionWatch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"discussionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"watching"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDiscussionWatch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"discussionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"discussionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"watching"},"value":{"kind":"Variable","name":{"kind":"Name","value":"watching"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"watchedByMe"}}]}}]}}]} as unknown as DocumentNode<SetDiscussionWatchMutation, SetDiscussionWatchMutationVariables>;
export const ToggleDiscussionLikeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ToggleDiscussionLike"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"discussionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toggleDiscussionLike"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"discussionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"discussionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"likedByMe"}}]}}]}}]} as unknown as DocumentNode<ToggleDiscussionLikeMutation, ToggleDiscussionLikeMutationVariables>;
export const ToggleDiscussionReplyLikeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ToggleDiscussionReplyLike"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"replyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toggleDiscussionReplyLike"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"replyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"replyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"likedByMe"}}]}}]}}]} as unknown as DocumentNode<ToggleDiscussionReplyLikeMutation, ToggleDiscussionReplyLikeMutationVariables>;
export const DeleteDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteDocumentMutation, DeleteDocumentMutationVariables>;
export const DocumentUploadLimitsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DocumentUploadLimits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentUploadLimits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxFileBytes"}},{"kind":"Field","name":{"kind":"Name","value":"maxFiles"}},{"kind":"Field","name":{"kind":"Name","value":"mediaTypes"}},{"kind":"Field","name":{"kind":"Name","value":"quotaBytes"}},{"kind":"Field","name":{"kind":"Name","value":"usedBytes"}},{"kind":"Field","name":{"kind":"Name","value":"filesPerHour"}},{"kind":"Field","name":{"kind":"Name","value":"filesLeftThisHour"}},{"kind":"Field","name":{"kind":"Name","value":"scanned"}}]}}]}}]} as unknown as DocumentNode<DocumentUploadLimitsQuery, DocumentUploadLimitsQueryVariables>;
export const DocumentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Documents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"practiceArea"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"practiceArea"},"value":{"kind":"Variable","name":{"kind":"Name","value":"practiceArea"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DocumentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Document"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"mediaType"}},{"kind":"Field","name":{"kind":"Name","value":"typeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"downloads"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"initials"}},{"kind":"Field","name":{"kind":"Name","value":"profileImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"practiceArea"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"names"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"so"}},{"kind":"Field","name":{"kind":"Name","value":"ar"}},{"kind":"Field","name":{"kind":"Name","value":"fr"}}]}}]}}]}}]} as unknown as DocumentNode<DocumentsQuery, DocumentsQueryVariables>;
export const CalendarFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CalendarFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calendarFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<CalendarFeedQuery, CalendarFeedQueryVariables>;
export const RegenerateCalendarFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegenerateCalendarFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regenerateCalendarFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}}]} as unknown as DocumentNode<RegenerateCalendarFeedMutation, RegenerateCalendarFeedMutationVariables>;
export const RevokeCalendarFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeCalendarFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeCalendarFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<RevokeCalendarFeedMutation, RevokeCalendarFeedMutationVariables>;
export const CancelEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PortalEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"practiceAreaId"}},{"kind":"Field","name":{"kind":"Name","value":"registrationRequired"}},{"kind":"Field","name":{"kind":"Name","value":"registrationOpen"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttendees"}},{"kind":"Field","name":{"kind":"Name","value":"attendees"}},{"kind":"Field","name":{"kind":"Name","value":"waitlisted"}},{"kind":"Field","name":{"kind":"Name","value":"placesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"myRsvp"}},{"kind":"Field","name":{"kind":"Name","value":"myWaitlistPosition"}},{"kind":"Field","name":{"kind":"Name","value":"organizer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<CancelEventMutation, CancelEventMutationVariables>;
export const EventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Event"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PortalEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"practiceAreaId"}},{"kind":"Field","name":{"kind":"Name","value":"registrationRequired"}},{"kind":"Field","name":{"kind":"Name","value":"registrationOpen"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttendees"}},{"kind":"Field","name":{"kind":"Name","value":"attendees"}},{"kind":"Field","name":{"kind":"Name","value":"waitlisted"}},{"kind":"Field","name":{"kind":"Name","value":"placesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"myRsvp"}},{"kind":"Field","name":{"kind":"Name","value":"myWaitlistPosition"}},{"kind":"Field","name":{"kind":"Name","value":"organizer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<EventQuery, EventQueryVariables>;
export const EventAttendeesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventAttendees"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventAttendees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistPosition"}},{"kind":"Field","name":{"kind":"Name","value":"attended"}}]}}]}}]} as unknown as DocumentNode<EventAttendeesQuery, EventAttendeesQueryVariables>;
export const EventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Events"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"period"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EventPeriod"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"category"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EventCategory"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"practiceAreaId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"period"},"value":{"kind":"Variable","name":{"kind":"Name","value":"period"}}},{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}},{"kind":"Argument","name":{"kind":"Name","value":"practiceAreaId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"practiceAreaId"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PortalEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"practiceAreaId"}},{"kind":"Field","name":{"kind":"Name","value":"registrationRequired"}},{"kind":"Field","name":{"kind":"Name","value":"registrationOpen"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttendees"}},{"kind":"Field","name":{"kind":"Name","value":"attendees"}},{"kind":"Field","name":{"kind":"Name","value":"waitlisted"}},{"kind":"Field","name":{"kind":"Name","value":"placesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"myRsvp"}},{"kind":"Field","name":{"kind":"Name","value":"myWaitlistPosition"}},{"kind":"Field","name":{"kind":"Name","value":"organizer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<EventsQuery, EventsQueryVariables>;
export const MarkEventAttendanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkEventAttendance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"attended"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markEventAttendance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"attended"},"value":{"kind":"Variable","name":{"kind":"Name","value":"attended"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"attended"}}]}}]}}]} as unknown as DocumentNode<MarkEventAttendanceMutation, MarkEventAttendanceMutationVariables>;
export const PublicEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}}]}}]} as unknown as DocumentNode<PublicEventsQuery, PublicEventsQueryVariables>;
export const RsvpEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RsvpEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"answer"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RsvpAnswer"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rsvpEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"answer"},"value":{"kind":"Variable","name":{"kind":"Name","value":"answer"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PortalEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"practiceAreaId"}},{"kind":"Field","name":{"kind":"Name","value":"registrationRequired"}},{"kind":"Field","name":{"kind":"Name","value":"registrationOpen"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttendees"}},{"kind":"Field","name":{"kind":"Name","value":"attendees"}},{"kind":"Field","name":{"kind":"Name","value":"waitlisted"}},{"kind":"Field","name":{"kind":"Name","value":"placesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"myRsvp"}},{"kind":"Field","name":{"kind":"Name","value":"myWaitlistPosition"}},{"kind":"Field","name":{"kind":"Name","value":"organizer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<RsvpEventMutation, RsvpEventMutationVariables>;
export const UpdateEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateEventInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PortalEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"practiceAreaId"}},{"kind":"Field","name":{"kind":"Name","value":"registrationRequired"}},{"kind":"Field","name":{"kind":"Name","value":"registrationOpen"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttendees"}},{"kind":"Field","name":{"kind":"Name","value":"attendees"}},{"kind":"Field","name":{"kind":"Name","value":"waitlisted"}},{"kind":"Field","name":{"kind":"Name","value":"placesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"myRsvp"}},{"kind":"Field","name":{"kind":"Name","value":"myWaitlistPosition"}},{"kind":"Field","name":{"kind":"Name","value":"organizer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<UpdateEventMutation, UpdateEventMutationVariables>;
export const InsightDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Insight"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"period"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"InsightPeriod"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"insight"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"period"},"value":{"kind":"Variable","name":{"kind":"Name","value":"period"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"submissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"oldestPendingAt"}},{"kind":"Field","name":{"kind":"Name","value":"weeks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"week"}},{"kind":"Field","name":{"kind":"Name","value":"submitted"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"consultations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requests"}},{"kind":"Field","name":{"kind":"Name","value":"medianResponseHours"}},{"kind":"Field","name":{"kind":"Name","value":"areas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"requests"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"medianResponseHours"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"joined"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"going"}},{"kind":"Field","name":{"kind":"Name","value":"waitlisted"}},{"kind":"Field","name":{"kind":"Name","value":"attended"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}}]}}]}}]}}]} as unknown as DocumentNode<InsightQuery, InsightQueryVariables>;
export const AcceptInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AcceptInvitationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"initials"}},{"kind":"Field","name":{"kind":"Name","value":"profileImage"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"mfaEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"mfaEnrolmentRequired"}}]}}]}}]} as unknown as DocumentNode<AcceptInvitationMutation, AcceptInvitationMutationVariables>;
export const InvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Invitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"invitedByName"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<InvitationQuery, InvitationQueryVariables>;
export const InviteMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InviteMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"emailSent"}},{"kind":"Field","name":{"kind":"Name","value":"link"}}]}}]}}]} as unknown as DocumentNode<InviteMemberMutation, InviteMemberMutationVariables>;
export const PendingInvitationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PendingInvitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"invitedByName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<PendingInvitationsQuery, PendingInvitationsQueryVariables>;
export const ResendInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailSent"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"link"}}]}}]}}]} as unknown as DocumentNode<ResendInvitationMutation, ResendInvitationMutationVariables>;
export const MyLawyerProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyLawyerProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myLawyerProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LawyerProfileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LawyerProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lawyer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"specialization"}},{"kind":"Field","name":{"kind":"Name","value":"practiceAreas"}},{"kind":"Field","name":{"kind":"Name","value":"languages"}},{"kind":"Field","name":{"kind":"Name","value":"experience"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"profileImage"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"averageRating"}},{"kind":"Field","name":{"kind":"Name","value":"totalReviews"}},{"kind":"Field","name":{"kind":"Name","value":"consultationRate"}},{"kind":"Field","name":{"kind":"Name","value":"publicConsultationAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"officeAddress"}},{"kind":"Field","name":{"kind":"Name","value":"websiteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"linkedinUrl"}}]}}]} as unknown as DocumentNode<MyLawyerProfileQuery, MyLawyerProfileQueryVariables>;
export const PublicLawyerPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicLawyerPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reviewsLimit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicLawyer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LawyerProfileFields"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"publicLawyerHead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"canonical"}},{"kind":"Field","name":{"kind":"Name","value":"alternates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hreflang"}},{"kind":"Field","name":{"kind":"Name","value":"href"}}]}},{"kind":"Field","name":{"kind":"Name","value":"openGraph"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"property"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"Field","name":{"kind":"Name","value":"jsonLd"}}]}},{"kind":"Field","name":{"kind":"Name","value":"publicLawyerReviews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reviewsLimit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicReviewPageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LawyerProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lawyer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"specialization"}},{"kind":"Field","name":{"kind":"Name","value":"practiceAreas"}},{"kind":"Field","name":{"kind":"Name","value":"languages"}},{"kind":"Field","name":{"kind":"Name","value":"experience"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"profileImage"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"averageRating"}},{"kind":"Field","name":{"kind":"Name","value":"totalReviews"}},{"kind":"Field","name":{"kind":"Name","value":"consultationRate"}},{"kind":"Field","name":{"kind":"Name","value":"publicConsultationAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"officeAddress"}},{"kind":"Field","name":{"kind":"Name","value":"websiteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"linkedinUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicReviewPageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicReviewPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"reviewerName"}},{"kind":"Field","name":{"kind":"Name","value":"consultationType"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<PublicLawyerPageQuery, PublicLawyerPageQueryVariables>;
export const PublicLawyerReviewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicLawyerReviews"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicLawyerReviews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicReviewPageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicReviewPageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicReviewPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"reviewerName"}},{"kind":"Field","name":{"kind":"Name","value":"consultationType"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<PublicLawyerReviewsQuery, PublicLawyerReviewsQueryVariables>;
export const SaveLawyerProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveLawyerProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LawyerProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveLawyerProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LawyerProfileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LawyerProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lawyer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"specialization"}},{"kind":"Field","name":{"kind":"Name","value":"practiceAreas"}},{"kind":"Field","name":{"kind":"Name","value":"languages"}},{"kind":"Field","name":{"kind":"Name","value":"experience"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"profileImage"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"averageRating"}},{"kind":"Field","name":{"kind":"Name","value":"totalReviews"}},{"kind":"Field","name":{"kind":"Name","value":"consultationRate"}},{"kind":"Field","name":{"kind":"Name","value":"publicConsultationAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"officeAddress"}},{"kind":"Field","name":{"kind":"Name","value":"websiteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"linkedinUrl"}}]}}]} as unknown as DocumentNode<SaveLawyerProfileMutation, SaveLawyerProfileMutationVariables>;
export const ChangeMemberRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeMemberRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeMemberRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<ChangeMemberRoleMutation, ChangeMemberRoleMutationVariables>;
export const MemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Member"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"member"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"specialization"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"profileImage"}},{"kind":"Field","name":{"kind":"Name","value":"initials"}},{"kind":"Field","name":{"kind":"Name","value":"connectionState"}},{"kind":"Field","name":{"kind":"Name","value":"connectionId"}}]}}]} as unknown as DocumentNode<MemberQuery, MemberQueryVariables>;
export const MemberHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"suspendedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberHistorySectionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discussions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberHistorySectionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"replies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberHistorySectionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flagsRaised"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberHistorySectionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flagsReceived"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberHistorySectionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"consultations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberHistorySectionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"consultationFigures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"received"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"medianResponseSeconds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rsvps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberHistorySectionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberHistorySectionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"securityEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberHistorySectionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"staffActs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberHistorySectionFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberHistorySectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberHistorySection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}}]} as unknown as DocumentNode<MemberHistoryQuery, MemberHistoryQueryVariables>;
export const MemberProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberProfileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"specialization"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"profileImage"}},{"kind":"Field","name":{"kind":"Name","value":"initials"}},{"kind":"Field","name":{"kind":"Name","value":"connectionState"}},{"kind":"Field","name":{"kind":"Name","value":"connectionId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"practiceAreas"}},{"kind":"Field","name":{"kind":"Name","value":"languages"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"emailVisibility"}},{"kind":"Field","name":{"kind":"Name","value":"phoneVisibility"}},{"kind":"Field","name":{"kind":"Name","value":"lawyerSlug"}},{"kind":"Field","name":{"kind":"Name","value":"recentDiscussions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"connections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberCardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"connectionCount"}}]}}]} as unknown as DocumentNode<MemberProfileQuery, MemberProfileQueryVariables>;
export const MemberSuspensionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberSuspension"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberSuspension"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"suspendedAt"}}]}}]}}]} as unknown as DocumentNode<MemberSuspensionQuery, MemberSuspensionQueryVariables>;
export const MembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Members"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MemberOrder"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"members"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberCardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"specialization"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"profileImage"}},{"kind":"Field","name":{"kind":"Name","value":"initials"}},{"kind":"Field","name":{"kind":"Name","value":"connectionState"}},{"kind":"Field","name":{"kind":"Name","value":"connectionId"}}]}}]} as unknown as DocumentNode<MembersQuery, MembersQueryVariables>;
export const MyConnectionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyConnections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myConnections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberCardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"received"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberCardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberCardFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"specialization"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"profileImage"}},{"kind":"Field","name":{"kind":"Name","value":"initials"}},{"kind":"Field","name":{"kind":"Name","value":"connectionState"}},{"kind":"Field","name":{"kind":"Name","value":"connectionId"}}]}}]} as unknown as DocumentNode<MyConnectionsQuery, MyConnectionsQueryVariables>;
export const ReinstateMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReinstateMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reinstateMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"suspendedAt"}}]}}]}}]} as unknown as DocumentNode<ReinstateMemberMutation, ReinstateMemberMutationVariables>;
export const RequestConnectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestConnection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"specialization"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"profileImage"}},{"kind":"Field","name":{"kind":"Name","value":"initials"}},{"kind":"Field","name":{"kind":"Name","value":"connectionState"}},{"kind":"Field","name":{"kind":"Name","value":"connectionId"}}]}}]} as unknown as DocumentNode<RequestConnectionMutation, RequestConnectionMutationVariables>;
export const RespondToConnectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RespondToConnection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"connectionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accept"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"respondToConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"connectionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"connectionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"accept"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accept"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"specialization"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"profileImage"}},{"kind":"Field","name":{"kind":"Name","value":"initials"}},{"kind":"Field","name":{"kind":"Name","value":"connectionState"}},{"kind":"Field","name":{"kind":"Name","value":"connectionId"}}]}}]} as unknown as DocumentNode<RespondToConnectionMutation, RespondToConnectionMutationVariables>;
export const SuspendMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SuspendMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suspendMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"suspendedAt"}}]}}]}}]} as unknown as DocumentNode<SuspendMemberMutation, SuspendMemberMutationVariables>;
export const UpdateMemberProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMemberProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MemberProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMemberProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberProfileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"specialization"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"profileImage"}},{"kind":"Field","name":{"kind":"Name","value":"initials"}},{"kind":"Field","name":{"kind":"Name","value":"connectionState"}},{"kind":"Field","name":{"kind":"Name","value":"connectionId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"practiceAreas"}},{"kind":"Field","name":{"kind":"Name","value":"languages"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"emailVisibility"}},{"kind":"Field","name":{"kind":"Name","value":"phoneVisibility"}},{"kind":"Field","name":{"kind":"Name","value":"lawyerSlug"}},{"kind":"Field","name":{"kind":"Name","value":"recentDiscussions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"connections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberCardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"connectionCount"}}]}}]} as unknown as DocumentNode<UpdateMemberProfileMutation, UpdateMemberProfileMutationVariables>;
export const WithdrawConnectionRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WithdrawConnectionRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"connectionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawConnectionRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"connectionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"connectionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"specialization"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"profileImage"}},{"kind":"Field","name":{"kind":"Name","value":"initials"}},{"kind":"Field","name":{"kind":"Name","value":"connectionState"}},{"kind":"Field","name":{"kind":"Name","value":"connectionId"}}]}}]} as unknown as DocumentNode<WithdrawConnectionRequestMutation, WithdrawConnectionRequestMutationVariables>;
export const DecideMembershipApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DecideMembershipApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DecideMembershipApplicationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decideMembershipApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invited"}},{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<DecideMembershipApplicationMutation, DecideMembershipApplicationMutationVariables>;
export const MembershipApplicationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MembershipApplications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"membershipApplications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"PENDING"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"barNumber"}},{"kind":"Field","name":{"kind":"Name","value":"specialization"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<MembershipApplicationsQuery, MembershipApplicationsQueryVariables>;
export const ConversationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Conversation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withMemberId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"withMemberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withMemberId"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"participant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"initials"}},{"kind":"Field","name":{"kind":"Name","value":"profileImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MessageFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"senderId"}},{"kind":"Field","name":{"kind":"Name","value":"recipientId"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"initials"}},{"kind":"Field","name":{"kind":"Name","value":"profileImage"}}]}}]}}]} as unknown as DocumentNode<ConversationQuery, ConversationQueryVariables>;
export const ConversationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Conversations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"participant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"initials"}},{"kind":"Field","name":{"kind":"Name","value":"profileImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unread"}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MessageFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"senderId"}},{"kind":"Field","name":{"kind":"Name","value":"recipientId"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"initials"}},{"kind":"Field","name":{"kind":"Name","value":"profileImage"}}]}}]}}]} as unknown as DocumentNode<ConversationsQuery, ConversationsQueryVariables>;
export const MarkConversationReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkConversationRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withMemberId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markConversationRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"withMemberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withMemberId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadMessages"}},{"kind":"Field","name":{"kind":"Name","value":"unreadNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"pendingConsultations"}}]}}]}}]} as unknown as DocumentNode<MarkConversationReadMutation, MarkConversationReadMutationVariables>;
export const MessageEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"MessageEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"withMemberId"}},{"kind":"Field","name":{"kind":"Name","value":"readerId"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"messageIds"}},{"kind":"Field","name":{"kind":"Name","value":"unreadMessages"}},{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MessageFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"senderId"}},{"kind":"Field","name":{"kind":"Name","value":"recipientId"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"initials"}},{"kind":"Field","name":{"kind":"Name","value":"profileImage"}}]}}]}}]} as unknown as DocumentNode<MessageEventsSubscription, MessageEventsSubscriptionVariables>;
export const MessageRecipientsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MessageRecipients"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"members"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"EnumValue","value":"NAME"}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"initials"}},{"kind":"Field","name":{"kind":"Name","value":"profileImage"}},{"kind":"Field","name":{"kind":"Name","value":"specialization"}}]}}]}}]} as unknown as DocumentNode<MessageRecipientsQuery, MessageRecipientsQueryVariables>;
export const PresenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Presence"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"presence"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"online"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}}]}}]}}]} as unknown as DocumentNode<PresenceQuery, PresenceQueryVariables>;
export const PresenceChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"PresenceChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"presenceChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"online"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}}]}}]}}]} as unknown as DocumentNode<PresenceChangedSubscription, PresenceChangedSubscriptionVariables>;
export const SendMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MessageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"senderId"}},{"kind":"Field","name":{"kind":"Name","value":"recipientId"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"initials"}},{"kind":"Field","name":{"kind":"Name","value":"profileImage"}}]}}]}}]} as unknown as DocumentNode<SendMessageMutation, SendMessageMutationVariables>;
export const AdminConsultationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminConsultations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consultations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"clientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"clientPhone"}},{"kind":"Field","name":{"kind":"Name","value":"consultationType"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"preferredDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lawyer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]}}]} as unknown as DocumentNode<AdminConsultationsQuery, AdminConsultationsQueryVariables>;
export const AdminStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingNews"}},{"kind":"Field","name":{"kind":"Name","value":"pendingReviews"}},{"kind":"Field","name":{"kind":"Name","value":"totalConsultations"}},{"kind":"Field","name":{"kind":"Name","value":"totalMembers"}},{"kind":"Field","name":{"kind":"Name","value":"pendingContent"}},{"kind":"Field","name":{"kind":"Name","value":"newsQueue"}},{"kind":"Field","name":{"kind":"Name","value":"eventsQueue"}},{"kind":"Field","name":{"kind":"Name","value":"socialQueue"}},{"kind":"Field","name":{"kind":"Name","value":"flaggedPosts"}}]}}]}}]} as unknown as DocumentNode<AdminStatsQuery, AdminStatsQueryVariables>;
export const DecideContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DecideContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmissionType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DecisionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decideContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"applied"}}]}}]}}]} as unknown as DocumentNode<DecideContentMutation, DecideContentMutationVariables>;
export const DecideFlaggedPostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DecideFlaggedPost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DecideFlaggedPostInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decideFlaggedPost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"flaggers"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}}]}}]}}]} as unknown as DocumentNode<DecideFlaggedPostMutation, DecideFlaggedPostMutationVariables>;
export const DecideNewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DecideNews"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DecisionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decideNews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"applied"}}]}}]}}]} as unknown as DocumentNode<DecideNewsMutation, DecideNewsMutationVariables>;
export const DecideReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DecideReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DecisionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decideReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"applied"}}]}}]}}]} as unknown as DocumentNode<DecideReviewMutation, DecideReviewMutationVariables>;
export const FlaggedPostsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FlaggedPosts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"flaggedPosts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"discussionId"}},{"kind":"Field","name":{"kind":"Name","value":"discussionTitle"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"flagCount"}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"flaggerName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"firstFlaggedAt"}}]}}]}}]} as unknown as DocumentNode<FlaggedPostsQuery, FlaggedPostsQueryVariables>;
export const PendingContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PendingContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"types"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmissionType"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"types"},"value":{"kind":"Variable","name":{"kind":"Name","value":"types"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubmissionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubmissionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Submission"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"newsCategory"}},{"kind":"Field","name":{"kind":"Name","value":"eventCategory"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledDate"}},{"kind":"Field","name":{"kind":"Name","value":"socialMediaLinks"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"registrationRequired"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttendees"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"postUrl"}},{"kind":"Field","name":{"kind":"Name","value":"hashtags"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledShare"}},{"kind":"Field","name":{"kind":"Name","value":"targetAudience"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"resubmissionOf"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}}]}}]} as unknown as DocumentNode<PendingContentQuery, PendingContentQueryVariables>;
export const PendingNewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PendingNews"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingNews"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]}}]} as unknown as DocumentNode<PendingNewsQuery, PendingNewsQueryVariables>;
export const PendingReviewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PendingReviews"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingReviews"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"reviewText"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"consultationType"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lawyer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]}}]} as unknown as DocumentNode<PendingReviewsQuery, PendingReviewsQueryVariables>;
export const ShellCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShellCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shellCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadMessages"}},{"kind":"Field","name":{"kind":"Name","value":"unreadNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"pendingConsultations"}}]}}]}}]} as unknown as DocumentNode<ShellCountsQuery, ShellCountsQueryVariables>;
export const CreateAnnouncementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAnnouncement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAnnouncementInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAnnouncement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"isAnnouncement"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"profileImage"}},{"kind":"Field","name":{"kind":"Name","value":"initials"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bookmarkedByMe"}}]}}]} as unknown as DocumentNode<CreateAnnouncementMutation, CreateAnnouncementMutationVariables>;
export const NewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"News"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookmarkedOnly"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"news"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"bookmarkedOnly"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookmarkedOnly"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"isAnnouncement"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"profileImage"}},{"kind":"Field","name":{"kind":"Name","value":"initials"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bookmarkedByMe"}}]}}]} as unknown as DocumentNode<NewsQuery, NewsQueryVariables>;
export const NewsItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewsItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"isAnnouncement"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"profileImage"}},{"kind":"Field","name":{"kind":"Name","value":"initials"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bookmarkedByMe"}}]}}]} as unknown as DocumentNode<NewsItemQuery, NewsItemQueryVariables>;
export const ToggleNewsBookmarkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ToggleNewsBookmark"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newsItemId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toggleNewsBookmark"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"newsItemId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newsItemId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookmarkedByMe"}}]}}]}}]} as unknown as DocumentNode<ToggleNewsBookmarkMutation, ToggleNewsBookmarkMutationVariables>;
export const MailPreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MailPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mailPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MailPreferencesFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MailPreferencesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MailPreferences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"modes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"bouncedAddress"}},{"kind":"Field","name":{"kind":"Name","value":"bounceReason"}}]}}]} as unknown as DocumentNode<MailPreferencesQuery, MailPreferencesQueryVariables>;
export const MarkAllNotificationsReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkAllNotificationsRead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markAllNotificationsRead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadMessages"}},{"kind":"Field","name":{"kind":"Name","value":"unreadNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"pendingConsultations"}}]}}]}}]} as unknown as DocumentNode<MarkAllNotificationsReadMutation, MarkAllNotificationsReadMutationVariables>;
export const MarkNotificationsReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkNotificationsRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markNotificationsRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadMessages"}},{"kind":"Field","name":{"kind":"Name","value":"unreadNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"pendingConsultations"}}]}}]}}]} as unknown as DocumentNode<MarkNotificationsReadMutation, MarkNotificationsReadMutationVariables>;
export const NotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Notifications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"profileImage"}},{"kind":"Field","name":{"kind":"Name","value":"initials"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discussion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"replyId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"consultation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subjectTitle"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"connectionId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"read"}}]}}]}}]} as unknown as DocumentNode<NotificationsQuery, NotificationsQueryVariables>;
export const UpdateMailPreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMailPreferences"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MailPreferencesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMailPreferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MailPreferencesFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MailPreferencesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MailPreferences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"modes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"bouncedAddress"}},{"kind":"Field","name":{"kind":"Name","value":"bounceReason"}}]}}]} as unknown as DocumentNode<UpdateMailPreferencesMutation, UpdateMailPreferencesMutationVariables>;
export const PracticeAreasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PracticeAreas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"practiceAreas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"names"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"so"}},{"kind":"Field","name":{"kind":"Name","value":"ar"}},{"kind":"Field","name":{"kind":"Name","value":"fr"}}]}}]}}]}}]} as unknown as DocumentNode<PracticeAreasQuery, PracticeAreasQueryVariables>;
export const ApplyForMembershipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplyForMembership"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MembershipApplicationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applyForMembership"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ApplyForMembershipMutation, ApplyForMembershipMutationVariables>;
export const SendContactMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendContactMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendContactMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<SendContactMessageMutation, SendContactMessageMutationVariables>;
export const SearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Search"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"search"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"query"}},{"kind":"Field","name":{"kind":"Name","value":"discussions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"snippet"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"practiceArea"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"names"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"so"}},{"kind":"Field","name":{"kind":"Name","value":"ar"}},{"kind":"Field","name":{"kind":"Name","value":"fr"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"specialization"}},{"kind":"Field","name":{"kind":"Name","value":"profileImage"}},{"kind":"Field","name":{"kind":"Name","value":"initials"}}]}},{"kind":"Field","name":{"kind":"Name","value":"news"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"snippet"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"snippet"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"snippet"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}}]}}]}}]}}]} as unknown as DocumentNode<SearchQuery, SearchQueryVariables>;
export const SecurityEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SecurityEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SecurityEventFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"securityEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"userAgent"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subject"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SecurityEventsQuery, SecurityEventsQueryVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const MyDataExportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyDataExport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myDataExport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"readyAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextRequestAt"}}]}}]}}]} as unknown as DocumentNode<MyDataExportQuery, MyDataExportQueryVariables>;
export const RequestDataExportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestDataExport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestDataExport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"readyAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextRequestAt"}}]}}]}}]} as unknown as DocumentNode<RequestDataExportMutation, RequestDataExportMutationVariables>;
export const CloseAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CloseAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CloseAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"closeAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<CloseAccountMutation, CloseAccountMutationVariables>;
export const RequestEmailChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestEmailChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestEmailChangeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestEmailChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RequestEmailChangeMutation, RequestEmailChangeMutationVariables>;
export const MfaStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MfaStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mfaStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodesLeft"}}]}}]}}]} as unknown as DocumentNode<MfaStatusQuery, MfaStatusQueryVariables>;
export const StartMfaEnrolmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartMfaEnrolment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startMfaEnrolment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"otpauthUri"}}]}}]}}]} as unknown as DocumentNode<StartMfaEnrolmentMutation, StartMfaEnrolmentMutationVariables>;
export const ConfirmMfaEnrolmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmMfaEnrolment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MfaCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmMfaEnrolment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoveryCodes"}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mfaEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"mfaEnrolmentRequired"}}]}}]}}]}}]} as unknown as DocumentNode<ConfirmMfaEnrolmentMutation, ConfirmMfaEnrolmentMutationVariables>;
export const DisableMfaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisableMfa"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DisableMfaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disableMfa"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mfaEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"mfaEnrolmentRequired"}}]}}]}}]} as unknown as DocumentNode<DisableMfaMutation, DisableMfaMutationVariables>;
export const MySessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MySessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mySessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userAgent"}},{"kind":"Field","name":{"kind":"Name","value":"browser"}},{"kind":"Field","name":{"kind":"Name","value":"operatingSystem"}},{"kind":"Field","name":{"kind":"Name","value":"deviceType"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddress"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"current"}}]}}]}}]} as unknown as DocumentNode<MySessionsQuery, MySessionsQueryVariables>;
export const RevokeSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RevokeSessionMutation, RevokeSessionMutationVariables>;
export const SignOutEverywhereElseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignOutEverywhereElse"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOutEverywhereElse"}}]}}]} as unknown as DocumentNode<SignOutEverywhereElseMutation, SignOutEverywhereElseMutationVariables>;
export const RegenerateMfaRecoveryCodesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegenerateMfaRecoveryCodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regenerateMfaRecoveryCodes"}}]}}]} as unknown as DocumentNode<RegenerateMfaRecoveryCodesMutation, RegenerateMfaRecoveryCodesMutationVariables>;
export const ReauthenticateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Reauthenticate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReauthenticateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reauthenticate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ReauthenticateMutation, ReauthenticateMutationVariables>;
export const AccountEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountEmail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<AccountEmailQuery, AccountEmailQueryVariables>;
export const CompleteSignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteSignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MfaCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeSignIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CompleteSignInMutation, CompleteSignInMutationVariables>;
export const ConfirmEmailChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmEmailChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfirmEmailChangeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmEmailChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ConfirmEmailChangeMutation, ConfirmEmailChangeMutationVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"initials"}},{"kind":"Field","name":{"kind":"Name","value":"profileImage"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"mfaEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"mfaEnrolmentRequired"}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const RequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestPasswordResetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const SignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mfaRequired"}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<SignInMutation, SignInMutationVariables>;
export const SignOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOut"}}]}}]} as unknown as DocumentNode<SignOutMutation, SignOutMutationVariables>;
export const RecentSocialActivityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecentSocialActivity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recentSocialActivity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"hashtags"}},{"kind":"Field","name":{"kind":"Name","value":"postUrl"}},{"kind":"Field","name":{"kind":"Name","value":"externalUrl"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]}}]} as unknown as DocumentNode<RecentSocialActivityQuery, RecentSocialActivityQueryVariables>;
export const PortalStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PortalStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"portalStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discussions"}},{"kind":"Field","name":{"kind":"Name","value":"documents"}},{"kind":"Field","name":{"kind":"Name","value":"members"}}]}}]}}]} as unknown as DocumentNode<PortalStatsQuery, PortalStatsQueryVariables>;
export const MySubmissionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MySubmissions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mySubmissions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubmissionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubmissionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Submission"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"newsCategory"}},{"kind":"Field","name":{"kind":"Name","value":"eventCategory"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledDate"}},{"kind":"Field","name":{"kind":"Name","value":"socialMediaLinks"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"registrationRequired"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttendees"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"postUrl"}},{"kind":"Field","name":{"kind":"Name","value":"hashtags"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledShare"}},{"kind":"Field","name":{"kind":"Name","value":"targetAudience"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"resubmissionOf"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}}]}}]} as unknown as DocumentNode<MySubmissionsQuery, MySubmissionsQueryVariables>;
export const ResubmitContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResubmitContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResubmitContentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resubmitContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubmissionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubmissionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Submission"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"newsCategory"}},{"kind":"Field","name":{"kind":"Name","value":"eventCategory"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledDate"}},{"kind":"Field","name":{"kind":"Name","value":"socialMediaLinks"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"registrationRequired"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttendees"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"postUrl"}},{"kind":"Field","name":{"kind":"Name","value":"hashtags"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledShare"}},{"kind":"Field","name":{"kind":"Name","value":"targetAudience"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"resubmissionOf"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}}]}}]} as unknown as DocumentNode<ResubmitContentMutation, ResubmitContentMutationVariables>;
export const SubmitEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitEventInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubmissionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubmissionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Submission"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"newsCategory"}},{"kind":"Field","name":{"kind":"Name","value":"eventCategory"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledDate"}},{"kind":"Field","name":{"kind":"Name","value":"socialMediaLinks"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"registrationRequired"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttendees"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"postUrl"}},{"kind":"Field","name":{"kind":"Name","value":"hashtags"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledShare"}},{"kind":"Field","name":{"kind":"Name","value":"targetAudience"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"resubmissionOf"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}}]}}]} as unknown as DocumentNode<SubmitEventMutation, SubmitEventMutationVariables>;
export const SubmitNewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitNews"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitNewsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitNews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubmissionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubmissionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Submission"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"newsCategory"}},{"kind":"Field","name":{"kind":"Name","value":"eventCategory"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledDate"}},{"kind":"Field","name":{"kind":"Name","value":"socialMediaLinks"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"registrationRequired"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttendees"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"postUrl"}},{"kind":"Field","name":{"kind":"Name","value":"hashtags"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledShare"}},{"kind":"Field","name":{"kind":"Name","value":"targetAudience"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"resubmissionOf"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}}]}}]} as unknown as DocumentNode<SubmitNewsMutation, SubmitNewsMutationVariables>;
export const SubmitSocialPostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitSocialPost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitSocialPostInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitSocialPost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubmissionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubmissionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Submission"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"newsCategory"}},{"kind":"Field","name":{"kind":"Name","value":"eventCategory"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledDate"}},{"kind":"Field","name":{"kind":"Name","value":"socialMediaLinks"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"registrationRequired"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttendees"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"postUrl"}},{"kind":"Field","name":{"kind":"Name","value":"hashtags"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledShare"}},{"kind":"Field","name":{"kind":"Name","value":"targetAudience"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"resubmissionOf"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}}]}}]} as unknown as DocumentNode<SubmitSocialPostMutation, SubmitSocialPostMutationVariables>;
export const WebhookEndpointsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookEndpoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookEndpoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookEndpointFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookEndpointFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<WebhookEndpointsQuery, WebhookEndpointsQueryVariables>;
export const WebhookDeliveriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookDeliveries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endpointId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookDeliveries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"endpointId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endpointId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"responseStatus"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}}]}}]}}]} as unknown as DocumentNode<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>;
export const CreateWebhookEndpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"endpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookEndpointFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookEndpointFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CreateWebhookEndpointMutation, CreateWebhookEndpointMutationVariables>;
export const UpdateWebhookEndpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookEndpointFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookEndpointFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<UpdateWebhookEndpointMutation, UpdateWebhookEndpointMutationVariables>;
export const DeleteWebhookEndpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteWebhookEndpointMutation, DeleteWebhookEndpointMutationVariables>;
export const SendTestWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendTestWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endpointId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendTestWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"endpointId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endpointId"}}}]}]}}]} as unknown as DocumentNode<SendTestWebhookMutation, SendTestWebhookMutationVariables>;
export const RedeliverWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RedeliverWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deliveryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"redeliverWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"deliveryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deliveryId"}}}]}]}}]} as unknown as DocumentNode<RedeliverWebhookMutation, RedeliverWebhookMutationVariables>;
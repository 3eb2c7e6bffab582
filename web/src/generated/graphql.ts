/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
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
/** Spec §4: PENDING waits for the lawyer; APPROVED = the lawyer accepted; REJECTED = declined. */
export const ConsultationStatus = {
  /** The lawyer accepted. */
  Approved: 'APPROVED',
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

/** NAME: by full name; NEWEST: the most recently joined first. */
export const MemberOrder = {
  /** By name. */
  Name: 'NAME',
  /** The most recently joined first. */
  Newest: 'NEWEST'
} as const;

export type MemberOrder = typeof MemberOrder[keyof typeof MemberOrder];
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
  /** The actor liked the recipient’s discussion. */
  DiscussionLike: 'DISCUSSION_LIKE',
  /** The actor replied to the recipient’s discussion. */
  DiscussionReply: 'DISCUSSION_REPLY',
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
  /** The actor (a moderator) approved the recipient’s submission. */
  SubmissionApproved: 'SUBMISSION_APPROVED',
  /** The actor submitted content that awaits the recipient’s moderation. */
  SubmissionReceived: 'SUBMISSION_RECEIVED',
  /** The actor (a moderator) rejected the recipient’s submission. */
  SubmissionRejected: 'SUBMISSION_REJECTED'
} as const;

export type NotificationKind = typeof NotificationKind[keyof typeof NotificationKind];
/** A reply to a discussion. */
export type ReplyToDiscussionInput = {
  /** 1 to 10000 characters. */
  content: string;
  /** The discussion replied to. */
  discussionId: string;
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

/** What happened (stored and logged as e.g. auth.signin.failed): sign-ins, sign-outs, MFA, sessions, role changes, personal access tokens, refused uploads. */
export const SecurityEventType = {
  /** A member created a personal access token. */
  ApiTokenCreated: 'API_TOKEN_CREATED',
  /** A personal access token was revoked, by its member or by staff. */
  ApiTokenRevoked: 'API_TOKEN_REVOKED',
  /** Two-step sign-in was turned off. */
  AuthMfaDisabled: 'AUTH_MFA_DISABLED',
  /** Two-step sign-in was turned on. */
  AuthMfaEnrolled: 'AUTH_MFA_ENROLLED',
  /** A wrong second-step code. */
  AuthMfaFailed: 'AUTH_MFA_FAILED',
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
  /** The new start (an instant); moves the reminders not yet sent. */
  eventDate?: string | null | undefined;
  /** true shows it to visitors on the landing page; false hides it. */
  isPublic?: boolean | null | undefined;
  /** The new place, at most 300 characters. */
  location?: string | null | undefined;
  /** The new number of places, 1 to 100000; not fewer than the members going (more places promote the waitlist). */
  maxAttendees?: number | null | undefined;
  /** The new practice area (PracticeArea.id). */
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

export type ConsultationFieldsFragment = { id: string, lawyerName: string, clientName: string, clientEmail: string, clientPhone: string | null, consultationType: string, description: string, preferredDate: string | null, status: ConsultationStatus, createdAt: string, respondedAt: string | null, canReview: boolean, review: { rating: number, text: string, status: ReviewStatus, createdAt: string } | null };

export type MyConsultationRequestsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyConsultationRequestsQuery = { myConsultationRequests: Array<{ id: string, lawyerName: string, clientName: string, clientEmail: string, clientPhone: string | null, consultationType: string, description: string, preferredDate: string | null, status: ConsultationStatus, createdAt: string, respondedAt: string | null, canReview: boolean, review: { rating: number, text: string, status: ReviewStatus, createdAt: string } | null }> };

export type RespondToConsultationMutationVariables = Exact<{
  id: string;
  accept: boolean;
}>;


export type RespondToConsultationMutation = { respondToConsultation: { id: string, lawyerName: string, clientName: string, clientEmail: string, clientPhone: string | null, consultationType: string, description: string, preferredDate: string | null, status: ConsultationStatus, createdAt: string, respondedAt: string | null, canReview: boolean, review: { rating: number, text: string, status: ReviewStatus, createdAt: string } | null } };

export type ReviewConsultationMutationVariables = Exact<{
  token: string;
  rating: number;
  text: string;
}>;


export type ReviewConsultationMutation = { reviewConsultation: { id: string, lawyerName: string, clientName: string, clientEmail: string, clientPhone: string | null, consultationType: string, description: string, preferredDate: string | null, status: ConsultationStatus, createdAt: string, respondedAt: string | null, canReview: boolean, review: { rating: number, text: string, status: ReviewStatus, createdAt: string } | null } };

export type TrackedConsultationQueryVariables = Exact<{
  token: string;
}>;


export type TrackedConsultationQuery = { trackedConsultation: { id: string, lawyerName: string, clientName: string, clientEmail: string, clientPhone: string | null, consultationType: string, description: string, preferredDate: string | null, status: ConsultationStatus, createdAt: string, respondedAt: string | null, canReview: boolean, review: { rating: number, text: string, status: ReviewStatus, createdAt: string } | null } };

export type DashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardQuery = { discussions: Array<{ id: string, title: string, content: string, createdAt: string, replies: number, views: number, likes: number, author: { id: string, fullName: string, profileImage: string | null, initials: string }, practiceArea: { id: string, slug: string, names: { en: string, so: string, ar: string, fr: string } } | null }>, members: Array<{ id: string, fullName: string, username: string, specialization: string | null, profileImage: string | null, initials: string, joinedAt: string }>, news: Array<{ id: string, title: string, publishedAt: string, isAnnouncement: boolean, author: { id: string, fullName: string } }>, documents: Array<{ id: string, title: string, mediaType: string, typeLabel: string, createdAt: string, uploadedBy: { id: string, fullName: string } }>, events: Array<{ id: string, title: string, eventDate: string, timeZone: string, location: string | null, cancelledAt: string | null, myRsvp: RsvpStatus | null }> };

export type CreateDiscussionMutationVariables = Exact<{
  input: CreateDiscussionInput;
}>;


export type CreateDiscussionMutation = { createDiscussion: { id: string, title: string, content: string, createdAt: string, replies: number, views: number, likes: number, author: { id: string, fullName: string, profileImage: string | null, initials: string }, practiceArea: { id: string, slug: string, names: { en: string, so: string, ar: string, fr: string } } | null } };

export type DiscussionQueryVariables = Exact<{
  id: string;
}>;


export type DiscussionQuery = { discussion: { likedByMe: boolean, id: string, title: string, content: string, createdAt: string, replies: number, views: number, likes: number, replyList: Array<{ id: string, content: string, createdAt: string, author: { id: string, fullName: string, profileImage: string | null, initials: string } }>, author: { id: string, fullName: string, profileImage: string | null, initials: string }, practiceArea: { id: string, slug: string, names: { en: string, so: string, ar: string, fr: string } } | null } };

export type DiscussionCardFieldsFragment = { id: string, title: string, content: string, createdAt: string, replies: number, views: number, likes: number, author: { id: string, fullName: string, profileImage: string | null, initials: string }, practiceArea: { id: string, slug: string, names: { en: string, so: string, ar: string, fr: string } } | null };

export type DiscussionsQueryVariables = Exact<{
  practiceArea?: string | null | undefined;
  search?: string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type DiscussionsQuery = { discussions: Array<{ id: string, title: string, content: string, createdAt: string, replies: number, views: number, likes: number, author: { id: string, fullName: string, profileImage: string | null, initials: string }, practiceArea: { id: string, slug: string, names: { en: string, so: string, ar: string, fr: string } } | null }> };

export type RecordDiscussionViewMutationVariables = Exact<{
  discussionId: string;
}>;


export type RecordDiscussionViewMutation = { recordDiscussionView: { id: string, views: number } };

export type ReplyToDiscussionMutationVariables = Exact<{
  input: ReplyToDiscussionInput;
}>;


export type ReplyToDiscussionMutation = { replyToDiscussion: { id: string, content: string, createdAt: string, author: { id: string, fullName: string, profileImage: string | null, initials: string } } };

export type ToggleDiscussionLikeMutationVariables = Exact<{
  discussionId: string;
}>;


export type ToggleDiscussionLikeMutation = { toggleDiscussionLike: { id: string, likes: number, likedByMe: boolean } };

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

export type MemberQueryVariables = Exact<{
  id: string;
}>;


export type MemberQuery = { member: { id: string, fullName: string, username: string, specialization: string | null, bio: string | null, profileImage: string | null, initials: string, connectionState: ConnectionState, connectionId: string | null } | null };

export type MemberCardFieldsFragment = { id: string, fullName: string, username: string, specialization: string | null, bio: string | null, profileImage: string | null, initials: string, connectionState: ConnectionState, connectionId: string | null };

export type MembersQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  order?: MemberOrder | null | undefined;
}>;


export type MembersQuery = { memberCount: number, members: Array<{ id: string, fullName: string, username: string, specialization: string | null, bio: string | null, profileImage: string | null, initials: string, connectionState: ConnectionState, connectionId: string | null }> };

export type RequestConnectionMutationVariables = Exact<{
  memberId: string;
}>;


export type RequestConnectionMutation = { requestConnection: { id: string, fullName: string, username: string, specialization: string | null, bio: string | null, profileImage: string | null, initials: string, connectionState: ConnectionState, connectionId: string | null } };

export type RespondToConnectionMutationVariables = Exact<{
  connectionId: string;
  accept: boolean;
}>;


export type RespondToConnectionMutation = { respondToConnection: { id: string, fullName: string, username: string, specialization: string | null, bio: string | null, profileImage: string | null, initials: string, connectionState: ConnectionState, connectionId: string | null } };

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


export type MarkConversationReadMutation = { markConversationRead: { unreadMessages: number, unreadNotifications: number } };

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


export type AdminStatsQuery = { adminStats: { pendingNews: number, pendingReviews: number, totalConsultations: number, totalMembers: number, pendingContent: number } };

export type DecideContentMutationVariables = Exact<{
  type: SubmissionType;
  input: DecisionInput;
}>;


export type DecideContentMutation = { decideContent: { id: string, status: ModerationStatus, approved: boolean, reason: string | null, applied: boolean } };

export type DecideNewsMutationVariables = Exact<{
  input: DecisionInput;
}>;


export type DecideNewsMutation = { decideNews: { id: string, status: ModerationStatus, approved: boolean, reason: string | null, applied: boolean } };

export type DecideReviewMutationVariables = Exact<{
  input: DecisionInput;
}>;


export type DecideReviewMutation = { decideReview: { id: string, status: ModerationStatus, approved: boolean, reason: string | null, applied: boolean } };

export type PendingContentQueryVariables = Exact<{ [key: string]: never; }>;


export type PendingContentQuery = { pendingContent: Array<{ id: string, type: SubmissionType, status: ModerationStatus, title: string | null, excerpt: string | null, content: string, newsCategory: NewsCategory | null, eventCategory: EventCategory | null, priority: SubmissionPriority, createdAt: string, scheduledDate: string | null, socialMediaLinks: string | null, eventDate: string | null, location: string | null, registrationRequired: boolean, maxAttendees: number | null, platform: SocialPlatform | null, postUrl: string | null, hashtags: string | null, scheduledShare: string | null, targetAudience: TargetAudience | null, rejectionReason: string | null, decidedAt: string | null, author: { id: string, fullName: string } }> };

export type PendingNewsQueryVariables = Exact<{ [key: string]: never; }>;


export type PendingNewsQuery = { pendingNews: Array<{ id: string, title: string, excerpt: string | null, content: string, category: NewsCategory, createdAt: string, status: ModerationStatus, author: { fullName: string } }> };

export type PendingReviewsQueryVariables = Exact<{ [key: string]: never; }>;


export type PendingReviewsQuery = { pendingReviews: Array<{ id: string, rating: number, reviewText: string, clientName: string, consultationType: string, createdAt: string, status: ModerationStatus, lawyer: { fullName: string } }> };

export type ShellCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type ShellCountsQuery = { shellCounts: { unreadMessages: number, unreadNotifications: number } };

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

export type MarkAllNotificationsReadMutationVariables = Exact<{ [key: string]: never; }>;


export type MarkAllNotificationsReadMutation = { markAllNotificationsRead: { unreadMessages: number, unreadNotifications: number } };

export type MarkNotificationsReadMutationVariables = Exact<{
  ids: Array<string> | string;
}>;


export type MarkNotificationsReadMutation = { markNotificationsRead: { unreadMessages: number, unreadNotifications: number } };

export type NotificationsQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type NotificationsQuery = { notifications: Array<{ id: string, kind: NotificationKind, connectionId: string | null, createdAt: string, read: boolean, actor: { id: string, fullName: string, profileImage: string | null, initials: string } | null, discussion: { id: string, title: string } | null, document: { id: string, fileName: string } | null, event: { id: string, title: string } | null }> };

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


export type MySessionsQuery = { mySessions: Array<{ id: string, userAgent: string | null, ipAddress: string | null, createdAt: string, lastUsedAt: string, current: boolean }> };

export type RevokeSessionMutationVariables = Exact<{
  id: string;
}>;


export type RevokeSessionMutation = { revokeSession: boolean };

export type SignOutEverywhereElseMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutEverywhereElseMutation = { signOutEverywhereElse: number };

export type CompleteSignInMutationVariables = Exact<{
  input: MfaCodeInput;
}>;


export type CompleteSignInMutation = { completeSignIn: { id: string } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, fullName: string, initials: string, profileImage: string | null, role: Role, mfaEnabled: boolean, mfaEnrolmentRequired: boolean } | null };

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


export type MySubmissionsQuery = { mySubmissions: Array<{ id: string, type: SubmissionType, status: ModerationStatus, title: string | null, excerpt: string | null, content: string, newsCategory: NewsCategory | null, eventCategory: EventCategory | null, priority: SubmissionPriority, createdAt: string, scheduledDate: string | null, socialMediaLinks: string | null, eventDate: string | null, location: string | null, registrationRequired: boolean, maxAttendees: number | null, platform: SocialPlatform | null, postUrl: string | null, hashtags: string | null, scheduledShare: string | null, targetAudience: TargetAudience | null, rejectionReason: string | null, decidedAt: string | null, author: { id: string, fullName: string } }> };

export type SubmissionFieldsFragment = { id: string, type: SubmissionType, status: ModerationStatus, title: string | null, excerpt: string | null, content: string, newsCategory: NewsCategory | null, eventCategory: EventCategory | null, priority: SubmissionPriority, createdAt: string, scheduledDate: string | null, socialMediaLinks: string | null, eventDate: string | null, location: string | null, registrationRequired: boolean, maxAttendees: number | null, platform: SocialPlatform | null, postUrl: string | null, hashtags: string | null, scheduledShare: string | null, targetAudience: TargetAudience | null, rejectionReason: string | null, decidedAt: string | null, author: { id: string, fullName: string } };

export type SubmitEventMutationVariables = Exact<{
  input: SubmitEventInput;
}>;


export type SubmitEventMutation = { submitEvent: { id: string, type: SubmissionType, status: ModerationStatus, title: string | null, excerpt: string | null, content: string, newsCategory: NewsCategory | null, eventCategory: EventCategory | null, priority: SubmissionPriority, createdAt: string, scheduledDate: string | null, socialMediaLinks: string | null, eventDate: string | null, location: string | null, registrationRequired: boolean, maxAttendees: number | null, platform: SocialPlatform | null, postUrl: string | null, hashtags: string | null, scheduledShare: string | null, targetAudience: TargetAudience | null, rejectionReason: string | null, decidedAt: string | null, author: { id: string, fullName: string } } };

export type SubmitNewsMutationVariables = Exact<{
  input: SubmitNewsInput;
}>;


export type SubmitNewsMutation = { submitNews: { id: string, type: SubmissionType, status: ModerationStatus, title: string | null, excerpt: string | null, content: string, newsCategory: NewsCategory | null, eventCategory: EventCategory | null, priority: SubmissionPriority, createdAt: string, scheduledDate: string | null, socialMediaLinks: string | null, eventDate: string | null, location: string | null, registrationRequired: boolean, maxAttendees: number | null, platform: SocialPlatform | null, postUrl: string | null, hashtags: string | null, scheduledShare: string | null, targetAudience: TargetAudience | null, rejectionReason: string | null, decidedAt: string | null, author: { id: string, fullName: string } } };

export type SubmitSocialPostMutationVariables = Exact<{
  input: SubmitSocialPostInput;
}>;


export type SubmitSocialPostMutation = { submitSocialPost: { id: string, type: SubmissionType, status: ModerationStatus, title: string | null, excerpt: string | null, content: string, newsCategory: NewsCategory | null, eventCategory: EventCategory | null, priority: SubmissionPriority, createdAt: string, scheduledDate: string | null, socialMediaLinks: string | null, eventDate: string | null, location: string | null, registrationRequired: boolean, maxAttendees: number | null, platform: SocialPlatform | null, postUrl: string | null, hashtags: string | null, scheduledShare: string | null, targetAudience: TargetAudience | null, rejectionReason: string | null, decidedAt: string | null, author: { id: string, fullName: string } } };

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

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const ApiTokenFieldsFragmentDoc = new TypedDocumentString(`
    fragment ApiTokenFields on ApiToken {
  id
  name
  hint
  scopes
  status
  createdAt
  expiresAt
  lastUsedAt
  lastUsedIp
  revokedAt
  owner {
    id
    fullName
    email
  }
}
    `, {"fragmentName":"ApiTokenFields"}) as unknown as TypedDocumentString<ApiTokenFieldsFragment, unknown>;
export const ConsultationFieldsFragmentDoc = new TypedDocumentString(`
    fragment ConsultationFields on Consultation {
  id
  lawyerName
  clientName
  clientEmail
  clientPhone
  consultationType
  description
  preferredDate
  status
  createdAt
  respondedAt
  canReview
  review {
    rating
    text
    status
    createdAt
  }
}
    `, {"fragmentName":"ConsultationFields"}) as unknown as TypedDocumentString<ConsultationFieldsFragment, unknown>;
export const DiscussionCardFieldsFragmentDoc = new TypedDocumentString(`
    fragment DiscussionCardFields on Discussion {
  id
  title
  content
  createdAt
  author {
    id
    fullName
    profileImage
    initials
  }
  practiceArea {
    id
    slug
    names {
      en
      so
      ar
      fr
    }
  }
  replies
  views
  likes
}
    `, {"fragmentName":"DiscussionCardFields"}) as unknown as TypedDocumentString<DiscussionCardFieldsFragment, unknown>;
export const DocumentFieldsFragmentDoc = new TypedDocumentString(`
    fragment DocumentFields on Document {
  id
  title
  description
  mediaType
  typeLabel
  fileName
  size
  downloads
  status
  createdAt
  downloadUrl
  canDelete
  uploadedBy {
    id
    fullName
    initials
    profileImage
  }
  practiceArea {
    id
    slug
    names {
      en
      so
      ar
      fr
    }
  }
}
    `, {"fragmentName":"DocumentFields"}) as unknown as TypedDocumentString<DocumentFieldsFragment, unknown>;
export const EventFieldsFragmentDoc = new TypedDocumentString(`
    fragment EventFields on PortalEvent {
  id
  title
  description
  eventDate
  timeZone
  location
  category
  practiceAreaId
  registrationRequired
  registrationOpen
  maxAttendees
  attendees
  waitlisted
  placesLeft
  cancelledAt
  isPublic
  myRsvp
  myWaitlistPosition
  organizer {
    id
    fullName
  }
}
    `, {"fragmentName":"EventFields"}) as unknown as TypedDocumentString<EventFieldsFragment, unknown>;
export const LawyerProfileFieldsFragmentDoc = new TypedDocumentString(`
    fragment LawyerProfileFields on Lawyer {
  id
  fullName
  specialization
  practiceAreas
  languages
  experience
  bio
  profileImage
  verified
  averageRating
  totalReviews
  consultationRate
  publicConsultationAvailable
  contactPhone
  officeAddress
  websiteUrl
  linkedinUrl
}
    `, {"fragmentName":"LawyerProfileFields"}) as unknown as TypedDocumentString<LawyerProfileFieldsFragment, unknown>;
export const PublicReviewPageFieldsFragmentDoc = new TypedDocumentString(`
    fragment PublicReviewPageFields on PublicReviewPage {
  total
  items {
    id
    rating
    text
    reviewerName
    consultationType
    createdAt
  }
}
    `, {"fragmentName":"PublicReviewPageFields"}) as unknown as TypedDocumentString<PublicReviewPageFieldsFragment, unknown>;
export const MemberCardFieldsFragmentDoc = new TypedDocumentString(`
    fragment MemberCardFields on Member {
  id
  fullName
  username
  specialization
  bio
  profileImage
  initials
  connectionState
  connectionId
}
    `, {"fragmentName":"MemberCardFields"}) as unknown as TypedDocumentString<MemberCardFieldsFragment, unknown>;
export const MessageFieldsFragmentDoc = new TypedDocumentString(`
    fragment MessageFields on Message {
  id
  senderId
  recipientId
  subject
  content
  read
  readAt
  createdAt
  sender {
    id
    fullName
    initials
    profileImage
  }
}
    `, {"fragmentName":"MessageFields"}) as unknown as TypedDocumentString<MessageFieldsFragment, unknown>;
export const NewsCardFieldsFragmentDoc = new TypedDocumentString(`
    fragment NewsCardFields on NewsItem {
  id
  title
  excerpt
  content
  category
  isAnnouncement
  createdAt
  publishedAt
  author {
    id
    fullName
    profileImage
    initials
  }
  bookmarkedByMe
}
    `, {"fragmentName":"NewsCardFields"}) as unknown as TypedDocumentString<NewsCardFieldsFragment, unknown>;
export const SubmissionFieldsFragmentDoc = new TypedDocumentString(`
    fragment SubmissionFields on Submission {
  id
  type
  status
  title
  excerpt
  content
  newsCategory
  eventCategory
  priority
  author {
    id
    fullName
  }
  createdAt
  scheduledDate
  socialMediaLinks
  eventDate
  location
  registrationRequired
  maxAttendees
  platform
  postUrl
  hashtags
  scheduledShare
  targetAudience
  rejectionReason
  decidedAt
}
    `, {"fragmentName":"SubmissionFields"}) as unknown as TypedDocumentString<SubmissionFieldsFragment, unknown>;
export const WebhookEndpointFieldsFragmentDoc = new TypedDocumentString(`
    fragment WebhookEndpointFields on WebhookEndpoint {
  id
  url
  description
  events
  active
  createdAt
}
    `, {"fragmentName":"WebhookEndpointFields"}) as unknown as TypedDocumentString<WebhookEndpointFieldsFragment, unknown>;
export const MyApiTokensDocument = new TypedDocumentString(`
    query MyApiTokens {
  myApiTokens {
    ...ApiTokenFields
  }
}
    fragment ApiTokenFields on ApiToken {
  id
  name
  hint
  scopes
  status
  createdAt
  expiresAt
  lastUsedAt
  lastUsedIp
  revokedAt
  owner {
    id
    fullName
    email
  }
}`) as unknown as TypedDocumentString<MyApiTokensQuery, MyApiTokensQueryVariables>;
export const MemberApiTokensDocument = new TypedDocumentString(`
    query MemberApiTokens($member: String) {
  memberApiTokens(member: $member) {
    ...ApiTokenFields
  }
}
    fragment ApiTokenFields on ApiToken {
  id
  name
  hint
  scopes
  status
  createdAt
  expiresAt
  lastUsedAt
  lastUsedIp
  revokedAt
  owner {
    id
    fullName
    email
  }
}`) as unknown as TypedDocumentString<MemberApiTokensQuery, MemberApiTokensQueryVariables>;
export const CreateApiTokenDocument = new TypedDocumentString(`
    mutation CreateApiToken($input: CreateApiTokenInput!) {
  createApiToken(input: $input) {
    token
    apiToken {
      ...ApiTokenFields
    }
  }
}
    fragment ApiTokenFields on ApiToken {
  id
  name
  hint
  scopes
  status
  createdAt
  expiresAt
  lastUsedAt
  lastUsedIp
  revokedAt
  owner {
    id
    fullName
    email
  }
}`) as unknown as TypedDocumentString<CreateApiTokenMutation, CreateApiTokenMutationVariables>;
export const RevokeApiTokenDocument = new TypedDocumentString(`
    mutation RevokeApiToken($id: UUID!) {
  revokeApiToken(id: $id)
}
    `) as unknown as TypedDocumentString<RevokeApiTokenMutation, RevokeApiTokenMutationVariables>;
export const RevokeMemberApiTokenDocument = new TypedDocumentString(`
    mutation RevokeMemberApiToken($id: UUID!) {
  revokeMemberApiToken(id: $id)
}
    `) as unknown as TypedDocumentString<RevokeMemberApiTokenMutation, RevokeMemberApiTokenMutationVariables>;
export const MyConsultationRequestsDocument = new TypedDocumentString(`
    query MyConsultationRequests {
  myConsultationRequests {
    ...ConsultationFields
  }
}
    fragment ConsultationFields on Consultation {
  id
  lawyerName
  clientName
  clientEmail
  clientPhone
  consultationType
  description
  preferredDate
  status
  createdAt
  respondedAt
  canReview
  review {
    rating
    text
    status
    createdAt
  }
}`) as unknown as TypedDocumentString<MyConsultationRequestsQuery, MyConsultationRequestsQueryVariables>;
export const RespondToConsultationDocument = new TypedDocumentString(`
    mutation RespondToConsultation($id: UUID!, $accept: Boolean!) {
  respondToConsultation(id: $id, accept: $accept) {
    ...ConsultationFields
  }
}
    fragment ConsultationFields on Consultation {
  id
  lawyerName
  clientName
  clientEmail
  clientPhone
  consultationType
  description
  preferredDate
  status
  createdAt
  respondedAt
  canReview
  review {
    rating
    text
    status
    createdAt
  }
}`) as unknown as TypedDocumentString<RespondToConsultationMutation, RespondToConsultationMutationVariables>;
export const ReviewConsultationDocument = new TypedDocumentString(`
    mutation ReviewConsultation($token: String!, $rating: Int!, $text: String!) {
  reviewConsultation(token: $token, rating: $rating, text: $text) {
    ...ConsultationFields
  }
}
    fragment ConsultationFields on Consultation {
  id
  lawyerName
  clientName
  clientEmail
  clientPhone
  consultationType
  description
  preferredDate
  status
  createdAt
  respondedAt
  canReview
  review {
    rating
    text
    status
    createdAt
  }
}`) as unknown as TypedDocumentString<ReviewConsultationMutation, ReviewConsultationMutationVariables>;
export const TrackedConsultationDocument = new TypedDocumentString(`
    query TrackedConsultation($token: String!) {
  trackedConsultation(token: $token) {
    ...ConsultationFields
  }
}
    fragment ConsultationFields on Consultation {
  id
  lawyerName
  clientName
  clientEmail
  clientPhone
  consultationType
  description
  preferredDate
  status
  createdAt
  respondedAt
  canReview
  review {
    rating
    text
    status
    createdAt
  }
}`) as unknown as TypedDocumentString<TrackedConsultationQuery, TrackedConsultationQueryVariables>;
export const DashboardDocument = new TypedDocumentString(`
    query Dashboard {
  discussions(limit: 3) {
    ...DiscussionCardFields
  }
  members(limit: 3, order: NEWEST) {
    id
    fullName
    username
    specialization
    profileImage
    initials
    joinedAt
  }
  news(limit: 3) {
    id
    title
    publishedAt
    isAnnouncement
    author {
      id
      fullName
    }
  }
  documents(limit: 3) {
    id
    title
    mediaType
    typeLabel
    createdAt
    uploadedBy {
      id
      fullName
    }
  }
  events(limit: 3) {
    id
    title
    eventDate
    timeZone
    location
    cancelledAt
    myRsvp
  }
}
    fragment DiscussionCardFields on Discussion {
  id
  title
  content
  createdAt
  author {
    id
    fullName
    profileImage
    initials
  }
  practiceArea {
    id
    slug
    names {
      en
      so
      ar
      fr
    }
  }
  replies
  views
  likes
}`) as unknown as TypedDocumentString<DashboardQuery, DashboardQueryVariables>;
export const CreateDiscussionDocument = new TypedDocumentString(`
    mutation CreateDiscussion($input: CreateDiscussionInput!) {
  createDiscussion(input: $input) {
    ...DiscussionCardFields
  }
}
    fragment DiscussionCardFields on Discussion {
  id
  title
  content
  createdAt
  author {
    id
    fullName
    profileImage
    initials
  }
  practiceArea {
    id
    slug
    names {
      en
      so
      ar
      fr
    }
  }
  replies
  views
  likes
}`) as unknown as TypedDocumentString<CreateDiscussionMutation, CreateDiscussionMutationVariables>;
export const DiscussionDocument = new TypedDocumentString(`
    query Discussion($id: UUID!) {
  discussion(id: $id) {
    ...DiscussionCardFields
    likedByMe
    replyList {
      id
      content
      createdAt
      author {
        id
        fullName
        profileImage
        initials
      }
    }
  }
}
    fragment DiscussionCardFields on Discussion {
  id
  title
  content
  createdAt
  author {
    id
    fullName
    profileImage
    initials
  }
  practiceArea {
    id
    slug
    names {
      en
      so
      ar
      fr
    }
  }
  replies
  views
  likes
}`) as unknown as TypedDocumentString<DiscussionQuery, DiscussionQueryVariables>;
export const DiscussionsDocument = new TypedDocumentString(`
    query Discussions($practiceArea: String, $search: String, $limit: Int, $offset: Int) {
  discussions(
    practiceArea: $practiceArea
    search: $search
    limit: $limit
    offset: $offset
  ) {
    ...DiscussionCardFields
  }
}
    fragment DiscussionCardFields on Discussion {
  id
  title
  content
  createdAt
  author {
    id
    fullName
    profileImage
    initials
  }
  practiceArea {
    id
    slug
    names {
      en
      so
      ar
      fr
    }
  }
  replies
  views
  likes
}`) as unknown as TypedDocumentString<DiscussionsQuery, DiscussionsQueryVariables>;
export const RecordDiscussionViewDocument = new TypedDocumentString(`
    mutation RecordDiscussionView($discussionId: UUID!) {
  recordDiscussionView(discussionId: $discussionId) {
    id
    views
  }
}
    `) as unknown as TypedDocumentString<RecordDiscussionViewMutation, RecordDiscussionViewMutationVariables>;
export const ReplyToDiscussionDocument = new TypedDocumentString(`
    mutation ReplyToDiscussion($input: ReplyToDiscussionInput!) {
  replyToDiscussion(input: $input) {
    id
    content
    createdAt
    author {
      id
      fullName
      profileImage
      initials
    }
  }
}
    `) as unknown as TypedDocumentString<ReplyToDiscussionMutation, ReplyToDiscussionMutationVariables>;
export const ToggleDiscussionLikeDocument = new TypedDocumentString(`
    mutation ToggleDiscussionLike($discussionId: UUID!) {
  toggleDiscussionLike(discussionId: $discussionId) {
    id
    likes
    likedByMe
  }
}
    `) as unknown as TypedDocumentString<ToggleDiscussionLikeMutation, ToggleDiscussionLikeMutationVariables>;
export const DeleteDocumentDocument = new TypedDocumentString(`
    mutation DeleteDocument($id: UUID!) {
  deleteDocument(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteDocumentMutation, DeleteDocumentMutationVariables>;
export const DocumentUploadLimitsDocument = new TypedDocumentString(`
    query DocumentUploadLimits {
  documentUploadLimits {
    maxFileBytes
    maxFiles
    mediaTypes
    quotaBytes
    usedBytes
    filesPerHour
    filesLeftThisHour
    scanned
  }
}
    `) as unknown as TypedDocumentString<DocumentUploadLimitsQuery, DocumentUploadLimitsQueryVariables>;
export const DocumentsDocument = new TypedDocumentString(`
    query Documents($practiceArea: String, $limit: Int) {
  documents(practiceArea: $practiceArea, limit: $limit) {
    ...DocumentFields
  }
}
    fragment DocumentFields on Document {
  id
  title
  description
  mediaType
  typeLabel
  fileName
  size
  downloads
  status
  createdAt
  downloadUrl
  canDelete
  uploadedBy {
    id
    fullName
    initials
    profileImage
  }
  practiceArea {
    id
    slug
    names {
      en
      so
      ar
      fr
    }
  }
}`) as unknown as TypedDocumentString<DocumentsQuery, DocumentsQueryVariables>;
export const CalendarFeedDocument = new TypedDocumentString(`
    query CalendarFeed {
  calendarFeed {
    active
    createdAt
  }
}
    `) as unknown as TypedDocumentString<CalendarFeedQuery, CalendarFeedQueryVariables>;
export const RegenerateCalendarFeedDocument = new TypedDocumentString(`
    mutation RegenerateCalendarFeed {
  regenerateCalendarFeed {
    active
    createdAt
    path
  }
}
    `) as unknown as TypedDocumentString<RegenerateCalendarFeedMutation, RegenerateCalendarFeedMutationVariables>;
export const RevokeCalendarFeedDocument = new TypedDocumentString(`
    mutation RevokeCalendarFeed {
  revokeCalendarFeed {
    active
    createdAt
  }
}
    `) as unknown as TypedDocumentString<RevokeCalendarFeedMutation, RevokeCalendarFeedMutationVariables>;
export const CancelEventDocument = new TypedDocumentString(`
    mutation CancelEvent($id: UUID!) {
  cancelEvent(id: $id) {
    ...EventFields
  }
}
    fragment EventFields on PortalEvent {
  id
  title
  description
  eventDate
  timeZone
  location
  category
  practiceAreaId
  registrationRequired
  registrationOpen
  maxAttendees
  attendees
  waitlisted
  placesLeft
  cancelledAt
  isPublic
  myRsvp
  myWaitlistPosition
  organizer {
    id
    fullName
  }
}`) as unknown as TypedDocumentString<CancelEventMutation, CancelEventMutationVariables>;
export const EventDocument = new TypedDocumentString(`
    query Event($id: UUID!) {
  event(id: $id) {
    ...EventFields
  }
}
    fragment EventFields on PortalEvent {
  id
  title
  description
  eventDate
  timeZone
  location
  category
  practiceAreaId
  registrationRequired
  registrationOpen
  maxAttendees
  attendees
  waitlisted
  placesLeft
  cancelledAt
  isPublic
  myRsvp
  myWaitlistPosition
  organizer {
    id
    fullName
  }
}`) as unknown as TypedDocumentString<EventQuery, EventQueryVariables>;
export const EventAttendeesDocument = new TypedDocumentString(`
    query EventAttendees($eventId: UUID!) {
  eventAttendees(eventId: $eventId) {
    userId
    fullName
    status
    waitlistPosition
    attended
  }
}
    `) as unknown as TypedDocumentString<EventAttendeesQuery, EventAttendeesQueryVariables>;
export const EventsDocument = new TypedDocumentString(`
    query Events($period: EventPeriod, $category: EventCategory, $practiceAreaId: UUID, $limit: Int, $offset: Int) {
  events(
    period: $period
    category: $category
    practiceAreaId: $practiceAreaId
    limit: $limit
    offset: $offset
  ) {
    ...EventFields
  }
}
    fragment EventFields on PortalEvent {
  id
  title
  description
  eventDate
  timeZone
  location
  category
  practiceAreaId
  registrationRequired
  registrationOpen
  maxAttendees
  attendees
  waitlisted
  placesLeft
  cancelledAt
  isPublic
  myRsvp
  myWaitlistPosition
  organizer {
    id
    fullName
  }
}`) as unknown as TypedDocumentString<EventsQuery, EventsQueryVariables>;
export const MarkEventAttendanceDocument = new TypedDocumentString(`
    mutation MarkEventAttendance($eventId: UUID!, $userId: UUID!, $attended: Boolean!) {
  markEventAttendance(eventId: $eventId, userId: $userId, attended: $attended) {
    userId
    attended
  }
}
    `) as unknown as TypedDocumentString<MarkEventAttendanceMutation, MarkEventAttendanceMutationVariables>;
export const PublicEventsDocument = new TypedDocumentString(`
    query PublicEvents {
  publicEvents(limit: 3) {
    id
    title
    eventDate
    timeZone
    location
    category
  }
}
    `) as unknown as TypedDocumentString<PublicEventsQuery, PublicEventsQueryVariables>;
export const RsvpEventDocument = new TypedDocumentString(`
    mutation RsvpEvent($eventId: UUID!, $answer: RsvpAnswer!) {
  rsvpEvent(eventId: $eventId, answer: $answer) {
    ...EventFields
  }
}
    fragment EventFields on PortalEvent {
  id
  title
  description
  eventDate
  timeZone
  location
  category
  practiceAreaId
  registrationRequired
  registrationOpen
  maxAttendees
  attendees
  waitlisted
  placesLeft
  cancelledAt
  isPublic
  myRsvp
  myWaitlistPosition
  organizer {
    id
    fullName
  }
}`) as unknown as TypedDocumentString<RsvpEventMutation, RsvpEventMutationVariables>;
export const UpdateEventDocument = new TypedDocumentString(`
    mutation UpdateEvent($id: UUID!, $input: UpdateEventInput!) {
  updateEvent(id: $id, input: $input) {
    ...EventFields
  }
}
    fragment EventFields on PortalEvent {
  id
  title
  description
  eventDate
  timeZone
  location
  category
  practiceAreaId
  registrationRequired
  registrationOpen
  maxAttendees
  attendees
  waitlisted
  placesLeft
  cancelledAt
  isPublic
  myRsvp
  myWaitlistPosition
  organizer {
    id
    fullName
  }
}`) as unknown as TypedDocumentString<UpdateEventMutation, UpdateEventMutationVariables>;
export const AcceptInvitationDocument = new TypedDocumentString(`
    mutation AcceptInvitation($input: AcceptInvitationInput!) {
  acceptInvitation(input: $input) {
    id
    fullName
    initials
    profileImage
    role
    mfaEnabled
    mfaEnrolmentRequired
  }
}
    `) as unknown as TypedDocumentString<AcceptInvitationMutation, AcceptInvitationMutationVariables>;
export const InvitationDocument = new TypedDocumentString(`
    query Invitation($token: String!) {
  invitation(token: $token) {
    email
    invitedByName
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<InvitationQuery, InvitationQueryVariables>;
export const InviteMemberDocument = new TypedDocumentString(`
    mutation InviteMember($email: String!) {
  inviteMember(email: $email) {
    id
    email
    expiresAt
    emailSent
    link
  }
}
    `) as unknown as TypedDocumentString<InviteMemberMutation, InviteMemberMutationVariables>;
export const MyLawyerProfileDocument = new TypedDocumentString(`
    query MyLawyerProfile {
  myLawyerProfile {
    ...LawyerProfileFields
  }
}
    fragment LawyerProfileFields on Lawyer {
  id
  fullName
  specialization
  practiceAreas
  languages
  experience
  bio
  profileImage
  verified
  averageRating
  totalReviews
  consultationRate
  publicConsultationAvailable
  contactPhone
  officeAddress
  websiteUrl
  linkedinUrl
}`) as unknown as TypedDocumentString<MyLawyerProfileQuery, MyLawyerProfileQueryVariables>;
export const PublicLawyerPageDocument = new TypedDocumentString(`
    query PublicLawyerPage($slug: String!, $locale: String, $reviewsLimit: Int) {
  publicLawyer(slug: $slug) {
    ...LawyerProfileFields
    slug
  }
  publicLawyerHead(slug: $slug, locale: $locale) {
    title
    description
    canonical
    alternates {
      hreflang
      href
    }
    openGraph {
      property
      content
    }
    jsonLd
  }
  publicLawyerReviews(slug: $slug, limit: $reviewsLimit) {
    ...PublicReviewPageFields
  }
}
    fragment LawyerProfileFields on Lawyer {
  id
  fullName
  specialization
  practiceAreas
  languages
  experience
  bio
  profileImage
  verified
  averageRating
  totalReviews
  consultationRate
  publicConsultationAvailable
  contactPhone
  officeAddress
  websiteUrl
  linkedinUrl
}
fragment PublicReviewPageFields on PublicReviewPage {
  total
  items {
    id
    rating
    text
    reviewerName
    consultationType
    createdAt
  }
}`) as unknown as TypedDocumentString<PublicLawyerPageQuery, PublicLawyerPageQueryVariables>;
export const PublicLawyerReviewsDocument = new TypedDocumentString(`
    query PublicLawyerReviews($slug: String!, $limit: Int, $offset: Int) {
  publicLawyerReviews(slug: $slug, limit: $limit, offset: $offset) {
    ...PublicReviewPageFields
  }
}
    fragment PublicReviewPageFields on PublicReviewPage {
  total
  items {
    id
    rating
    text
    reviewerName
    consultationType
    createdAt
  }
}`) as unknown as TypedDocumentString<PublicLawyerReviewsQuery, PublicLawyerReviewsQueryVariables>;
export const SaveLawyerProfileDocument = new TypedDocumentString(`
    mutation SaveLawyerProfile($input: LawyerProfileInput!) {
  saveLawyerProfile(input: $input) {
    ...LawyerProfileFields
  }
}
    fragment LawyerProfileFields on Lawyer {
  id
  fullName
  specialization
  practiceAreas
  languages
  experience
  bio
  profileImage
  verified
  averageRating
  totalReviews
  consultationRate
  publicConsultationAvailable
  contactPhone
  officeAddress
  websiteUrl
  linkedinUrl
}`) as unknown as TypedDocumentString<SaveLawyerProfileMutation, SaveLawyerProfileMutationVariables>;
export const MemberDocument = new TypedDocumentString(`
    query Member($id: UUID!) {
  member(id: $id) {
    ...MemberCardFields
  }
}
    fragment MemberCardFields on Member {
  id
  fullName
  username
  specialization
  bio
  profileImage
  initials
  connectionState
  connectionId
}`) as unknown as TypedDocumentString<MemberQuery, MemberQueryVariables>;
export const MembersDocument = new TypedDocumentString(`
    query Members($limit: Int, $offset: Int, $order: MemberOrder) {
  members(limit: $limit, offset: $offset, order: $order) {
    ...MemberCardFields
  }
  memberCount
}
    fragment MemberCardFields on Member {
  id
  fullName
  username
  specialization
  bio
  profileImage
  initials
  connectionState
  connectionId
}`) as unknown as TypedDocumentString<MembersQuery, MembersQueryVariables>;
export const RequestConnectionDocument = new TypedDocumentString(`
    mutation RequestConnection($memberId: UUID!) {
  requestConnection(memberId: $memberId) {
    ...MemberCardFields
  }
}
    fragment MemberCardFields on Member {
  id
  fullName
  username
  specialization
  bio
  profileImage
  initials
  connectionState
  connectionId
}`) as unknown as TypedDocumentString<RequestConnectionMutation, RequestConnectionMutationVariables>;
export const RespondToConnectionDocument = new TypedDocumentString(`
    mutation RespondToConnection($connectionId: UUID!, $accept: Boolean!) {
  respondToConnection(connectionId: $connectionId, accept: $accept) {
    ...MemberCardFields
  }
}
    fragment MemberCardFields on Member {
  id
  fullName
  username
  specialization
  bio
  profileImage
  initials
  connectionState
  connectionId
}`) as unknown as TypedDocumentString<RespondToConnectionMutation, RespondToConnectionMutationVariables>;
export const DecideMembershipApplicationDocument = new TypedDocumentString(`
    mutation DecideMembershipApplication($input: DecideMembershipApplicationInput!) {
  decideMembershipApplication(input: $input) {
    invited
    application {
      id
      status
    }
  }
}
    `) as unknown as TypedDocumentString<DecideMembershipApplicationMutation, DecideMembershipApplicationMutationVariables>;
export const MembershipApplicationsDocument = new TypedDocumentString(`
    query MembershipApplications {
  membershipApplications(status: PENDING) {
    id
    fullName
    email
    phone
    barNumber
    specialization
    city
    message
    status
    createdAt
  }
}
    `) as unknown as TypedDocumentString<MembershipApplicationsQuery, MembershipApplicationsQueryVariables>;
export const ConversationDocument = new TypedDocumentString(`
    query Conversation($withMemberId: UUID!, $before: UUID) {
  conversation(withMemberId: $withMemberId, before: $before) {
    participant {
      id
      fullName
      initials
      profileImage
    }
    hasMore
    messages {
      ...MessageFields
    }
  }
}
    fragment MessageFields on Message {
  id
  senderId
  recipientId
  subject
  content
  read
  readAt
  createdAt
  sender {
    id
    fullName
    initials
    profileImage
  }
}`) as unknown as TypedDocumentString<ConversationQuery, ConversationQueryVariables>;
export const ConversationsDocument = new TypedDocumentString(`
    query Conversations {
  conversations {
    participant {
      id
      fullName
      initials
      profileImage
    }
    unread
    unreadCount
    lastMessage {
      ...MessageFields
    }
  }
}
    fragment MessageFields on Message {
  id
  senderId
  recipientId
  subject
  content
  read
  readAt
  createdAt
  sender {
    id
    fullName
    initials
    profileImage
  }
}`) as unknown as TypedDocumentString<ConversationsQuery, ConversationsQueryVariables>;
export const MarkConversationReadDocument = new TypedDocumentString(`
    mutation MarkConversationRead($withMemberId: UUID!) {
  markConversationRead(withMemberId: $withMemberId) {
    unreadMessages
    unreadNotifications
  }
}
    `) as unknown as TypedDocumentString<MarkConversationReadMutation, MarkConversationReadMutationVariables>;
export const MessageEventsDocument = new TypedDocumentString(`
    subscription MessageEvents {
  messageEvents {
    kind
    withMemberId
    readerId
    readAt
    messageIds
    unreadMessages
    message {
      ...MessageFields
    }
  }
}
    fragment MessageFields on Message {
  id
  senderId
  recipientId
  subject
  content
  read
  readAt
  createdAt
  sender {
    id
    fullName
    initials
    profileImage
  }
}`) as unknown as TypedDocumentString<MessageEventsSubscription, MessageEventsSubscriptionVariables>;
export const MessageRecipientsDocument = new TypedDocumentString(`
    query MessageRecipients($search: String) {
  members(limit: 20, order: NAME, search: $search) {
    id
    fullName
    initials
    profileImage
    specialization
  }
}
    `) as unknown as TypedDocumentString<MessageRecipientsQuery, MessageRecipientsQueryVariables>;
export const PresenceDocument = new TypedDocumentString(`
    query Presence($memberId: UUID!) {
  presence(memberId: $memberId) {
    memberId
    online
    lastSeenAt
  }
}
    `) as unknown as TypedDocumentString<PresenceQuery, PresenceQueryVariables>;
export const PresenceChangedDocument = new TypedDocumentString(`
    subscription PresenceChanged($memberId: UUID!) {
  presenceChanged(memberId: $memberId) {
    memberId
    online
    lastSeenAt
  }
}
    `) as unknown as TypedDocumentString<PresenceChangedSubscription, PresenceChangedSubscriptionVariables>;
export const SendMessageDocument = new TypedDocumentString(`
    mutation SendMessage($input: SendMessageInput!) {
  sendMessage(input: $input) {
    ...MessageFields
  }
}
    fragment MessageFields on Message {
  id
  senderId
  recipientId
  subject
  content
  read
  readAt
  createdAt
  sender {
    id
    fullName
    initials
    profileImage
  }
}`) as unknown as TypedDocumentString<SendMessageMutation, SendMessageMutationVariables>;
export const AdminConsultationsDocument = new TypedDocumentString(`
    query AdminConsultations($limit: Int, $offset: Int) {
  consultations(limit: $limit, offset: $offset) {
    id
    clientName
    clientEmail
    clientPhone
    consultationType
    description
    preferredDate
    createdAt
    status
    lawyer {
      fullName
    }
  }
}
    `) as unknown as TypedDocumentString<AdminConsultationsQuery, AdminConsultationsQueryVariables>;
export const AdminStatsDocument = new TypedDocumentString(`
    query AdminStats {
  adminStats {
    pendingNews
    pendingReviews
    totalConsultations
    totalMembers
    pendingContent
  }
}
    `) as unknown as TypedDocumentString<AdminStatsQuery, AdminStatsQueryVariables>;
export const DecideContentDocument = new TypedDocumentString(`
    mutation DecideContent($type: SubmissionType!, $input: DecisionInput!) {
  decideContent(type: $type, input: $input) {
    id
    status
    approved
    reason
    applied
  }
}
    `) as unknown as TypedDocumentString<DecideContentMutation, DecideContentMutationVariables>;
export const DecideNewsDocument = new TypedDocumentString(`
    mutation DecideNews($input: DecisionInput!) {
  decideNews(input: $input) {
    id
    status
    approved
    reason
    applied
  }
}
    `) as unknown as TypedDocumentString<DecideNewsMutation, DecideNewsMutationVariables>;
export const DecideReviewDocument = new TypedDocumentString(`
    mutation DecideReview($input: DecisionInput!) {
  decideReview(input: $input) {
    id
    status
    approved
    reason
    applied
  }
}
    `) as unknown as TypedDocumentString<DecideReviewMutation, DecideReviewMutationVariables>;
export const PendingContentDocument = new TypedDocumentString(`
    query PendingContent {
  pendingContent {
    ...SubmissionFields
  }
}
    fragment SubmissionFields on Submission {
  id
  type
  status
  title
  excerpt
  content
  newsCategory
  eventCategory
  priority
  author {
    id
    fullName
  }
  createdAt
  scheduledDate
  socialMediaLinks
  eventDate
  location
  registrationRequired
  maxAttendees
  platform
  postUrl
  hashtags
  scheduledShare
  targetAudience
  rejectionReason
  decidedAt
}`) as unknown as TypedDocumentString<PendingContentQuery, PendingContentQueryVariables>;
export const PendingNewsDocument = new TypedDocumentString(`
    query PendingNews {
  pendingNews {
    id
    title
    excerpt
    content
    category
    createdAt
    status
    author {
      fullName
    }
  }
}
    `) as unknown as TypedDocumentString<PendingNewsQuery, PendingNewsQueryVariables>;
export const PendingReviewsDocument = new TypedDocumentString(`
    query PendingReviews {
  pendingReviews {
    id
    rating
    reviewText
    clientName
    consultationType
    createdAt
    status
    lawyer {
      fullName
    }
  }
}
    `) as unknown as TypedDocumentString<PendingReviewsQuery, PendingReviewsQueryVariables>;
export const ShellCountsDocument = new TypedDocumentString(`
    query ShellCounts {
  shellCounts {
    unreadMessages
    unreadNotifications
  }
}
    `) as unknown as TypedDocumentString<ShellCountsQuery, ShellCountsQueryVariables>;
export const CreateAnnouncementDocument = new TypedDocumentString(`
    mutation CreateAnnouncement($input: CreateAnnouncementInput!) {
  createAnnouncement(input: $input) {
    ...NewsCardFields
  }
}
    fragment NewsCardFields on NewsItem {
  id
  title
  excerpt
  content
  category
  isAnnouncement
  createdAt
  publishedAt
  author {
    id
    fullName
    profileImage
    initials
  }
  bookmarkedByMe
}`) as unknown as TypedDocumentString<CreateAnnouncementMutation, CreateAnnouncementMutationVariables>;
export const NewsDocument = new TypedDocumentString(`
    query News($limit: Int, $offset: Int, $bookmarkedOnly: Boolean) {
  news(limit: $limit, offset: $offset, bookmarkedOnly: $bookmarkedOnly) {
    ...NewsCardFields
  }
}
    fragment NewsCardFields on NewsItem {
  id
  title
  excerpt
  content
  category
  isAnnouncement
  createdAt
  publishedAt
  author {
    id
    fullName
    profileImage
    initials
  }
  bookmarkedByMe
}`) as unknown as TypedDocumentString<NewsQuery, NewsQueryVariables>;
export const NewsItemDocument = new TypedDocumentString(`
    query NewsItem($id: UUID!) {
  newsItem(id: $id) {
    ...NewsCardFields
  }
}
    fragment NewsCardFields on NewsItem {
  id
  title
  excerpt
  content
  category
  isAnnouncement
  createdAt
  publishedAt
  author {
    id
    fullName
    profileImage
    initials
  }
  bookmarkedByMe
}`) as unknown as TypedDocumentString<NewsItemQuery, NewsItemQueryVariables>;
export const ToggleNewsBookmarkDocument = new TypedDocumentString(`
    mutation ToggleNewsBookmark($newsItemId: UUID!) {
  toggleNewsBookmark(newsItemId: $newsItemId) {
    id
    bookmarkedByMe
  }
}
    `) as unknown as TypedDocumentString<ToggleNewsBookmarkMutation, ToggleNewsBookmarkMutationVariables>;
export const MarkAllNotificationsReadDocument = new TypedDocumentString(`
    mutation MarkAllNotificationsRead {
  markAllNotificationsRead {
    unreadMessages
    unreadNotifications
  }
}
    `) as unknown as TypedDocumentString<MarkAllNotificationsReadMutation, MarkAllNotificationsReadMutationVariables>;
export const MarkNotificationsReadDocument = new TypedDocumentString(`
    mutation MarkNotificationsRead($ids: [UUID!]!) {
  markNotificationsRead(ids: $ids) {
    unreadMessages
    unreadNotifications
  }
}
    `) as unknown as TypedDocumentString<MarkNotificationsReadMutation, MarkNotificationsReadMutationVariables>;
export const NotificationsDocument = new TypedDocumentString(`
    query Notifications($limit: Int, $offset: Int) {
  notifications(limit: $limit, offset: $offset) {
    id
    kind
    actor {
      id
      fullName
      profileImage
      initials
    }
    discussion {
      id
      title
    }
    document {
      id
      fileName
    }
    event {
      id
      title
    }
    connectionId
    createdAt
    read
  }
}
    `) as unknown as TypedDocumentString<NotificationsQuery, NotificationsQueryVariables>;
export const PracticeAreasDocument = new TypedDocumentString(`
    query PracticeAreas {
  practiceAreas {
    id
    slug
    names {
      en
      so
      ar
      fr
    }
  }
}
    `) as unknown as TypedDocumentString<PracticeAreasQuery, PracticeAreasQueryVariables>;
export const ApplyForMembershipDocument = new TypedDocumentString(`
    mutation ApplyForMembership($input: MembershipApplicationInput!) {
  applyForMembership(input: $input)
}
    `) as unknown as TypedDocumentString<ApplyForMembershipMutation, ApplyForMembershipMutationVariables>;
export const SendContactMessageDocument = new TypedDocumentString(`
    mutation SendContactMessage($input: ContactMessageInput!) {
  sendContactMessage(input: $input)
}
    `) as unknown as TypedDocumentString<SendContactMessageMutation, SendContactMessageMutationVariables>;
export const SearchDocument = new TypedDocumentString(`
    query Search($query: String!, $limit: Int) {
  search(query: $query, limit: $limit) {
    query
    discussions {
      id
      title
      snippet
      createdAt
      author {
        id
        fullName
      }
      practiceArea {
        id
        slug
        names {
          en
          so
          ar
          fr
        }
      }
    }
    members {
      id
      fullName
      username
      specialization
      profileImage
      initials
    }
    news {
      id
      title
      snippet
      publishedAt
    }
    documents {
      id
      title
      snippet
      createdAt
    }
    events {
      id
      title
      snippet
      eventDate
    }
  }
}
    `) as unknown as TypedDocumentString<SearchQuery, SearchQueryVariables>;
export const SecurityEventsDocument = new TypedDocumentString(`
    query SecurityEvents($filter: SecurityEventFilter, $first: Int, $after: UUID) {
  securityEvents(filter: $filter, first: $first, after: $after) {
    hasMore
    events {
      id
      occurredAt
      type
      outcome
      ip
      userAgent
      details
      actor {
        id
        fullName
        email
      }
      subject {
        id
        fullName
        email
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SecurityEventsQuery, SecurityEventsQueryVariables>;
export const MfaStatusDocument = new TypedDocumentString(`
    query MfaStatus {
  mfaStatus {
    enabled
    required
    recoveryCodesLeft
  }
}
    `) as unknown as TypedDocumentString<MfaStatusQuery, MfaStatusQueryVariables>;
export const StartMfaEnrolmentDocument = new TypedDocumentString(`
    mutation StartMfaEnrolment {
  startMfaEnrolment {
    secret
    otpauthUri
  }
}
    `) as unknown as TypedDocumentString<StartMfaEnrolmentMutation, StartMfaEnrolmentMutationVariables>;
export const ConfirmMfaEnrolmentDocument = new TypedDocumentString(`
    mutation ConfirmMfaEnrolment($input: MfaCodeInput!) {
  confirmMfaEnrolment(input: $input) {
    recoveryCodes
    viewer {
      id
      mfaEnabled
      mfaEnrolmentRequired
    }
  }
}
    `) as unknown as TypedDocumentString<ConfirmMfaEnrolmentMutation, ConfirmMfaEnrolmentMutationVariables>;
export const DisableMfaDocument = new TypedDocumentString(`
    mutation DisableMfa($input: DisableMfaInput!) {
  disableMfa(input: $input) {
    id
    mfaEnabled
    mfaEnrolmentRequired
  }
}
    `) as unknown as TypedDocumentString<DisableMfaMutation, DisableMfaMutationVariables>;
export const MySessionsDocument = new TypedDocumentString(`
    query MySessions {
  mySessions {
    id
    userAgent
    ipAddress
    createdAt
    lastUsedAt
    current
  }
}
    `) as unknown as TypedDocumentString<MySessionsQuery, MySessionsQueryVariables>;
export const RevokeSessionDocument = new TypedDocumentString(`
    mutation RevokeSession($id: UUID!) {
  revokeSession(id: $id)
}
    `) as unknown as TypedDocumentString<RevokeSessionMutation, RevokeSessionMutationVariables>;
export const SignOutEverywhereElseDocument = new TypedDocumentString(`
    mutation SignOutEverywhereElse {
  signOutEverywhereElse
}
    `) as unknown as TypedDocumentString<SignOutEverywhereElseMutation, SignOutEverywhereElseMutationVariables>;
export const CompleteSignInDocument = new TypedDocumentString(`
    mutation CompleteSignIn($input: MfaCodeInput!) {
  completeSignIn(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<CompleteSignInMutation, CompleteSignInMutationVariables>;
export const MeDocument = new TypedDocumentString(`
    query Me {
  me {
    id
    fullName
    initials
    profileImage
    role
    mfaEnabled
    mfaEnrolmentRequired
  }
}
    `) as unknown as TypedDocumentString<MeQuery, MeQueryVariables>;
export const SignInDocument = new TypedDocumentString(`
    mutation SignIn($input: SignInInput!) {
  signIn(input: $input) {
    mfaRequired
    viewer {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<SignInMutation, SignInMutationVariables>;
export const SignOutDocument = new TypedDocumentString(`
    mutation SignOut {
  signOut
}
    `) as unknown as TypedDocumentString<SignOutMutation, SignOutMutationVariables>;
export const RecentSocialActivityDocument = new TypedDocumentString(`
    query RecentSocialActivity($limit: Int) {
  recentSocialActivity(limit: $limit) {
    id
    platform
    content
    hashtags
    postUrl
    externalUrl
    publishedAt
  }
}
    `) as unknown as TypedDocumentString<RecentSocialActivityQuery, RecentSocialActivityQueryVariables>;
export const PortalStatsDocument = new TypedDocumentString(`
    query PortalStats {
  portalStats {
    discussions
    documents
    members
  }
}
    `) as unknown as TypedDocumentString<PortalStatsQuery, PortalStatsQueryVariables>;
export const MySubmissionsDocument = new TypedDocumentString(`
    query MySubmissions($limit: Int) {
  mySubmissions(limit: $limit) {
    ...SubmissionFields
  }
}
    fragment SubmissionFields on Submission {
  id
  type
  status
  title
  excerpt
  content
  newsCategory
  eventCategory
  priority
  author {
    id
    fullName
  }
  createdAt
  scheduledDate
  socialMediaLinks
  eventDate
  location
  registrationRequired
  maxAttendees
  platform
  postUrl
  hashtags
  scheduledShare
  targetAudience
  rejectionReason
  decidedAt
}`) as unknown as TypedDocumentString<MySubmissionsQuery, MySubmissionsQueryVariables>;
export const SubmitEventDocument = new TypedDocumentString(`
    mutation SubmitEvent($input: SubmitEventInput!) {
  submitEvent(input: $input) {
    ...SubmissionFields
  }
}
    fragment SubmissionFields on Submission {
  id
  type
  status
  title
  excerpt
  content
  newsCategory
  eventCategory
  priority
  author {
    id
    fullName
  }
  createdAt
  scheduledDate
  socialMediaLinks
  eventDate
  location
  registrationRequired
  maxAttendees
  platform
  postUrl
  hashtags
  scheduledShare
  targetAudience
  rejectionReason
  decidedAt
}`) as unknown as TypedDocumentString<SubmitEventMutation, SubmitEventMutationVariables>;
export const SubmitNewsDocument = new TypedDocumentString(`
    mutation SubmitNews($input: SubmitNewsInput!) {
  submitNews(input: $input) {
    ...SubmissionFields
  }
}
    fragment SubmissionFields on Submission {
  id
  type
  status
  title
  excerpt
  content
  newsCategory
  eventCategory
  priority
  author {
    id
    fullName
  }
  createdAt
  scheduledDate
  socialMediaLinks
  eventDate
  location
  registrationRequired
  maxAttendees
  platform
  postUrl
  hashtags
  scheduledShare
  targetAudience
  rejectionReason
  decidedAt
}`) as unknown as TypedDocumentString<SubmitNewsMutation, SubmitNewsMutationVariables>;
export const SubmitSocialPostDocument = new TypedDocumentString(`
    mutation SubmitSocialPost($input: SubmitSocialPostInput!) {
  submitSocialPost(input: $input) {
    ...SubmissionFields
  }
}
    fragment SubmissionFields on Submission {
  id
  type
  status
  title
  excerpt
  content
  newsCategory
  eventCategory
  priority
  author {
    id
    fullName
  }
  createdAt
  scheduledDate
  socialMediaLinks
  eventDate
  location
  registrationRequired
  maxAttendees
  platform
  postUrl
  hashtags
  scheduledShare
  targetAudience
  rejectionReason
  decidedAt
}`) as unknown as TypedDocumentString<SubmitSocialPostMutation, SubmitSocialPostMutationVariables>;
export const WebhookEndpointsDocument = new TypedDocumentString(`
    query WebhookEndpoints {
  webhookEndpoints {
    ...WebhookEndpointFields
  }
}
    fragment WebhookEndpointFields on WebhookEndpoint {
  id
  url
  description
  events
  active
  createdAt
}`) as unknown as TypedDocumentString<WebhookEndpointsQuery, WebhookEndpointsQueryVariables>;
export const WebhookDeliveriesDocument = new TypedDocumentString(`
    query WebhookDeliveries($endpointId: UUID!, $first: Int) {
  webhookDeliveries(endpointId: $endpointId, first: $first) {
    id
    eventId
    eventType
    status
    attempts
    createdAt
    lastAttemptAt
    nextAttemptAt
    responseStatus
    lastError
    deliveredAt
  }
}
    `) as unknown as TypedDocumentString<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>;
export const CreateWebhookEndpointDocument = new TypedDocumentString(`
    mutation CreateWebhookEndpoint($input: WebhookEndpointInput!) {
  createWebhookEndpoint(input: $input) {
    secret
    endpoint {
      ...WebhookEndpointFields
    }
  }
}
    fragment WebhookEndpointFields on WebhookEndpoint {
  id
  url
  description
  events
  active
  createdAt
}`) as unknown as TypedDocumentString<CreateWebhookEndpointMutation, CreateWebhookEndpointMutationVariables>;
export const UpdateWebhookEndpointDocument = new TypedDocumentString(`
    mutation UpdateWebhookEndpoint($id: UUID!, $input: WebhookEndpointInput!) {
  updateWebhookEndpoint(id: $id, input: $input) {
    ...WebhookEndpointFields
  }
}
    fragment WebhookEndpointFields on WebhookEndpoint {
  id
  url
  description
  events
  active
  createdAt
}`) as unknown as TypedDocumentString<UpdateWebhookEndpointMutation, UpdateWebhookEndpointMutationVariables>;
export const DeleteWebhookEndpointDocument = new TypedDocumentString(`
    mutation DeleteWebhookEndpoint($id: UUID!) {
  deleteWebhookEndpoint(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteWebhookEndpointMutation, DeleteWebhookEndpointMutationVariables>;
export const SendTestWebhookDocument = new TypedDocumentString(`
    mutation SendTestWebhook($endpointId: UUID!) {
  sendTestWebhook(endpointId: $endpointId)
}
    `) as unknown as TypedDocumentString<SendTestWebhookMutation, SendTestWebhookMutationVariables>;
export const RedeliverWebhookDocument = new TypedDocumentString(`
    mutation RedeliverWebhook($deliveryId: UUID!) {
  redeliverWebhook(deliveryId: $deliveryId)
}
    `) as unknown as TypedDocumentString<RedeliverWebhookMutation, RedeliverWebhookMutationVariables>;
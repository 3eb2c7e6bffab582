/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "fragment ApiTokenFields on ApiToken {\n  id\n  name\n  hint\n  scopes\n  status\n  createdAt\n  expiresAt\n  lastUsedAt\n  lastUsedIp\n  revokedAt\n  owner {\n    id\n    fullName\n    email\n  }\n}\n\nquery MyApiTokens {\n  myApiTokens {\n    ...ApiTokenFields\n  }\n}\n\nquery MemberApiTokens($member: String) {\n  memberApiTokens(member: $member) {\n    ...ApiTokenFields\n  }\n}\n\nmutation CreateApiToken($input: CreateApiTokenInput!) {\n  createApiToken(input: $input) {\n    token\n    apiToken {\n      ...ApiTokenFields\n    }\n  }\n}\n\nmutation RevokeApiToken($id: UUID!) {\n  revokeApiToken(id: $id)\n}\n\nmutation RevokeMemberApiToken($id: UUID!) {\n  revokeMemberApiToken(id: $id)\n}": typeof types.ApiTokenFieldsFragmentDoc,
    "query AuditEntries($filter: AuditFilter, $first: Int, $after: UUID) {\n  auditEntries(filter: $filter, first: $first, after: $after) {\n    hasMore\n    entries {\n      id\n      createdAt\n      action\n      subjectKind\n      subjectId\n      subjectTitle\n      subjectPath\n      reason\n      actor {\n        id\n        fullName\n        email\n      }\n      changes {\n        field\n        before\n        after\n      }\n    }\n  }\n}": typeof types.AuditEntriesDocument,
    "fragment ConsultationFields on Consultation {\n  id\n  lawyerName\n  clientName\n  clientEmail\n  clientPhone\n  consultationType\n  description\n  preferredDate\n  status\n  createdAt\n  respondedAt\n  responseMessage\n  proposedContact\n  answerBy\n  canReview\n  review {\n    rating\n    text\n    status\n    createdAt\n  }\n}": typeof types.ConsultationFieldsFragmentDoc,
    "query MyConsultationRequests($filter: ConsultationFilter) {\n  myConsultationRequests(filter: $filter) {\n    ...ConsultationFields\n  }\n}": typeof types.MyConsultationRequestsDocument,
    "mutation RespondToConsultation($id: UUID!, $accept: Boolean!, $message: String!, $proposedContact: String) {\n  respondToConsultation(\n    id: $id\n    accept: $accept\n    message: $message\n    proposedContact: $proposedContact\n  ) {\n    ...ConsultationFields\n  }\n}": typeof types.RespondToConsultationDocument,
    "mutation ReviewConsultation($token: String!, $rating: Int!, $text: String!) {\n  reviewConsultation(token: $token, rating: $rating, text: $text) {\n    ...ConsultationFields\n  }\n}": typeof types.ReviewConsultationDocument,
    "query TrackedConsultation($token: String!) {\n  trackedConsultation(token: $token) {\n    ...ConsultationFields\n  }\n}": typeof types.TrackedConsultationDocument,
    "query Dashboard {\n  discussions(limit: 3) {\n    ...DiscussionCardFields\n  }\n  members(limit: 3, order: NEWEST) {\n    id\n    fullName\n    username\n    specialization\n    profileImage\n    initials\n    joinedAt\n  }\n  news(limit: 3) {\n    id\n    title\n    publishedAt\n    isAnnouncement\n    author {\n      id\n      fullName\n    }\n  }\n  documents(limit: 3) {\n    id\n    title\n    mediaType\n    typeLabel\n    createdAt\n    uploadedBy {\n      id\n      fullName\n    }\n  }\n  events(limit: 3) {\n    id\n    title\n    eventDate\n    timeZone\n    location\n    cancelledAt\n    myRsvp\n  }\n}": typeof types.DashboardDocument,
    "mutation CreateDiscussion($input: CreateDiscussionInput!) {\n  createDiscussion(input: $input) {\n    ...DiscussionCardFields\n  }\n}": typeof types.CreateDiscussionDocument,
    "query Discussion($id: UUID!) {\n  discussion(id: $id) {\n    ...DiscussionCardFields\n    content\n    contentHtml\n    editedAt\n    deleted\n    hidden\n    flaggedByMe\n    revisions {\n      ...PostRevisionFields\n    }\n    likedByMe\n    watchedByMe\n    replyList {\n      id\n      content\n      contentHtml\n      editedAt\n      deleted\n      likes\n      likedByMe\n      hidden\n      flaggedByMe\n      revisions {\n        ...PostRevisionFields\n      }\n      createdAt\n      author {\n        id\n        fullName\n        profileImage\n        initials\n      }\n    }\n  }\n}": typeof types.DiscussionDocument,
    "fragment DiscussionCardFields on Discussion {\n  id\n  title\n  contentText\n  createdAt\n  lastActivityAt\n  author {\n    id\n    fullName\n    profileImage\n    initials\n  }\n  practiceArea {\n    id\n    slug\n    names {\n      en\n      so\n      ar\n      fr\n    }\n  }\n  replies\n  views\n  likes\n}": typeof types.DiscussionCardFieldsFragmentDoc,
    "query Discussions($practiceArea: String, $search: String, $order: DiscussionOrder, $limit: Int, $offset: Int) {\n  discussions(\n    practiceArea: $practiceArea\n    search: $search\n    order: $order\n    limit: $limit\n    offset: $offset\n  ) {\n    ...DiscussionCardFields\n  }\n}": typeof types.DiscussionsDocument,
    "mutation EditDiscussion($input: EditDiscussionInput!) {\n  editDiscussion(input: $input) {\n    id\n  }\n}\n\nmutation EditDiscussionReply($input: EditDiscussionReplyInput!) {\n  editDiscussionReply(input: $input) {\n    id\n  }\n}\n\nmutation DeleteDiscussion($id: UUID!, $reason: String) {\n  deleteDiscussion(id: $id, reason: $reason) {\n    id\n  }\n}\n\nmutation DeleteDiscussionReply($id: UUID!, $reason: String) {\n  deleteDiscussionReply(id: $id, reason: $reason) {\n    id\n  }\n}": typeof types.EditDiscussionDocument,
    "mutation FlagPost($input: FlagPostInput!) {\n  flagPost(input: $input) {\n    updated\n    hidden\n  }\n}": typeof types.FlagPostDocument,
    "query MemberSuggestions($search: String!) {\n  memberSuggestions(search: $search) {\n    id\n    fullName\n    initials\n    profileImage\n    markup\n  }\n}": typeof types.MemberSuggestionsDocument,
    "fragment PostRevisionFields on PostRevision {\n  id\n  title\n  contentHtml\n  editorName\n  reason\n  replacedAt\n}": typeof types.PostRevisionFieldsFragmentDoc,
    "query PreviewPost($content: String!) {\n  previewPost(content: $content)\n}": typeof types.PreviewPostDocument,
    "mutation RecordDiscussionView($discussionId: UUID!) {\n  recordDiscussionView(discussionId: $discussionId) {\n    id\n    views\n  }\n}": typeof types.RecordDiscussionViewDocument,
    "mutation ReplyToDiscussion($input: ReplyToDiscussionInput!) {\n  replyToDiscussion(input: $input) {\n    id\n    content\n    contentHtml\n    editedAt\n    deleted\n    revisions {\n      ...PostRevisionFields\n    }\n    createdAt\n    author {\n      id\n      fullName\n      profileImage\n      initials\n    }\n  }\n}": typeof types.ReplyToDiscussionDocument,
    "mutation SetDiscussionWatch($discussionId: UUID!, $watching: Boolean!) {\n  setDiscussionWatch(discussionId: $discussionId, watching: $watching) {\n    id\n    watchedByMe\n  }\n}": typeof types.SetDiscussionWatchDocument,
    "mutation ToggleDiscussionLike($discussionId: UUID!) {\n  toggleDiscussionLike(discussionId: $discussionId) {\n    id\n    likes\n    likedByMe\n  }\n}": typeof types.ToggleDiscussionLikeDocument,
    "mutation ToggleDiscussionReplyLike($replyId: UUID!) {\n  toggleDiscussionReplyLike(replyId: $replyId) {\n    id\n    likes\n    likedByMe\n  }\n}": typeof types.ToggleDiscussionReplyLikeDocument,
    "mutation DeleteDocument($id: UUID!) {\n  deleteDocument(id: $id)\n}": typeof types.DeleteDocumentDocument,
    "fragment DocumentFields on Document {\n  id\n  title\n  description\n  mediaType\n  typeLabel\n  fileName\n  size\n  downloads\n  status\n  createdAt\n  downloadUrl\n  canDelete\n  uploadedBy {\n    id\n    fullName\n    initials\n    profileImage\n  }\n  practiceArea {\n    id\n    slug\n    names {\n      en\n      so\n      ar\n      fr\n    }\n  }\n}": typeof types.DocumentFieldsFragmentDoc,
    "query DocumentUploadLimits {\n  documentUploadLimits {\n    maxFileBytes\n    maxFiles\n    mediaTypes\n    quotaBytes\n    usedBytes\n    filesPerHour\n    filesLeftThisHour\n    scanned\n  }\n}": typeof types.DocumentUploadLimitsDocument,
    "query Documents($practiceArea: String, $limit: Int) {\n  documents(practiceArea: $practiceArea, limit: $limit) {\n    ...DocumentFields\n  }\n}": typeof types.DocumentsDocument,
    "query CalendarFeed {\n  calendarFeed {\n    active\n    createdAt\n  }\n}\n\nmutation RegenerateCalendarFeed {\n  regenerateCalendarFeed {\n    active\n    createdAt\n    path\n  }\n}\n\nmutation RevokeCalendarFeed {\n  revokeCalendarFeed {\n    active\n    createdAt\n  }\n}": typeof types.CalendarFeedDocument,
    "mutation CancelEvent($id: UUID!) {\n  cancelEvent(id: $id) {\n    ...EventFields\n  }\n}": typeof types.CancelEventDocument,
    "query Event($id: UUID!) {\n  event(id: $id) {\n    ...EventFields\n  }\n}": typeof types.EventDocument,
    "query EventAttendees($eventId: UUID!) {\n  eventAttendees(eventId: $eventId) {\n    userId\n    fullName\n    status\n    waitlistPosition\n    attended\n  }\n}": typeof types.EventAttendeesDocument,
    "fragment EventFields on PortalEvent {\n  id\n  title\n  description\n  eventDate\n  timeZone\n  location\n  category\n  practiceAreaId\n  registrationRequired\n  registrationOpen\n  maxAttendees\n  attendees\n  waitlisted\n  placesLeft\n  cancelledAt\n  isPublic\n  myRsvp\n  myWaitlistPosition\n  organizer {\n    id\n    fullName\n  }\n}": typeof types.EventFieldsFragmentDoc,
    "query Events($period: EventPeriod, $category: EventCategory, $practiceAreaId: UUID, $limit: Int, $offset: Int) {\n  events(\n    period: $period\n    category: $category\n    practiceAreaId: $practiceAreaId\n    limit: $limit\n    offset: $offset\n  ) {\n    ...EventFields\n  }\n}": typeof types.EventsDocument,
    "mutation MarkEventAttendance($eventId: UUID!, $userId: UUID!, $attended: Boolean!) {\n  markEventAttendance(eventId: $eventId, userId: $userId, attended: $attended) {\n    userId\n    attended\n  }\n}": typeof types.MarkEventAttendanceDocument,
    "query PublicEvents {\n  publicEvents(limit: 3) {\n    id\n    title\n    eventDate\n    timeZone\n    location\n    category\n  }\n}": typeof types.PublicEventsDocument,
    "mutation RsvpEvent($eventId: UUID!, $answer: RsvpAnswer!) {\n  rsvpEvent(eventId: $eventId, answer: $answer) {\n    ...EventFields\n  }\n}": typeof types.RsvpEventDocument,
    "mutation UpdateEvent($id: UUID!, $input: UpdateEventInput!) {\n  updateEvent(id: $id, input: $input) {\n    ...EventFields\n  }\n}": typeof types.UpdateEventDocument,
    "query Insight($period: InsightPeriod) {\n  insight(period: $period) {\n    period\n    from\n    to\n    submissions {\n      pending\n      oldestPendingAt\n      weeks {\n        week\n        submitted\n        approved\n        rejected\n      }\n    }\n    consultations {\n      requests\n      medianResponseHours\n      areas {\n        area\n        requests\n        answered\n        medianResponseHours\n      }\n    }\n    members {\n      month\n      joined\n      active\n    }\n    events {\n      id\n      title\n      eventDate\n      capacity\n      going\n      waitlisted\n      attended\n      cancelled\n    }\n  }\n}": typeof types.InsightDocument,
    "mutation AcceptInvitation($input: AcceptInvitationInput!) {\n  acceptInvitation(input: $input) {\n    id\n    fullName\n    initials\n    profileImage\n    role\n    mfaEnabled\n    mfaEnrolmentRequired\n  }\n}": typeof types.AcceptInvitationDocument,
    "query Invitation($token: String!) {\n  invitation(token: $token) {\n    email\n    invitedByName\n    expiresAt\n  }\n}": typeof types.InvitationDocument,
    "mutation InviteMember($email: String!) {\n  inviteMember(email: $email) {\n    id\n    email\n    expiresAt\n    emailSent\n    link\n  }\n}": typeof types.InviteMemberDocument,
    "query PendingInvitations {\n  invitations {\n    id\n    email\n    invitedByName\n    createdAt\n    expiresAt\n  }\n}": typeof types.PendingInvitationsDocument,
    "mutation ResendInvitation($id: UUID!) {\n  resendInvitation(id: $id) {\n    id\n    email\n    emailSent\n    expiresAt\n    link\n  }\n}": typeof types.ResendInvitationDocument,
    "fragment LawyerProfileFields on Lawyer {\n  id\n  fullName\n  specialization\n  practiceAreas\n  languages\n  experience\n  bio\n  profileImage\n  verified\n  averageRating\n  totalReviews\n  consultationRate\n  publicConsultationAvailable\n  contactPhone\n  officeAddress\n  websiteUrl\n  linkedinUrl\n}": typeof types.LawyerProfileFieldsFragmentDoc,
    "query MyLawyerProfile {\n  myLawyerProfile {\n    ...LawyerProfileFields\n  }\n}": typeof types.MyLawyerProfileDocument,
    "query PublicLawyerPage($slug: String!, $locale: String, $reviewsLimit: Int) {\n  publicLawyer(slug: $slug) {\n    ...LawyerProfileFields\n    slug\n  }\n  publicLawyerHead(slug: $slug, locale: $locale) {\n    title\n    description\n    canonical\n    alternates {\n      hreflang\n      href\n    }\n    openGraph {\n      property\n      content\n    }\n    jsonLd\n  }\n  publicLawyerReviews(slug: $slug, limit: $reviewsLimit) {\n    ...PublicReviewPageFields\n  }\n}": typeof types.PublicLawyerPageDocument,
    "query PublicLawyerReviews($slug: String!, $limit: Int, $offset: Int) {\n  publicLawyerReviews(slug: $slug, limit: $limit, offset: $offset) {\n    ...PublicReviewPageFields\n  }\n}": typeof types.PublicLawyerReviewsDocument,
    "fragment PublicReviewPageFields on PublicReviewPage {\n  total\n  items {\n    id\n    rating\n    text\n    reviewerName\n    consultationType\n    createdAt\n  }\n}": typeof types.PublicReviewPageFieldsFragmentDoc,
    "mutation SaveLawyerProfile($input: LawyerProfileInput!) {\n  saveLawyerProfile(input: $input) {\n    ...LawyerProfileFields\n  }\n}": typeof types.SaveLawyerProfileDocument,
    "mutation ChangeMemberRole($id: UUID!, $role: Role!, $reason: String!) {\n  changeMemberRole(id: $id, role: $role, reason: $reason) {\n    id\n    role\n  }\n}": typeof types.ChangeMemberRoleDocument,
    "query Member($id: UUID!) {\n  member(id: $id) {\n    ...MemberCardFields\n  }\n}": typeof types.MemberDocument,
    "fragment MemberCardFields on Member {\n  id\n  fullName\n  username\n  specialization\n  bio\n  profileImage\n  initials\n  connectionState\n  connectionId\n}": typeof types.MemberCardFieldsFragmentDoc,
    "query MemberHistory($id: UUID!, $limit: Int) {\n  memberHistory(id: $id, limit: $limit) {\n    memberId\n    fullName\n    role\n    suspendedAt\n    submissions {\n      ...MemberHistorySectionFields\n    }\n    discussions {\n      ...MemberHistorySectionFields\n    }\n    replies {\n      ...MemberHistorySectionFields\n    }\n    flagsRaised {\n      ...MemberHistorySectionFields\n    }\n    flagsReceived {\n      ...MemberHistorySectionFields\n    }\n    consultations {\n      ...MemberHistorySectionFields\n    }\n    consultationFigures {\n      received\n      answered\n      medianResponseSeconds\n    }\n    rsvps {\n      ...MemberHistorySectionFields\n    }\n    documents {\n      ...MemberHistorySectionFields\n    }\n    securityEvents {\n      ...MemberHistorySectionFields\n    }\n    staffActs {\n      ...MemberHistorySectionFields\n    }\n  }\n}": typeof types.MemberHistoryDocument,
    "fragment MemberHistorySectionFields on MemberHistorySection {\n  total\n  items {\n    id\n    kind\n    title\n    state\n    detail\n    at\n    path\n  }\n}": typeof types.MemberHistorySectionFieldsFragmentDoc,
    "query MemberProfile($id: UUID!) {\n  memberProfile(id: $id) {\n    ...MemberProfileFields\n  }\n}": typeof types.MemberProfileDocument,
    "fragment MemberProfileFields on MemberProfile {\n  id\n  member {\n    ...MemberCardFields\n    joinedAt\n  }\n  title\n  practiceAreas\n  languages\n  city\n  email\n  phone\n  emailVisibility\n  phoneVisibility\n  lawyerSlug\n  recentDiscussions {\n    id\n    title\n    createdAt\n  }\n  connections {\n    ...MemberCardFields\n  }\n  connectionCount\n}": typeof types.MemberProfileFieldsFragmentDoc,
    "query MemberSuspension($id: UUID!) {\n  memberSuspension(id: $id) {\n    id\n    suspendedAt\n  }\n}": typeof types.MemberSuspensionDocument,
    "query Members($limit: Int, $offset: Int, $order: MemberOrder) {\n  members(limit: $limit, offset: $offset, order: $order) {\n    ...MemberCardFields\n  }\n  memberCount\n}": typeof types.MembersDocument,
    "query MyConnections {\n  myConnections {\n    connections {\n      ...MemberCardFields\n    }\n    received {\n      ...MemberCardFields\n    }\n    sent {\n      ...MemberCardFields\n    }\n  }\n}": typeof types.MyConnectionsDocument,
    "mutation ReinstateMember($id: UUID!, $reason: String!) {\n  reinstateMember(id: $id, reason: $reason) {\n    id\n    suspendedAt\n  }\n}": typeof types.ReinstateMemberDocument,
    "mutation RequestConnection($memberId: UUID!) {\n  requestConnection(memberId: $memberId) {\n    ...MemberCardFields\n  }\n}": typeof types.RequestConnectionDocument,
    "mutation RespondToConnection($connectionId: UUID!, $accept: Boolean!) {\n  respondToConnection(connectionId: $connectionId, accept: $accept) {\n    ...MemberCardFields\n  }\n}": typeof types.RespondToConnectionDocument,
    "mutation SuspendMember($id: UUID!, $reason: String!) {\n  suspendMember(id: $id, reason: $reason) {\n    id\n    suspendedAt\n  }\n}": typeof types.SuspendMemberDocument,
    "mutation UpdateMemberProfile($input: MemberProfileInput!) {\n  updateMemberProfile(input: $input) {\n    ...MemberProfileFields\n  }\n}": typeof types.UpdateMemberProfileDocument,
    "mutation WithdrawConnectionRequest($connectionId: UUID!) {\n  withdrawConnectionRequest(connectionId: $connectionId) {\n    ...MemberCardFields\n  }\n}": typeof types.WithdrawConnectionRequestDocument,
    "mutation DecideMembershipApplication($input: DecideMembershipApplicationInput!) {\n  decideMembershipApplication(input: $input) {\n    invited\n    application {\n      id\n      status\n    }\n  }\n}": typeof types.DecideMembershipApplicationDocument,
    "query MembershipApplications {\n  membershipApplications(status: PENDING) {\n    id\n    fullName\n    email\n    phone\n    barNumber\n    specialization\n    city\n    message\n    status\n    createdAt\n  }\n}": typeof types.MembershipApplicationsDocument,
    "query Conversation($withMemberId: UUID!, $before: UUID) {\n  conversation(withMemberId: $withMemberId, before: $before) {\n    participant {\n      id\n      fullName\n      initials\n      profileImage\n    }\n    hasMore\n    messages {\n      ...MessageFields\n    }\n  }\n}": typeof types.ConversationDocument,
    "query Conversations {\n  conversations {\n    participant {\n      id\n      fullName\n      initials\n      profileImage\n    }\n    unread\n    unreadCount\n    lastMessage {\n      ...MessageFields\n    }\n  }\n}": typeof types.ConversationsDocument,
    "mutation MarkConversationRead($withMemberId: UUID!) {\n  markConversationRead(withMemberId: $withMemberId) {\n    unreadMessages\n    unreadNotifications\n    pendingConsultations\n  }\n}": typeof types.MarkConversationReadDocument,
    "subscription MessageEvents {\n  messageEvents {\n    kind\n    withMemberId\n    readerId\n    readAt\n    messageIds\n    unreadMessages\n    message {\n      ...MessageFields\n    }\n  }\n}": typeof types.MessageEventsDocument,
    "fragment MessageFields on Message {\n  id\n  senderId\n  recipientId\n  subject\n  content\n  read\n  readAt\n  createdAt\n  sender {\n    id\n    fullName\n    initials\n    profileImage\n  }\n}": typeof types.MessageFieldsFragmentDoc,
    "query MessageRecipients($search: String) {\n  members(limit: 20, order: NAME, search: $search) {\n    id\n    fullName\n    initials\n    profileImage\n    specialization\n  }\n}": typeof types.MessageRecipientsDocument,
    "query Presence($memberId: UUID!) {\n  presence(memberId: $memberId) {\n    memberId\n    online\n    lastSeenAt\n  }\n}": typeof types.PresenceDocument,
    "subscription PresenceChanged($memberId: UUID!) {\n  presenceChanged(memberId: $memberId) {\n    memberId\n    online\n    lastSeenAt\n  }\n}": typeof types.PresenceChangedDocument,
    "mutation SendMessage($input: SendMessageInput!) {\n  sendMessage(input: $input) {\n    ...MessageFields\n  }\n}": typeof types.SendMessageDocument,
    "query AdminConsultations($limit: Int, $offset: Int) {\n  consultations(limit: $limit, offset: $offset) {\n    id\n    clientName\n    clientEmail\n    clientPhone\n    consultationType\n    description\n    preferredDate\n    createdAt\n    status\n    lawyer {\n      fullName\n    }\n  }\n}": typeof types.AdminConsultationsDocument,
    "query AdminStats {\n  adminStats {\n    pendingNews\n    pendingReviews\n    totalConsultations\n    totalMembers\n    pendingContent\n    newsQueue\n    eventsQueue\n    socialQueue\n    flaggedPosts\n  }\n}": typeof types.AdminStatsDocument,
    "mutation DecideContent($type: SubmissionType!, $input: DecisionInput!) {\n  decideContent(type: $type, input: $input) {\n    id\n    status\n    approved\n    reason\n    applied\n  }\n}": typeof types.DecideContentDocument,
    "mutation DecideFlaggedPost($input: DecideFlaggedPostInput!) {\n  decideFlaggedPost(input: $input) {\n    outcome\n    flaggers\n    hidden\n  }\n}": typeof types.DecideFlaggedPostDocument,
    "mutation DecideNews($input: DecisionInput!) {\n  decideNews(input: $input) {\n    id\n    status\n    approved\n    reason\n    applied\n  }\n}": typeof types.DecideNewsDocument,
    "mutation DecideReview($input: DecisionInput!) {\n  decideReview(input: $input) {\n    id\n    status\n    approved\n    reason\n    applied\n  }\n}": typeof types.DecideReviewDocument,
    "query FlaggedPosts {\n  flaggedPosts(limit: 50) {\n    kind\n    id\n    discussionId\n    discussionTitle\n    content\n    author {\n      id\n      fullName\n    }\n    createdAt\n    hidden\n    flagCount\n    flags {\n      reason\n      note\n      flaggerName\n      createdAt\n    }\n    firstFlaggedAt\n  }\n}": typeof types.FlaggedPostsDocument,
    "query PendingContent($types: [SubmissionType!]) {\n  pendingContent(types: $types) {\n    ...SubmissionFields\n  }\n}": typeof types.PendingContentDocument,
    "query PendingNews {\n  pendingNews {\n    id\n    title\n    excerpt\n    content\n    category\n    createdAt\n    status\n    author {\n      fullName\n    }\n  }\n}": typeof types.PendingNewsDocument,
    "query PendingReviews {\n  pendingReviews {\n    id\n    rating\n    reviewText\n    clientName\n    consultationType\n    createdAt\n    status\n    lawyer {\n      fullName\n    }\n  }\n}": typeof types.PendingReviewsDocument,
    "query ShellCounts {\n  shellCounts {\n    unreadMessages\n    unreadNotifications\n    pendingConsultations\n  }\n}": typeof types.ShellCountsDocument,
    "mutation CreateAnnouncement($input: CreateAnnouncementInput!) {\n  createAnnouncement(input: $input) {\n    ...NewsCardFields\n  }\n}": typeof types.CreateAnnouncementDocument,
    "query News($limit: Int, $offset: Int, $bookmarkedOnly: Boolean) {\n  news(limit: $limit, offset: $offset, bookmarkedOnly: $bookmarkedOnly) {\n    ...NewsCardFields\n  }\n}": typeof types.NewsDocument,
    "fragment NewsCardFields on NewsItem {\n  id\n  title\n  excerpt\n  content\n  category\n  isAnnouncement\n  createdAt\n  publishedAt\n  author {\n    id\n    fullName\n    profileImage\n    initials\n  }\n  bookmarkedByMe\n}": typeof types.NewsCardFieldsFragmentDoc,
    "query NewsItem($id: UUID!) {\n  newsItem(id: $id) {\n    ...NewsCardFields\n  }\n}": typeof types.NewsItemDocument,
    "mutation ToggleNewsBookmark($newsItemId: UUID!) {\n  toggleNewsBookmark(newsItemId: $newsItemId) {\n    id\n    bookmarkedByMe\n  }\n}": typeof types.ToggleNewsBookmarkDocument,
    "query MailPreferences {\n  mailPreferences {\n    ...MailPreferencesFields\n  }\n}\n\nfragment MailPreferencesFields on MailPreferences {\n  modes {\n    category\n    mode\n  }\n  language\n  timeZone\n  bouncedAddress\n  bounceReason\n}": typeof types.MailPreferencesDocument,
    "mutation MarkAllNotificationsRead {\n  markAllNotificationsRead {\n    unreadMessages\n    unreadNotifications\n    pendingConsultations\n  }\n}": typeof types.MarkAllNotificationsReadDocument,
    "mutation MarkNotificationsRead($ids: [UUID!]!) {\n  markNotificationsRead(ids: $ids) {\n    unreadMessages\n    unreadNotifications\n    pendingConsultations\n  }\n}": typeof types.MarkNotificationsReadDocument,
    "query Notifications($limit: Int, $offset: Int) {\n  notifications(limit: $limit, offset: $offset) {\n    id\n    kind\n    actor {\n      id\n      fullName\n      profileImage\n      initials\n    }\n    discussion {\n      id\n      title\n      replyId\n    }\n    document {\n      id\n      fileName\n    }\n    event {\n      id\n      title\n    }\n    consultation {\n      id\n      clientName\n    }\n    subjectTitle\n    reason\n    connectionId\n    createdAt\n    read\n  }\n}": typeof types.NotificationsDocument,
    "mutation UpdateMailPreferences($input: MailPreferencesInput!) {\n  updateMailPreferences(input: $input) {\n    ...MailPreferencesFields\n  }\n}": typeof types.UpdateMailPreferencesDocument,
    "query PracticeAreas {\n  practiceAreas {\n    id\n    slug\n    names {\n      en\n      so\n      ar\n      fr\n    }\n  }\n}": typeof types.PracticeAreasDocument,
    "mutation ApplyForMembership($input: MembershipApplicationInput!) {\n  applyForMembership(input: $input)\n}": typeof types.ApplyForMembershipDocument,
    "mutation SendContactMessage($input: ContactMessageInput!) {\n  sendContactMessage(input: $input)\n}": typeof types.SendContactMessageDocument,
    "query Search($query: String!, $limit: Int) {\n  search(query: $query, limit: $limit) {\n    query\n    discussions {\n      id\n      title\n      snippet\n      createdAt\n      author {\n        id\n        fullName\n      }\n      practiceArea {\n        id\n        slug\n        names {\n          en\n          so\n          ar\n          fr\n        }\n      }\n    }\n    members {\n      id\n      fullName\n      username\n      specialization\n      profileImage\n      initials\n    }\n    news {\n      id\n      title\n      snippet\n      publishedAt\n    }\n    documents {\n      id\n      title\n      snippet\n      createdAt\n    }\n    events {\n      id\n      title\n      snippet\n      eventDate\n    }\n  }\n}": typeof types.SearchDocument,
    "query SecurityEvents($filter: SecurityEventFilter, $first: Int, $after: UUID) {\n  securityEvents(filter: $filter, first: $first, after: $after) {\n    hasMore\n    events {\n      id\n      occurredAt\n      type\n      outcome\n      ip\n      userAgent\n      details\n      actor {\n        id\n        fullName\n        email\n      }\n      subject {\n        id\n        fullName\n        email\n      }\n    }\n  }\n}": typeof types.SecurityEventsDocument,
    "mutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input)\n}": typeof types.ChangePasswordDocument,
    "query MyDataExport {\n  myDataExport {\n    id\n    state\n    requestedAt\n    readyAt\n    expiresAt\n    nextRequestAt\n  }\n}\n\nmutation RequestDataExport {\n  requestDataExport {\n    id\n    state\n    requestedAt\n    readyAt\n    expiresAt\n    nextRequestAt\n  }\n}\n\nmutation CloseAccount($input: CloseAccountInput!) {\n  closeAccount(input: $input)\n}": typeof types.MyDataExportDocument,
    "mutation RequestEmailChange($input: RequestEmailChangeInput!) {\n  requestEmailChange(input: $input)\n}": typeof types.RequestEmailChangeDocument,
    "query MfaStatus {\n  mfaStatus {\n    enabled\n    required\n    recoveryCodesLeft\n  }\n}\n\nmutation StartMfaEnrolment {\n  startMfaEnrolment {\n    secret\n    otpauthUri\n  }\n}\n\nmutation ConfirmMfaEnrolment($input: MfaCodeInput!) {\n  confirmMfaEnrolment(input: $input) {\n    recoveryCodes\n    viewer {\n      id\n      mfaEnabled\n      mfaEnrolmentRequired\n    }\n  }\n}\n\nmutation DisableMfa($input: DisableMfaInput!) {\n  disableMfa(input: $input) {\n    id\n    mfaEnabled\n    mfaEnrolmentRequired\n  }\n}\n\nquery MySessions {\n  mySessions {\n    id\n    userAgent\n    browser\n    operatingSystem\n    deviceType\n    ipAddress\n    createdAt\n    lastUsedAt\n    current\n  }\n}\n\nmutation RevokeSession($id: UUID!) {\n  revokeSession(id: $id)\n}\n\nmutation SignOutEverywhereElse {\n  signOutEverywhereElse\n}\n\nmutation RegenerateMfaRecoveryCodes {\n  regenerateMfaRecoveryCodes\n}\n\nmutation Reauthenticate($input: ReauthenticateInput!) {\n  reauthenticate(input: $input)\n}\n\nquery AccountEmail {\n  me {\n    id\n    email\n  }\n}": typeof types.MfaStatusDocument,
    "mutation CompleteSignIn($input: MfaCodeInput!) {\n  completeSignIn(input: $input) {\n    id\n  }\n}": typeof types.CompleteSignInDocument,
    "mutation ConfirmEmailChange($input: ConfirmEmailChangeInput!) {\n  confirmEmailChange(input: $input)\n}": typeof types.ConfirmEmailChangeDocument,
    "query Me {\n  me {\n    id\n    fullName\n    initials\n    profileImage\n    role\n    mfaEnabled\n    mfaEnrolmentRequired\n  }\n}": typeof types.MeDocument,
    "mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n  requestPasswordReset(input: $input)\n}": typeof types.RequestPasswordResetDocument,
    "mutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input)\n}": typeof types.ResetPasswordDocument,
    "mutation SignIn($input: SignInInput!) {\n  signIn(input: $input) {\n    mfaRequired\n    viewer {\n      id\n    }\n  }\n}": typeof types.SignInDocument,
    "mutation SignOut {\n  signOut\n}": typeof types.SignOutDocument,
    "query RecentSocialActivity($limit: Int) {\n  recentSocialActivity(limit: $limit) {\n    id\n    platform\n    content\n    hashtags\n    postUrl\n    externalUrl\n    publishedAt\n  }\n}": typeof types.RecentSocialActivityDocument,
    "query PortalStats {\n  portalStats {\n    discussions\n    documents\n    members\n  }\n}": typeof types.PortalStatsDocument,
    "query MySubmissions($limit: Int) {\n  mySubmissions(limit: $limit) {\n    ...SubmissionFields\n  }\n}": typeof types.MySubmissionsDocument,
    "mutation ResubmitContent($input: ResubmitContentInput!) {\n  resubmitContent(input: $input) {\n    ...SubmissionFields\n  }\n}": typeof types.ResubmitContentDocument,
    "fragment SubmissionFields on Submission {\n  id\n  type\n  status\n  title\n  excerpt\n  content\n  newsCategory\n  eventCategory\n  priority\n  author {\n    id\n    fullName\n  }\n  createdAt\n  scheduledDate\n  socialMediaLinks\n  eventDate\n  location\n  registrationRequired\n  maxAttendees\n  platform\n  postUrl\n  hashtags\n  scheduledShare\n  targetAudience\n  rejectionReason\n  decidedAt\n  resubmitted\n  resubmissionOf {\n    id\n    rejectionReason\n    decidedAt\n  }\n}": typeof types.SubmissionFieldsFragmentDoc,
    "mutation SubmitEvent($input: SubmitEventInput!) {\n  submitEvent(input: $input) {\n    ...SubmissionFields\n  }\n}": typeof types.SubmitEventDocument,
    "mutation SubmitNews($input: SubmitNewsInput!) {\n  submitNews(input: $input) {\n    ...SubmissionFields\n  }\n}": typeof types.SubmitNewsDocument,
    "mutation SubmitSocialPost($input: SubmitSocialPostInput!) {\n  submitSocialPost(input: $input) {\n    ...SubmissionFields\n  }\n}": typeof types.SubmitSocialPostDocument,
    "fragment WebhookEndpointFields on WebhookEndpoint {\n  id\n  url\n  description\n  events\n  active\n  createdAt\n}\n\nquery WebhookEndpoints {\n  webhookEndpoints {\n    ...WebhookEndpointFields\n  }\n}\n\nquery WebhookDeliveries($endpointId: UUID!, $first: Int) {\n  webhookDeliveries(endpointId: $endpointId, first: $first) {\n    id\n    eventId\n    eventType\n    status\n    attempts\n    createdAt\n    lastAttemptAt\n    nextAttemptAt\n    responseStatus\n    lastError\n    deliveredAt\n  }\n}\n\nmutation CreateWebhookEndpoint($input: WebhookEndpointInput!) {\n  createWebhookEndpoint(input: $input) {\n    secret\n    endpoint {\n      ...WebhookEndpointFields\n    }\n  }\n}\n\nmutation UpdateWebhookEndpoint($id: UUID!, $input: WebhookEndpointInput!) {\n  updateWebhookEndpoint(id: $id, input: $input) {\n    ...WebhookEndpointFields\n  }\n}\n\nmutation DeleteWebhookEndpoint($id: UUID!) {\n  deleteWebhookEndpoint(id: $id)\n}\n\nmutation SendTestWebhook($endpointId: UUID!) {\n  sendTestWebhook(endpointId: $endpointId)\n}\n\nmutation RedeliverWebhook($deliveryId: UUID!) {\n  redeliverWebhook(deliveryId: $deliveryId)\n}": typeof types.WebhookEndpointFieldsFragmentDoc,
};
const documents: Documents = {
    "fragment ApiTokenFields on ApiToken {\n  id\n  name\n  hint\n  scopes\n  status\n  createdAt\n  expiresAt\n  lastUsedAt\n  lastUsedIp\n  revokedAt\n  owner {\n    id\n    fullName\n    email\n  }\n}\n\nquery MyApiTokens {\n  myApiTokens {\n    ...ApiTokenFields\n  }\n}\n\nquery MemberApiTokens($member: String) {\n  memberApiTokens(member: $member) {\n    ...ApiTokenFields\n  }\n}\n\nmutation CreateApiToken($input: CreateApiTokenInput!) {\n  createApiToken(input: $input) {\n    token\n    apiToken {\n      ...ApiTokenFields\n    }\n  }\n}\n\nmutation RevokeApiToken($id: UUID!) {\n  revokeApiToken(id: $id)\n}\n\nmutation RevokeMemberApiToken($id: UUID!) {\n  revokeMemberApiToken(id: $id)\n}": types.ApiTokenFieldsFragmentDoc,
    "query AuditEntries($filter: AuditFilter, $first: Int, $after: UUID) {\n  auditEntries(filter: $filter, first: $first, after: $after) {\n    hasMore\n    entries {\n      id\n      createdAt\n      action\n      subjectKind\n      subjectId\n      subjectTitle\n      subjectPath\n      reason\n      actor {\n        id\n        fullName\n        email\n      }\n      changes {\n        field\n        before\n        after\n      }\n    }\n  }\n}": types.AuditEntriesDocument,
    "fragment ConsultationFields on Consultation {\n  id\n  lawyerName\n  clientName\n  clientEmail\n  clientPhone\n  consultationType\n  description\n  preferredDate\n  status\n  createdAt\n  respondedAt\n  responseMessage\n  proposedContact\n  answerBy\n  canReview\n  review {\n    rating\n    text\n    status\n    createdAt\n  }\n}": types.ConsultationFieldsFragmentDoc,
    "query MyConsultationRequests($filter: ConsultationFilter) {\n  myConsultationRequests(filter: $filter) {\n    ...ConsultationFields\n  }\n}": types.MyConsultationRequestsDocument,
    "mutation RespondToConsultation($id: UUID!, $accept: Boolean!, $message: String!, $proposedContact: String) {\n  respondToConsultation(\n    id: $id\n    accept: $accept\n    message: $message\n    proposedContact: $proposedContact\n  ) {\n    ...ConsultationFields\n  }\n}": types.RespondToConsultationDocument,
    "mutation ReviewConsultation($token: String!, $rating: Int!, $text: String!) {\n  reviewConsultation(token: $token, rating: $rating, text: $text) {\n    ...ConsultationFields\n  }\n}": types.ReviewConsultationDocument,
    "query TrackedConsultation($token: String!) {\n  trackedConsultation(token: $token) {\n    ...ConsultationFields\n  }\n}": types.TrackedConsultationDocument,
    "query Dashboard {\n  discussions(limit: 3) {\n    ...DiscussionCardFields\n  }\n  members(limit: 3, order: NEWEST) {\n    id\n    fullName\n    username\n    specialization\n    profileImage\n    initials\n    joinedAt\n  }\n  news(limit: 3) {\n    id\n    title\n    publishedAt\n    isAnnouncement\n    author {\n      id\n      fullName\n    }\n  }\n  documents(limit: 3) {\n    id\n    title\n    mediaType\n    typeLabel\n    createdAt\n    uploadedBy {\n      id\n      fullName\n    }\n  }\n  events(limit: 3) {\n    id\n    title\n    eventDate\n    timeZone\n    location\n    cancelledAt\n    myRsvp\n  }\n}": types.DashboardDocument,
    "mutation CreateDiscussion($input: CreateDiscussionInput!) {\n  createDiscussion(input: $input) {\n    ...DiscussionCardFields\n  }\n}": types.CreateDiscussionDocument,
    "query Discussion($id: UUID!) {\n  discussion(id: $id) {\n    ...DiscussionCardFields\n    content\n    contentHtml\n    editedAt\n    deleted\n    hidden\n    flaggedByMe\n    revisions {\n      ...PostRevisionFields\n    }\n    likedByMe\n    watchedByMe\n    replyList {\n      id\n      content\n      contentHtml\n      editedAt\n      deleted\n      likes\n      likedByMe\n      hidden\n      flaggedByMe\n      revisions {\n        ...PostRevisionFields\n      }\n      createdAt\n      author {\n        id\n        fullName\n        profileImage\n        initials\n      }\n    }\n  }\n}": types.DiscussionDocument,
    "fragment DiscussionCardFields on Discussion {\n  id\n  title\n  contentText\n  createdAt\n  lastActivityAt\n  author {\n    id\n    fullName\n    profileImage\n    initials\n  }\n  practiceArea {\n    id\n    slug\n    names {\n      en\n      so\n      ar\n      fr\n    }\n  }\n  replies\n  views\n  likes\n}": types.DiscussionCardFieldsFragmentDoc,
    "query Discussions($practiceArea: String, $search: String, $order: DiscussionOrder, $limit: Int, $offset: Int) {\n  discussions(\n    practiceArea: $practiceArea\n    search: $search\n    order: $order\n    limit: $limit\n    offset: $offset\n  ) {\n    ...DiscussionCardFields\n  }\n}": types.DiscussionsDocument,
    "mutation EditDiscussion($input: EditDiscussionInput!) {\n  editDiscussion(input: $input) {\n    id\n  }\n}\n\nmutation EditDiscussionReply($input: EditDiscussionReplyInput!) {\n  editDiscussionReply(input: $input) {\n    id\n  }\n}\n\nmutation DeleteDiscussion($id: UUID!, $reason: String) {\n  deleteDiscussion(id: $id, reason: $reason) {\n    id\n  }\n}\n\nmutation DeleteDiscussionReply($id: UUID!, $reason: String) {\n  deleteDiscussionReply(id: $id, reason: $reason) {\n    id\n  }\n}": types.EditDiscussionDocument,
    "mutation FlagPost($input: FlagPostInput!) {\n  flagPost(input: $input) {\n    updated\n    hidden\n  }\n}": types.FlagPostDocument,
    "query MemberSuggestions($search: String!) {\n  memberSuggestions(search: $search) {\n    id\n    fullName\n    initials\n    profileImage\n    markup\n  }\n}": types.MemberSuggestionsDocument,
    "fragment PostRevisionFields on PostRevision {\n  id\n  title\n  contentHtml\n  editorName\n  reason\n  replacedAt\n}": types.PostRevisionFieldsFragmentDoc,
    "query PreviewPost($content: String!) {\n  previewPost(content: $content)\n}": types.PreviewPostDocument,
    "mutation RecordDiscussionView($discussionId: UUID!) {\n  recordDiscussionView(discussionId: $discussionId) {\n    id\n    views\n  }\n}": types.RecordDiscussionViewDocument,
    "mutation ReplyToDiscussion($input: ReplyToDiscussionInput!) {\n  replyToDiscussion(input: $input) {\n    id\n    content\n    contentHtml\n    editedAt\n    deleted\n    revisions {\n      ...PostRevisionFields\n    }\n    createdAt\n    author {\n      id\n      fullName\n      profileImage\n      initials\n    }\n  }\n}": types.ReplyToDiscussionDocument,
    "mutation SetDiscussionWatch($discussionId: UUID!, $watching: Boolean!) {\n  setDiscussionWatch(discussionId: $discussionId, watching: $watching) {\n    id\n    watchedByMe\n  }\n}": types.SetDiscussionWatchDocument,
    "mutation ToggleDiscussionLike($discussionId: UUID!) {\n  toggleDiscussionLike(discussionId: $discussionId) {\n    id\n    likes\n    likedByMe\n  }\n}": types.ToggleDiscussionLikeDocument,
    "mutation ToggleDiscussionReplyLike($replyId: UUID!) {\n  toggleDiscussionReplyLike(replyId: $replyId) {\n    id\n    likes\n    likedByMe\n  }\n}": types.ToggleDiscussionReplyLikeDocument,
    "mutation DeleteDocument($id: UUID!) {\n  deleteDocument(id: $id)\n}": types.DeleteDocumentDocument,
    "fragment DocumentFields on Document {\n  id\n  title\n  description\n  mediaType\n  typeLabel\n  fileName\n  size\n  downloads\n  status\n  createdAt\n  downloadUrl\n  canDelete\n  uploadedBy {\n    id\n    fullName\n    initials\n    profileImage\n  }\n  practiceArea {\n    id\n    slug\n    names {\n      en\n      so\n      ar\n      fr\n    }\n  }\n}": types.DocumentFieldsFragmentDoc,
    "query DocumentUploadLimits {\n  documentUploadLimits {\n    maxFileBytes\n    maxFiles\n    mediaTypes\n    quotaBytes\n    usedBytes\n    filesPerHour\n    filesLeftThisHour\n    scanned\n  }\n}": types.DocumentUploadLimitsDocument,
    "query Documents($practiceArea: String, $limit: Int) {\n  documents(practiceArea: $practiceArea, limit: $limit) {\n    ...DocumentFields\n  }\n}": types.DocumentsDocument,
    "query CalendarFeed {\n  calendarFeed {\n    active\n    createdAt\n  }\n}\n\nmutation RegenerateCalendarFeed {\n  regenerateCalendarFeed {\n    active\n    createdAt\n    path\n  }\n}\n\nmutation RevokeCalendarFeed {\n  revokeCalendarFeed {\n    active\n    createdAt\n  }\n}": types.CalendarFeedDocument,
    "mutation CancelEvent($id: UUID!) {\n  cancelEvent(id: $id) {\n    ...EventFields\n  }\n}": types.CancelEventDocument,
    "query Event($id: UUID!) {\n  event(id: $id) {\n    ...EventFields\n  }\n}": types.EventDocument,
    "query EventAttendees($eventId: UUID!) {\n  eventAttendees(eventId: $eventId) {\n    userId\n    fullName\n    status\n    waitlistPosition\n    attended\n  }\n}": types.EventAttendeesDocument,
    "fragment EventFields on PortalEvent {\n  id\n  title\n  description\n  eventDate\n  timeZone\n  location\n  category\n  practiceAreaId\n  registrationRequired\n  registrationOpen\n  maxAttendees\n  attendees\n  waitlisted\n  placesLeft\n  cancelledAt\n  isPublic\n  myRsvp\n  myWaitlistPosition\n  organizer {\n    id\n    fullName\n  }\n}": types.EventFieldsFragmentDoc,
    "query Events($period: EventPeriod, $category: EventCategory, $practiceAreaId: UUID, $limit: Int, $offset: Int) {\n  events(\n    period: $period\n    category: $category\n    practiceAreaId: $practiceAreaId\n    limit: $limit\n    offset: $offset\n  ) {\n    ...EventFields\n  }\n}": types.EventsDocument,
    "mutation MarkEventAttendance($eventId: UUID!, $userId: UUID!, $attended: Boolean!) {\n  markEventAttendance(eventId: $eventId, userId: $userId, attended: $attended) {\n    userId\n    attended\n  }\n}": types.MarkEventAttendanceDocument,
    "query PublicEvents {\n  publicEvents(limit: 3) {\n    id\n    title\n    eventDate\n    timeZone\n    location\n    category\n  }\n}": types.PublicEventsDocument,
    "mutation RsvpEvent($eventId: UUID!, $answer: RsvpAnswer!) {\n  rsvpEvent(eventId: $eventId, answer: $answer) {\n    ...EventFields\n  }\n}": types.RsvpEventDocument,
    "mutation UpdateEvent($id: UUID!, $input: UpdateEventInput!) {\n  updateEvent(id: $id, input: $input) {\n    ...EventFields\n  }\n}": types.UpdateEventDocument,
    "query Insight($period: InsightPeriod) {\n  insight(period: $period) {\n    period\n    from\n    to\n    submissions {\n      pending\n      oldestPendingAt\n      weeks {\n        week\n        submitted\n        approved\n        rejected\n      }\n    }\n    consultations {\n      requests\n      medianResponseHours\n      areas {\n        area\n        requests\n        answered\n        medianResponseHours\n      }\n    }\n    members {\n      month\n      joined\n      active\n    }\n    events {\n      id\n      title\n      eventDate\n      capacity\n      going\n      waitlisted\n      attended\n      cancelled\n    }\n  }\n}": types.InsightDocument,
    "mutation AcceptInvitation($input: AcceptInvitationInput!) {\n  acceptInvitation(input: $input) {\n    id\n    fullName\n    initials\n    profileImage\n    role\n    mfaEnabled\n    mfaEnrolmentRequired\n  }\n}": types.AcceptInvitationDocument,
    "query Invitation($token: String!) {\n  invitation(token: $token) {\n    email\n    invitedByName\n    expiresAt\n  }\n}": types.InvitationDocument,
    "mutation InviteMember($email: String!) {\n  inviteMember(email: $email) {\n    id\n    email\n    expiresAt\n    emailSent\n    link\n  }\n}": types.InviteMemberDocument,
    "query PendingInvitations {\n  invitations {\n    id\n    email\n    invitedByName\n    createdAt\n    expiresAt\n  }\n}": types.PendingInvitationsDocument,
    "mutation ResendInvitation($id: UUID!) {\n  resendInvitation(id: $id) {\n    id\n    email\n    emailSent\n    expiresAt\n    link\n  }\n}": types.ResendInvitationDocument,
    "fragment LawyerProfileFields on Lawyer {\n  id\n  fullName\n  specialization\n  practiceAreas\n  languages\n  experience\n  bio\n  profileImage\n  verified\n  averageRating\n  totalReviews\n  consultationRate\n  publicConsultationAvailable\n  contactPhone\n  officeAddress\n  websiteUrl\n  linkedinUrl\n}": types.LawyerProfileFieldsFragmentDoc,
    "query MyLawyerProfile {\n  myLawyerProfile {\n    ...LawyerProfileFields\n  }\n}": types.MyLawyerProfileDocument,
    "query PublicLawyerPage($slug: String!, $locale: String, $reviewsLimit: Int) {\n  publicLawyer(slug: $slug) {\n    ...LawyerProfileFields\n    slug\n  }\n  publicLawyerHead(slug: $slug, locale: $locale) {\n    title\n    description\n    canonical\n    alternates {\n      hreflang\n      href\n    }\n    openGraph {\n      property\n      content\n    }\n    jsonLd\n  }\n  publicLawyerReviews(slug: $slug, limit: $reviewsLimit) {\n    ...PublicReviewPageFields\n  }\n}": types.PublicLawyerPageDocument,
    "query PublicLawyerReviews($slug: String!, $limit: Int, $offset: Int) {\n  publicLawyerReviews(slug: $slug, limit: $limit, offset: $offset) {\n    ...PublicReviewPageFields\n  }\n}": types.PublicLawyerReviewsDocument,
    "fragment PublicReviewPageFields on PublicReviewPage {\n  total\n  items {\n    id\n    rating\n    text\n    reviewerName\n    consultationType\n    createdAt\n  }\n}": types.PublicReviewPageFieldsFragmentDoc,
    "mutation SaveLawyerProfile($input: LawyerProfileInput!) {\n  saveLawyerProfile(input: $input) {\n    ...LawyerProfileFields\n  }\n}": types.SaveLawyerProfileDocument,
    "mutation ChangeMemberRole($id: UUID!, $role: Role!, $reason: String!) {\n  changeMemberRole(id: $id, role: $role, reason: $reason) {\n    id\n    role\n  }\n}": types.ChangeMemberRoleDocument,
    "query Member($id: UUID!) {\n  member(id: $id) {\n    ...MemberCardFields\n  }\n}": types.MemberDocument,
    "fragment MemberCardFields on Member {\n  id\n  fullName\n  username\n  specialization\n  bio\n  profileImage\n  initials\n  connectionState\n  connectionId\n}": types.MemberCardFieldsFragmentDoc,
    "query MemberHistory($id: UUID!, $limit: Int) {\n  memberHistory(id: $id, limit: $limit) {\n    memberId\n    fullName\n    role\n    suspendedAt\n    submissions {\n      ...MemberHistorySectionFields\n    }\n    discussions {\n      ...MemberHistorySectionFields\n    }\n    replies {\n      ...MemberHistorySectionFields\n    }\n    flagsRaised {\n      ...MemberHistorySectionFields\n    }\n    flagsReceived {\n      ...MemberHistorySectionFields\n    }\n    consultations {\n      ...MemberHistorySectionFields\n    }\n    consultationFigures {\n      received\n      answered\n      medianResponseSeconds\n    }\n    rsvps {\n      ...MemberHistorySectionFields\n    }\n    documents {\n      ...MemberHistorySectionFields\n    }\n    securityEvents {\n      ...MemberHistorySectionFields\n    }\n    staffActs {\n      ...MemberHistorySectionFields\n    }\n  }\n}": types.MemberHistoryDocument,
    "fragment MemberHistorySectionFields on MemberHistorySection {\n  total\n  items {\n    id\n    kind\n    title\n    state\n    detail\n    at\n    path\n  }\n}": types.MemberHistorySectionFieldsFragmentDoc,
    "query MemberProfile($id: UUID!) {\n  memberProfile(id: $id) {\n    ...MemberProfileFields\n  }\n}": types.MemberProfileDocument,
    "fragment MemberProfileFields on MemberProfile {\n  id\n  member {\n    ...MemberCardFields\n    joinedAt\n  }\n  title\n  practiceAreas\n  languages\n  city\n  email\n  phone\n  emailVisibility\n  phoneVisibility\n  lawyerSlug\n  recentDiscussions {\n    id\n    title\n    createdAt\n  }\n  connections {\n    ...MemberCardFields\n  }\n  connectionCount\n}": types.MemberProfileFieldsFragmentDoc,
    "query MemberSuspension($id: UUID!) {\n  memberSuspension(id: $id) {\n    id\n    suspendedAt\n  }\n}": types.MemberSuspensionDocument,
    "query Members($limit: Int, $offset: Int, $order: MemberOrder) {\n  members(limit: $limit, offset: $offset, order: $order) {\n    ...MemberCardFields\n  }\n  memberCount\n}": types.MembersDocument,
    "query MyConnections {\n  myConnections {\n    connections {\n      ...MemberCardFields\n    }\n    received {\n      ...MemberCardFields\n    }\n    sent {\n      ...MemberCardFields\n    }\n  }\n}": types.MyConnectionsDocument,
    "mutation ReinstateMember($id: UUID!, $reason: String!) {\n  reinstateMember(id: $id, reason: $reason) {\n    id\n    suspendedAt\n  }\n}": types.ReinstateMemberDocument,
    "mutation RequestConnection($memberId: UUID!) {\n  requestConnection(memberId: $memberId) {\n    ...MemberCardFields\n  }\n}": types.RequestConnectionDocument,
    "mutation RespondToConnection($connectionId: UUID!, $accept: Boolean!) {\n  respondToConnection(connectionId: $connectionId, accept: $accept) {\n    ...MemberCardFields\n  }\n}": types.RespondToConnectionDocument,
    "mutation SuspendMember($id: UUID!, $reason: String!) {\n  suspendMember(id: $id, reason: $reason) {\n    id\n    suspendedAt\n  }\n}": types.SuspendMemberDocument,
    "mutation UpdateMemberProfile($input: MemberProfileInput!) {\n  updateMemberProfile(input: $input) {\n    ...MemberProfileFields\n  }\n}": types.UpdateMemberProfileDocument,
    "mutation WithdrawConnectionRequest($connectionId: UUID!) {\n  withdrawConnectionRequest(connectionId: $connectionId) {\n    ...MemberCardFields\n  }\n}": types.WithdrawConnectionRequestDocument,
    "mutation DecideMembershipApplication($input: DecideMembershipApplicationInput!) {\n  decideMembershipApplication(input: $input) {\n    invited\n    application {\n      id\n      status\n    }\n  }\n}": types.DecideMembershipApplicationDocument,
    "query MembershipApplications {\n  membershipApplications(status: PENDING) {\n    id\n    fullName\n    email\n    phone\n    barNumber\n    specialization\n    city\n    message\n    status\n    createdAt\n  }\n}": types.MembershipApplicationsDocument,
    "query Conversation($withMemberId: UUID!, $before: UUID) {\n  conversation(withMemberId: $withMemberId, before: $before) {\n    participant {\n      id\n      fullName\n      initials\n      profileImage\n    }\n    hasMore\n    messages {\n      ...MessageFields\n    }\n  }\n}": types.ConversationDocument,
    "query Conversations {\n  conversations {\n    participant {\n      id\n      fullName\n      initials\n      profileImage\n    }\n    unread\n    unreadCount\n    lastMessage {\n      ...MessageFields\n    }\n  }\n}": types.ConversationsDocument,
    "mutation MarkConversationRead($withMemberId: UUID!) {\n  markConversationRead(withMemberId: $withMemberId) {\n    unreadMessages\n    unreadNotifications\n    pendingConsultations\n  }\n}": types.MarkConversationReadDocument,
    "subscription MessageEvents {\n  messageEvents {\n    kind\n    withMemberId\n    readerId\n    readAt\n    messageIds\n    unreadMessages\n    message {\n      ...MessageFields\n    }\n  }\n}": types.MessageEventsDocument,
    "fragment MessageFields on Message {\n  id\n  senderId\n  recipientId\n  subject\n  content\n  read\n  readAt\n  createdAt\n  sender {\n    id\n    fullName\n    initials\n    profileImage\n  }\n}": types.MessageFieldsFragmentDoc,
    "query MessageRecipients($search: String) {\n  members(limit: 20, order: NAME, search: $search) {\n    id\n    fullName\n    initials\n    profileImage\n    specialization\n  }\n}": types.MessageRecipientsDocument,
    "query Presence($memberId: UUID!) {\n  presence(memberId: $memberId) {\n    memberId\n    online\n    lastSeenAt\n  }\n}": types.PresenceDocument,
    "subscription PresenceChanged($memberId: UUID!) {\n  presenceChanged(memberId: $memberId) {\n    memberId\n    online\n    lastSeenAt\n  }\n}": types.PresenceChangedDocument,
    "mutation SendMessage($input: SendMessageInput!) {\n  sendMessage(input: $input) {\n    ...MessageFields\n  }\n}": types.SendMessageDocument,
    "query AdminConsultations($limit: Int, $offset: Int) {\n  consultations(limit: $limit, offset: $offset) {\n    id\n    clientName\n    clientEmail\n    clientPhone\n    consultationType\n    description\n    preferredDate\n    createdAt\n    status\n    lawyer {\n      fullName\n    }\n  }\n}": types.AdminConsultationsDocument,
    "query AdminStats {\n  adminStats {\n    pendingNews\n    pendingReviews\n    totalConsultations\n    totalMembers\n    pendingContent\n    newsQueue\n    eventsQueue\n    socialQueue\n    flaggedPosts\n  }\n}": types.AdminStatsDocument,
    "mutation DecideContent($type: SubmissionType!, $input: DecisionInput!) {\n  decideContent(type: $type, input: $input) {\n    id\n    status\n    approved\n    reason\n    applied\n  }\n}": types.DecideContentDocument,
    "mutation DecideFlaggedPost($input: DecideFlaggedPostInput!) {\n  decideFlaggedPost(input: $input) {\n    outcome\n    flaggers\n    hidden\n  }\n}": types.DecideFlaggedPostDocument,
    "mutation DecideNews($input: DecisionInput!) {\n  decideNews(input: $input) {\n    id\n    status\n    approved\n    reason\n    applied\n  }\n}": types.DecideNewsDocument,
    "mutation DecideReview($input: DecisionInput!) {\n  decideReview(input: $input) {\n    id\n    status\n    approved\n    reason\n    applied\n  }\n}": types.DecideReviewDocument,
    "query FlaggedPosts {\n  flaggedPosts(limit: 50) {\n    kind\n    id\n    discussionId\n    discussionTitle\n    content\n    author {\n      id\n      fullName\n    }\n    createdAt\n    hidden\n    flagCount\n    flags {\n      reason\n      note\n      flaggerName\n      createdAt\n    }\n    firstFlaggedAt\n  }\n}": types.FlaggedPostsDocument,
    "query PendingContent($types: [SubmissionType!]) {\n  pendingContent(types: $types) {\n    ...SubmissionFields\n  }\n}": types.PendingContentDocument,
    "query PendingNews {\n  pendingNews {\n    id\n    title\n    excerpt\n    content\n    category\n    createdAt\n    status\n    author {\n      fullName\n    }\n  }\n}": types.PendingNewsDocument,
    "query PendingReviews {\n  pendingReviews {\n    id\n    rating\n    reviewText\n    clientName\n    consultationType\n    createdAt\n    status\n    lawyer {\n      fullName\n    }\n  }\n}": types.PendingReviewsDocument,
    "query ShellCounts {\n  shellCounts {\n    unreadMessages\n    unreadNotifications\n    pendingConsultations\n  }\n}": types.ShellCountsDocument,
    "mutation CreateAnnouncement($input: CreateAnnouncementInput!) {\n  createAnnouncement(input: $input) {\n    ...NewsCardFields\n  }\n}": types.CreateAnnouncementDocument,
    "query News($limit: Int, $offset: Int, $bookmarkedOnly: Boolean) {\n  news(limit: $limit, offset: $offset, bookmarkedOnly: $bookmarkedOnly) {\n    ...NewsCardFields\n  }\n}": types.NewsDocument,
    "fragment NewsCardFields on NewsItem {\n  id\n  title\n  excerpt\n  content\n  category\n  isAnnouncement\n  createdAt\n  publishedAt\n  author {\n    id\n    fullName\n    profileImage\n    initials\n  }\n  bookmarkedByMe\n}": types.NewsCardFieldsFragmentDoc,
    "query NewsItem($id: UUID!) {\n  newsItem(id: $id) {\n    ...NewsCardFields\n  }\n}": types.NewsItemDocument,
    "mutation ToggleNewsBookmark($newsItemId: UUID!) {\n  toggleNewsBookmark(newsItemId: $newsItemId) {\n    id\n    bookmarkedByMe\n  }\n}": types.ToggleNewsBookmarkDocument,
    "query MailPreferences {\n  mailPreferences {\n    ...MailPreferencesFields\n  }\n}\n\nfragment MailPreferencesFields on MailPreferences {\n  modes {\n    category\n    mode\n  }\n  language\n  timeZone\n  bouncedAddress\n  bounceReason\n}": types.MailPreferencesDocument,
    "mutation MarkAllNotificationsRead {\n  markAllNotificationsRead {\n    unreadMessages\n    unreadNotifications\n    pendingConsultations\n  }\n}": types.MarkAllNotificationsReadDocument,
    "mutation MarkNotificationsRead($ids: [UUID!]!) {\n  markNotificationsRead(ids: $ids) {\n    unreadMessages\n    unreadNotifications\n    pendingConsultations\n  }\n}": types.MarkNotificationsReadDocument,
    "query Notifications($limit: Int, $offset: Int) {\n  notifications(limit: $limit, offset: $offset) {\n    id\n    kind\n    actor {\n      id\n      fullName\n      profileImage\n      initials\n    }\n    discussion {\n      id\n      title\n      replyId\n    }\n    document {\n      id\n      fileName\n    }\n    event {\n      id\n      title\n    }\n    consultation {\n      id\n      clientName\n    }\n    subjectTitle\n    reason\n    connectionId\n    createdAt\n    read\n  }\n}": types.NotificationsDocument,
    "mutation UpdateMailPreferences($input: MailPreferencesInput!) {\n  updateMailPreferences(input: $input) {\n    ...MailPreferencesFields\n  }\n}": types.UpdateMailPreferencesDocument,
    "query PracticeAreas {\n  practiceAreas {\n    id\n    slug\n    names {\n      en\n      so\n      ar\n      fr\n    }\n  }\n}": types.PracticeAreasDocument,
    "mutation ApplyForMembership($input: MembershipApplicationInput!) {\n  applyForMembership(input: $input)\n}": types.ApplyForMembershipDocument,
    "mutation SendContactMessage($input: ContactMessageInput!) {\n  sendContactMessage(input: $input)\n}": types.SendContactMessageDocument,
    "query Search($query: String!, $limit: Int) {\n  search(query: $query, limit: $limit) {\n    query\n    discussions {\n      id\n      title\n      snippet\n      createdAt\n      author {\n        id\n        fullName\n      }\n      practiceArea {\n        id\n        slug\n        names {\n          en\n          so\n          ar\n          fr\n        }\n      }\n    }\n    members {\n      id\n      fullName\n      username\n      specialization\n      profileImage\n      initials\n    }\n    news {\n      id\n      title\n      snippet\n      publishedAt\n    }\n    documents {\n      id\n      title\n      snippet\n      createdAt\n    }\n    events {\n      id\n      title\n      snippet\n      eventDate\n    }\n  }\n}": types.SearchDocument,
    "query SecurityEvents($filter: SecurityEventFilter, $first: Int, $after: UUID) {\n  securityEvents(filter: $filter, first: $first, after: $after) {\n    hasMore\n    events {\n      id\n      occurredAt\n      type\n      outcome\n      ip\n      userAgent\n      details\n      actor {\n        id\n        fullName\n        email\n      }\n      subject {\n        id\n        fullName\n        email\n      }\n    }\n  }\n}": types.SecurityEventsDocument,
    "mutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input)\n}": types.ChangePasswordDocument,
    "query MyDataExport {\n  myDataExport {\n    id\n    state\n    requestedAt\n    readyAt\n    expiresAt\n    nextRequestAt\n  }\n}\n\nmutation RequestDataExport {\n  requestDataExport {\n    id\n    state\n    requestedAt\n    readyAt\n    expiresAt\n    nextRequestAt\n  }\n}\n\nmutation CloseAccount($input: CloseAccountInput!) {\n  closeAccount(input: $input)\n}": types.MyDataExportDocument,
    "mutation RequestEmailChange($input: RequestEmailChangeInput!) {\n  requestEmailChange(input: $input)\n}": types.RequestEmailChangeDocument,
    "query MfaStatus {\n  mfaStatus {\n    enabled\n    required\n    recoveryCodesLeft\n  }\n}\n\nmutation StartMfaEnrolment {\n  startMfaEnrolment {\n    secret\n    otpauthUri\n  }\n}\n\nmutation ConfirmMfaEnrolment($input: MfaCodeInput!) {\n  confirmMfaEnrolment(input: $input) {\n    recoveryCodes\n    viewer {\n      id\n      mfaEnabled\n      mfaEnrolmentRequired\n    }\n  }\n}\n\nmutation DisableMfa($input: DisableMfaInput!) {\n  disableMfa(input: $input) {\n    id\n    mfaEnabled\n    mfaEnrolmentRequired\n  }\n}\n\nquery MySessions {\n  mySessions {\n    id\n    userAgent\n    browser\n    operatingSystem\n    deviceType\n    ipAddress\n    createdAt\n    lastUsedAt\n    current\n  }\n}\n\nmutation RevokeSession($id: UUID!) {\n  revokeSession(id: $id)\n}\n\nmutation SignOutEverywhereElse {\n  signOutEverywhereElse\n}\n\nmutation RegenerateMfaRecoveryCodes {\n  regenerateMfaRecoveryCodes\n}\n\nmutation Reauthenticate($input: ReauthenticateInput!) {\n  reauthenticate(input: $input)\n}\n\nquery AccountEmail {\n  me {\n    id\n    email\n  }\n}": types.MfaStatusDocument,
    "mutation CompleteSignIn($input: MfaCodeInput!) {\n  completeSignIn(input: $input) {\n    id\n  }\n}": types.CompleteSignInDocument,
    "mutation ConfirmEmailChange($input: ConfirmEmailChangeInput!) {\n  confirmEmailChange(input: $input)\n}": types.ConfirmEmailChangeDocument,
    "query Me {\n  me {\n    id\n    fullName\n    initials\n    profileImage\n    role\n    mfaEnabled\n    mfaEnrolmentRequired\n  }\n}": types.MeDocument,
    "mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n  requestPasswordReset(input: $input)\n}": types.RequestPasswordResetDocument,
    "mutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input)\n}": types.ResetPasswordDocument,
    "mutation SignIn($input: SignInInput!) {\n  signIn(input: $input) {\n    mfaRequired\n    viewer {\n      id\n    }\n  }\n}": types.SignInDocument,
    "mutation SignOut {\n  signOut\n}": types.SignOutDocument,
    "query RecentSocialActivity($limit: Int) {\n  recentSocialActivity(limit: $limit) {\n    id\n    platform\n    content\n    hashtags\n    postUrl\n    externalUrl\n    publishedAt\n  }\n}": types.RecentSocialActivityDocument,
    "query PortalStats {\n  portalStats {\n    discussions\n    documents\n    members\n  }\n}": types.PortalStatsDocument,
    "query MySubmissions($limit: Int) {\n  mySubmissions(limit: $limit) {\n    ...SubmissionFields\n  }\n}": types.MySubmissionsDocument,
    "mutation ResubmitContent($input: ResubmitContentInput!) {\n  resubmitContent(input: $input) {\n    ...SubmissionFields\n  }\n}": types.ResubmitContentDocument,
    "fragment SubmissionFields on Submission {\n  id\n  type\n  status\n  title\n  excerpt\n  content\n  newsCategory\n  eventCategory\n  priority\n  author {\n    id\n    fullName\n  }\n  createdAt\n  scheduledDate\n  socialMediaLinks\n  eventDate\n  location\n  registrationRequired\n  maxAttendees\n  platform\n  postUrl\n  hashtags\n  scheduledShare\n  targetAudience\n  rejectionReason\n  decidedAt\n  resubmitted\n  resubmissionOf {\n    id\n    rejectionReason\n    decidedAt\n  }\n}": types.SubmissionFieldsFragmentDoc,
    "mutation SubmitEvent($input: SubmitEventInput!) {\n  submitEvent(input: $input) {\n    ...SubmissionFields\n  }\n}": types.SubmitEventDocument,
    "mutation SubmitNews($input: SubmitNewsInput!) {\n  submitNews(input: $input) {\n    ...SubmissionFields\n  }\n}": types.SubmitNewsDocument,
    "mutation SubmitSocialPost($input: SubmitSocialPostInput!) {\n  submitSocialPost(input: $input) {\n    ...SubmissionFields\n  }\n}": types.SubmitSocialPostDocument,
    "fragment WebhookEndpointFields on WebhookEndpoint {\n  id\n  url\n  description\n  events\n  active\n  createdAt\n}\n\nquery WebhookEndpoints {\n  webhookEndpoints {\n    ...WebhookEndpointFields\n  }\n}\n\nquery WebhookDeliveries($endpointId: UUID!, $first: Int) {\n  webhookDeliveries(endpointId: $endpointId, first: $first) {\n    id\n    eventId\n    eventType\n    status\n    attempts\n    createdAt\n    lastAttemptAt\n    nextAttemptAt\n    responseStatus\n    lastError\n    deliveredAt\n  }\n}\n\nmutation CreateWebhookEndpoint($input: WebhookEndpointInput!) {\n  createWebhookEndpoint(input: $input) {\n    secret\n    endpoint {\n      ...WebhookEndpointFields\n    }\n  }\n}\n\nmutation UpdateWebhookEndpoint($id: UUID!, $input: WebhookEndpointInput!) {\n  updateWebhookEndpoint(id: $id, input: $input) {\n    ...WebhookEndpointFields\n  }\n}\n\nmutation DeleteWebhookEndpoint($id: UUID!) {\n  deleteWebhookEndpoint(id: $id)\n}\n\nmutation SendTestWebhook($endpointId: UUID!) {\n  sendTestWebhook(endpointId: $endpointId)\n}\n\nmutation RedeliverWebhook($deliveryId: UUID!) {\n  redeliverWebhook(deliveryId: $deliveryId)\n}": types.WebhookEndpointFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ApiTokenFields on ApiToken {\n  id\n  name\n  hint\n  scopes\n  status\n  createdAt\n  expiresAt\n  lastUsedAt\n  lastUsedIp\n  revokedAt\n  owner {\n    id\n    fullName\n    email\n  }\n}\n\nquery MyApiTokens {\n  myApiTokens {\n    ...ApiTokenFields\n  }\n}\n\nquery MemberApiTokens($member: String) {\n  memberApiTokens(member: $member) {\n    ...ApiTokenFields\n  }\n}\n\nmutation CreateApiToken($input: CreateApiTokenInput!) {\n  createApiToken(input: $input) {\n    token\n    apiToken {\n      ...ApiTokenFields\n    }\n  }\n}\n\nmutation RevokeApiToken($id: UUID!) {\n  revokeApiToken(id: $id)\n}\n\nmutation RevokeMemberApiToken($id: UUID!) {\n  revokeMemberApiToken(id: $id)\n}"): (typeof documents)["fragment ApiTokenFields on ApiToken {\n  id\n  name\n  hint\n  scopes\n  status\n  createdAt\n  expiresAt\n  lastUsedAt\n  lastUsedIp\n  revokedAt\n  owner {\n    id\n    fullName\n    email\n  }\n}\n\nquery MyApiTokens {\n  myApiTokens {\n    ...ApiTokenFields\n  }\n}\n\nquery MemberApiTokens($member: String) {\n  memberApiTokens(member: $member) {\n    ...ApiTokenFields\n  }\n}\n\nmutation CreateApiToken($input: CreateApiTokenInput!) {\n  createApiToken(input: $input) {\n    token\n    apiToken {\n      ...ApiTokenFields\n    }\n  }\n}\n\nmutation RevokeApiToken($id: UUID!) {\n  revokeApiToken(id: $id)\n}\n\nmutation RevokeMemberApiToken($id: UUID!) {\n  revokeMemberApiToken(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuditEntries($filter: AuditFilter, $first: Int, $after: UUID) {\n  auditEntries(filter: $filter, first: $first, after: $after) {\n    hasMore\n    entries {\n      id\n      createdAt\n      action\n      subjectKind\n      subjectId\n      subjectTitle\n      subjectPath\n      reason\n      actor {\n        id\n        fullName\n        email\n      }\n      changes {\n        field\n        before\n        after\n      }\n    }\n  }\n}"): (typeof documents)["query AuditEntries($filter: AuditFilter, $first: Int, $after: UUID) {\n  auditEntries(filter: $filter, first: $first, after: $after) {\n    hasMore\n    entries {\n      id\n      createdAt\n      action\n      subjectKind\n      subjectId\n      subjectTitle\n      subjectPath\n      reason\n      actor {\n        id\n        fullName\n        email\n      }\n      changes {\n        field\n        before\n        after\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ConsultationFields on Consultation {\n  id\n  lawyerName\n  clientName\n  clientEmail\n  clientPhone\n  consultationType\n  description\n  preferredDate\n  status\n  createdAt\n  respondedAt\n  responseMessage\n  proposedContact\n  answerBy\n  canReview\n  review {\n    rating\n    text\n    status\n    createdAt\n  }\n}"): (typeof documents)["fragment ConsultationFields on Consultation {\n  id\n  lawyerName\n  clientName\n  clientEmail\n  clientPhone\n  consultationType\n  description\n  preferredDate\n  status\n  createdAt\n  respondedAt\n  responseMessage\n  proposedContact\n  answerBy\n  canReview\n  review {\n    rating\n    text\n    status\n    createdAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyConsultationRequests($filter: ConsultationFilter) {\n  myConsultationRequests(filter: $filter) {\n    ...ConsultationFields\n  }\n}"): (typeof documents)["query MyConsultationRequests($filter: ConsultationFilter) {\n  myConsultationRequests(filter: $filter) {\n    ...ConsultationFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RespondToConsultation($id: UUID!, $accept: Boolean!, $message: String!, $proposedContact: String) {\n  respondToConsultation(\n    id: $id\n    accept: $accept\n    message: $message\n    proposedContact: $proposedContact\n  ) {\n    ...ConsultationFields\n  }\n}"): (typeof documents)["mutation RespondToConsultation($id: UUID!, $accept: Boolean!, $message: String!, $proposedContact: String) {\n  respondToConsultation(\n    id: $id\n    accept: $accept\n    message: $message\n    proposedContact: $proposedContact\n  ) {\n    ...ConsultationFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReviewConsultation($token: String!, $rating: Int!, $text: String!) {\n  reviewConsultation(token: $token, rating: $rating, text: $text) {\n    ...ConsultationFields\n  }\n}"): (typeof documents)["mutation ReviewConsultation($token: String!, $rating: Int!, $text: String!) {\n  reviewConsultation(token: $token, rating: $rating, text: $text) {\n    ...ConsultationFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TrackedConsultation($token: String!) {\n  trackedConsultation(token: $token) {\n    ...ConsultationFields\n  }\n}"): (typeof documents)["query TrackedConsultation($token: String!) {\n  trackedConsultation(token: $token) {\n    ...ConsultationFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Dashboard {\n  discussions(limit: 3) {\n    ...DiscussionCardFields\n  }\n  members(limit: 3, order: NEWEST) {\n    id\n    fullName\n    username\n    specialization\n    profileImage\n    initials\n    joinedAt\n  }\n  news(limit: 3) {\n    id\n    title\n    publishedAt\n    isAnnouncement\n    author {\n      id\n      fullName\n    }\n  }\n  documents(limit: 3) {\n    id\n    title\n    mediaType\n    typeLabel\n    createdAt\n    uploadedBy {\n      id\n      fullName\n    }\n  }\n  events(limit: 3) {\n    id\n    title\n    eventDate\n    timeZone\n    location\n    cancelledAt\n    myRsvp\n  }\n}"): (typeof documents)["query Dashboard {\n  discussions(limit: 3) {\n    ...DiscussionCardFields\n  }\n  members(limit: 3, order: NEWEST) {\n    id\n    fullName\n    username\n    specialization\n    profileImage\n    initials\n    joinedAt\n  }\n  news(limit: 3) {\n    id\n    title\n    publishedAt\n    isAnnouncement\n    author {\n      id\n      fullName\n    }\n  }\n  documents(limit: 3) {\n    id\n    title\n    mediaType\n    typeLabel\n    createdAt\n    uploadedBy {\n      id\n      fullName\n    }\n  }\n  events(limit: 3) {\n    id\n    title\n    eventDate\n    timeZone\n    location\n    cancelledAt\n    myRsvp\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateDiscussion($input: CreateDiscussionInput!) {\n  createDiscussion(input: $input) {\n    ...DiscussionCardFields\n  }\n}"): (typeof documents)["mutation CreateDiscussion($input: CreateDiscussionInput!) {\n  createDiscussion(input: $input) {\n    ...DiscussionCardFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Discussion($id: UUID!) {\n  discussion(id: $id) {\n    ...DiscussionCardFields\n    content\n    contentHtml\n    editedAt\n    deleted\n    hidden\n    flaggedByMe\n    revisions {\n      ...PostRevisionFields\n    }\n    likedByMe\n    watchedByMe\n    replyList {\n      id\n      content\n      contentHtml\n      editedAt\n      deleted\n      likes\n      likedByMe\n      hidden\n      flaggedByMe\n      revisions {\n        ...PostRevisionFields\n      }\n      createdAt\n      author {\n        id\n        fullName\n        profileImage\n        initials\n      }\n    }\n  }\n}"): (typeof documents)["query Discussion($id: UUID!) {\n  discussion(id: $id) {\n    ...DiscussionCardFields\n    content\n    contentHtml\n    editedAt\n    deleted\n    hidden\n    flaggedByMe\n    revisions {\n      ...PostRevisionFields\n    }\n    likedByMe\n    watchedByMe\n    replyList {\n      id\n      content\n      contentHtml\n      editedAt\n      deleted\n      likes\n      likedByMe\n      hidden\n      flaggedByMe\n      revisions {\n        ...PostRevisionFields\n      }\n      createdAt\n      author {\n        id\n        fullName\n        profileImage\n        initials\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment DiscussionCardFields on Discussion {\n  id\n  title\n  contentText\n  createdAt\n  lastActivityAt\n  author {\n    id\n    fullName\n    profileImage\n    initials\n  }\n  practiceArea {\n    id\n    slug\n    names {\n      en\n      so\n      ar\n      fr\n    }\n  }\n  replies\n  views\n  likes\n}"): (typeof documents)["fragment DiscussionCardFields on Discussion {\n  id\n  title\n  contentText\n  createdAt\n  lastActivityAt\n  author {\n    id\n    fullName\n    profileImage\n    initials\n  }\n  practiceArea {\n    id\n    slug\n    names {\n      en\n      so\n      ar\n      fr\n    }\n  }\n  replies\n  views\n  likes\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Discussions($practiceArea: String, $search: String, $order: DiscussionOrder, $limit: Int, $offset: Int) {\n  discussions(\n    practiceArea: $practiceArea\n    search: $search\n    order: $order\n    limit: $limit\n    offset: $offset\n  ) {\n    ...DiscussionCardFields\n  }\n}"): (typeof documents)["query Discussions($practiceArea: String, $search: String, $order: DiscussionOrder, $limit: Int, $offset: Int) {\n  discussions(\n    practiceArea: $practiceArea\n    search: $search\n    order: $order\n    limit: $limit\n    offset: $offset\n  ) {\n    ...DiscussionCardFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EditDiscussion($input: EditDiscussionInput!) {\n  editDiscussion(input: $input) {\n    id\n  }\n}\n\nmutation EditDiscussionReply($input: EditDiscussionReplyInput!) {\n  editDiscussionReply(input: $input) {\n    id\n  }\n}\n\nmutation DeleteDiscussion($id: UUID!, $reason: String) {\n  deleteDiscussion(id: $id, reason: $reason) {\n    id\n  }\n}\n\nmutation DeleteDiscussionReply($id: UUID!, $reason: String) {\n  deleteDiscussionReply(id: $id, reason: $reason) {\n    id\n  }\n}"): (typeof documents)["mutation EditDiscussion($input: EditDiscussionInput!) {\n  editDiscussion(input: $input) {\n    id\n  }\n}\n\nmutation EditDiscussionReply($input: EditDiscussionReplyInput!) {\n  editDiscussionReply(input: $input) {\n    id\n  }\n}\n\nmutation DeleteDiscussion($id: UUID!, $reason: String) {\n  deleteDiscussion(id: $id, reason: $reason) {\n    id\n  }\n}\n\nmutation DeleteDiscussionReply($id: UUID!, $reason: String) {\n  deleteDiscussionReply(id: $id, reason: $reason) {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FlagPost($input: FlagPostInput!) {\n  flagPost(input: $input) {\n    updated\n    hidden\n  }\n}"): (typeof documents)["mutation FlagPost($input: FlagPostInput!) {\n  flagPost(input: $input) {\n    updated\n    hidden\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MemberSuggestions($search: String!) {\n  memberSuggestions(search: $search) {\n    id\n    fullName\n    initials\n    profileImage\n    markup\n  }\n}"): (typeof documents)["query MemberSuggestions($search: String!) {\n  memberSuggestions(search: $search) {\n    id\n    fullName\n    initials\n    profileImage\n    markup\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PostRevisionFields on PostRevision {\n  id\n  title\n  contentHtml\n  editorName\n  reason\n  replacedAt\n}"): (typeof documents)["fragment PostRevisionFields on PostRevision {\n  id\n  title\n  contentHtml\n  editorName\n  reason\n  replacedAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PreviewPost($content: String!) {\n  previewPost(content: $content)\n}"): (typeof documents)["query PreviewPost($content: String!) {\n  previewPost(content: $content)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RecordDiscussionView($discussionId: UUID!) {\n  recordDiscussionView(discussionId: $discussionId) {\n    id\n    views\n  }\n}"): (typeof documents)["mutation RecordDiscussionView($discussionId: UUID!) {\n  recordDiscussionView(discussionId: $discussionId) {\n    id\n    views\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReplyToDiscussion($input: ReplyToDiscussionInput!) {\n  replyToDiscussion(input: $input) {\n    id\n    content\n    contentHtml\n    editedAt\n    deleted\n    revisions {\n      ...PostRevisionFields\n    }\n    createdAt\n    author {\n      id\n      fullName\n      profileImage\n      initials\n    }\n  }\n}"): (typeof documents)["mutation ReplyToDiscussion($input: ReplyToDiscussionInput!) {\n  replyToDiscussion(input: $input) {\n    id\n    content\n    contentHtml\n    editedAt\n    deleted\n    revisions {\n      ...PostRevisionFields\n    }\n    createdAt\n    author {\n      id\n      fullName\n      profileImage\n      initials\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetDiscussionWatch($discussionId: UUID!, $watching: Boolean!) {\n  setDiscussionWatch(discussionId: $discussionId, watching: $watching) {\n    id\n    watchedByMe\n  }\n}"): (typeof documents)["mutation SetDiscussionWatch($discussionId: UUID!, $watching: Boolean!) {\n  setDiscussionWatch(discussionId: $discussionId, watching: $watching) {\n    id\n    watchedByMe\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ToggleDiscussionLike($discussionId: UUID!) {\n  toggleDiscussionLike(discussionId: $discussionId) {\n    id\n    likes\n    likedByMe\n  }\n}"): (typeof documents)["mutation ToggleDiscussionLike($discussionId: UUID!) {\n  toggleDiscussionLike(discussionId: $discussionId) {\n    id\n    likes\n    likedByMe\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ToggleDiscussionReplyLike($replyId: UUID!) {\n  toggleDiscussionReplyLike(replyId: $replyId) {\n    id\n    likes\n    likedByMe\n  }\n}"): (typeof documents)["mutation ToggleDiscussionReplyLike($replyId: UUID!) {\n  toggleDiscussionReplyLike(replyId: $replyId) {\n    id\n    likes\n    likedByMe\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteDocument($id: UUID!) {\n  deleteDocument(id: $id)\n}"): (typeof documents)["mutation DeleteDocument($id: UUID!) {\n  deleteDocument(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment DocumentFields on Document {\n  id\n  title\n  description\n  mediaType\n  typeLabel\n  fileName\n  size\n  downloads\n  status\n  createdAt\n  downloadUrl\n  canDelete\n  uploadedBy {\n    id\n    fullName\n    initials\n    profileImage\n  }\n  practiceArea {\n    id\n    slug\n    names {\n      en\n      so\n      ar\n      fr\n    }\n  }\n}"): (typeof documents)["fragment DocumentFields on Document {\n  id\n  title\n  description\n  mediaType\n  typeLabel\n  fileName\n  size\n  downloads\n  status\n  createdAt\n  downloadUrl\n  canDelete\n  uploadedBy {\n    id\n    fullName\n    initials\n    profileImage\n  }\n  practiceArea {\n    id\n    slug\n    names {\n      en\n      so\n      ar\n      fr\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DocumentUploadLimits {\n  documentUploadLimits {\n    maxFileBytes\n    maxFiles\n    mediaTypes\n    quotaBytes\n    usedBytes\n    filesPerHour\n    filesLeftThisHour\n    scanned\n  }\n}"): (typeof documents)["query DocumentUploadLimits {\n  documentUploadLimits {\n    maxFileBytes\n    maxFiles\n    mediaTypes\n    quotaBytes\n    usedBytes\n    filesPerHour\n    filesLeftThisHour\n    scanned\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Documents($practiceArea: String, $limit: Int) {\n  documents(practiceArea: $practiceArea, limit: $limit) {\n    ...DocumentFields\n  }\n}"): (typeof documents)["query Documents($practiceArea: String, $limit: Int) {\n  documents(practiceArea: $practiceArea, limit: $limit) {\n    ...DocumentFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CalendarFeed {\n  calendarFeed {\n    active\n    createdAt\n  }\n}\n\nmutation RegenerateCalendarFeed {\n  regenerateCalendarFeed {\n    active\n    createdAt\n    path\n  }\n}\n\nmutation RevokeCalendarFeed {\n  revokeCalendarFeed {\n    active\n    createdAt\n  }\n}"): (typeof documents)["query CalendarFeed {\n  calendarFeed {\n    active\n    createdAt\n  }\n}\n\nmutation RegenerateCalendarFeed {\n  regenerateCalendarFeed {\n    active\n    createdAt\n    path\n  }\n}\n\nmutation RevokeCalendarFeed {\n  revokeCalendarFeed {\n    active\n    createdAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CancelEvent($id: UUID!) {\n  cancelEvent(id: $id) {\n    ...EventFields\n  }\n}"): (typeof documents)["mutation CancelEvent($id: UUID!) {\n  cancelEvent(id: $id) {\n    ...EventFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Event($id: UUID!) {\n  event(id: $id) {\n    ...EventFields\n  }\n}"): (typeof documents)["query Event($id: UUID!) {\n  event(id: $id) {\n    ...EventFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EventAttendees($eventId: UUID!) {\n  eventAttendees(eventId: $eventId) {\n    userId\n    fullName\n    status\n    waitlistPosition\n    attended\n  }\n}"): (typeof documents)["query EventAttendees($eventId: UUID!) {\n  eventAttendees(eventId: $eventId) {\n    userId\n    fullName\n    status\n    waitlistPosition\n    attended\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment EventFields on PortalEvent {\n  id\n  title\n  description\n  eventDate\n  timeZone\n  location\n  category\n  practiceAreaId\n  registrationRequired\n  registrationOpen\n  maxAttendees\n  attendees\n  waitlisted\n  placesLeft\n  cancelledAt\n  isPublic\n  myRsvp\n  myWaitlistPosition\n  organizer {\n    id\n    fullName\n  }\n}"): (typeof documents)["fragment EventFields on PortalEvent {\n  id\n  title\n  description\n  eventDate\n  timeZone\n  location\n  category\n  practiceAreaId\n  registrationRequired\n  registrationOpen\n  maxAttendees\n  attendees\n  waitlisted\n  placesLeft\n  cancelledAt\n  isPublic\n  myRsvp\n  myWaitlistPosition\n  organizer {\n    id\n    fullName\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Events($period: EventPeriod, $category: EventCategory, $practiceAreaId: UUID, $limit: Int, $offset: Int) {\n  events(\n    period: $period\n    category: $category\n    practiceAreaId: $practiceAreaId\n    limit: $limit\n    offset: $offset\n  ) {\n    ...EventFields\n  }\n}"): (typeof documents)["query Events($period: EventPeriod, $category: EventCategory, $practiceAreaId: UUID, $limit: Int, $offset: Int) {\n  events(\n    period: $period\n    category: $category\n    practiceAreaId: $practiceAreaId\n    limit: $limit\n    offset: $offset\n  ) {\n    ...EventFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MarkEventAttendance($eventId: UUID!, $userId: UUID!, $attended: Boolean!) {\n  markEventAttendance(eventId: $eventId, userId: $userId, attended: $attended) {\n    userId\n    attended\n  }\n}"): (typeof documents)["mutation MarkEventAttendance($eventId: UUID!, $userId: UUID!, $attended: Boolean!) {\n  markEventAttendance(eventId: $eventId, userId: $userId, attended: $attended) {\n    userId\n    attended\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PublicEvents {\n  publicEvents(limit: 3) {\n    id\n    title\n    eventDate\n    timeZone\n    location\n    category\n  }\n}"): (typeof documents)["query PublicEvents {\n  publicEvents(limit: 3) {\n    id\n    title\n    eventDate\n    timeZone\n    location\n    category\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RsvpEvent($eventId: UUID!, $answer: RsvpAnswer!) {\n  rsvpEvent(eventId: $eventId, answer: $answer) {\n    ...EventFields\n  }\n}"): (typeof documents)["mutation RsvpEvent($eventId: UUID!, $answer: RsvpAnswer!) {\n  rsvpEvent(eventId: $eventId, answer: $answer) {\n    ...EventFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateEvent($id: UUID!, $input: UpdateEventInput!) {\n  updateEvent(id: $id, input: $input) {\n    ...EventFields\n  }\n}"): (typeof documents)["mutation UpdateEvent($id: UUID!, $input: UpdateEventInput!) {\n  updateEvent(id: $id, input: $input) {\n    ...EventFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Insight($period: InsightPeriod) {\n  insight(period: $period) {\n    period\n    from\n    to\n    submissions {\n      pending\n      oldestPendingAt\n      weeks {\n        week\n        submitted\n        approved\n        rejected\n      }\n    }\n    consultations {\n      requests\n      medianResponseHours\n      areas {\n        area\n        requests\n        answered\n        medianResponseHours\n      }\n    }\n    members {\n      month\n      joined\n      active\n    }\n    events {\n      id\n      title\n      eventDate\n      capacity\n      going\n      waitlisted\n      attended\n      cancelled\n    }\n  }\n}"): (typeof documents)["query Insight($period: InsightPeriod) {\n  insight(period: $period) {\n    period\n    from\n    to\n    submissions {\n      pending\n      oldestPendingAt\n      weeks {\n        week\n        submitted\n        approved\n        rejected\n      }\n    }\n    consultations {\n      requests\n      medianResponseHours\n      areas {\n        area\n        requests\n        answered\n        medianResponseHours\n      }\n    }\n    members {\n      month\n      joined\n      active\n    }\n    events {\n      id\n      title\n      eventDate\n      capacity\n      going\n      waitlisted\n      attended\n      cancelled\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AcceptInvitation($input: AcceptInvitationInput!) {\n  acceptInvitation(input: $input) {\n    id\n    fullName\n    initials\n    profileImage\n    role\n    mfaEnabled\n    mfaEnrolmentRequired\n  }\n}"): (typeof documents)["mutation AcceptInvitation($input: AcceptInvitationInput!) {\n  acceptInvitation(input: $input) {\n    id\n    fullName\n    initials\n    profileImage\n    role\n    mfaEnabled\n    mfaEnrolmentRequired\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Invitation($token: String!) {\n  invitation(token: $token) {\n    email\n    invitedByName\n    expiresAt\n  }\n}"): (typeof documents)["query Invitation($token: String!) {\n  invitation(token: $token) {\n    email\n    invitedByName\n    expiresAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation InviteMember($email: String!) {\n  inviteMember(email: $email) {\n    id\n    email\n    expiresAt\n    emailSent\n    link\n  }\n}"): (typeof documents)["mutation InviteMember($email: String!) {\n  inviteMember(email: $email) {\n    id\n    email\n    expiresAt\n    emailSent\n    link\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PendingInvitations {\n  invitations {\n    id\n    email\n    invitedByName\n    createdAt\n    expiresAt\n  }\n}"): (typeof documents)["query PendingInvitations {\n  invitations {\n    id\n    email\n    invitedByName\n    createdAt\n    expiresAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResendInvitation($id: UUID!) {\n  resendInvitation(id: $id) {\n    id\n    email\n    emailSent\n    expiresAt\n    link\n  }\n}"): (typeof documents)["mutation ResendInvitation($id: UUID!) {\n  resendInvitation(id: $id) {\n    id\n    email\n    emailSent\n    expiresAt\n    link\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment LawyerProfileFields on Lawyer {\n  id\n  fullName\n  specialization\n  practiceAreas\n  languages\n  experience\n  bio\n  profileImage\n  verified\n  averageRating\n  totalReviews\n  consultationRate\n  publicConsultationAvailable\n  contactPhone\n  officeAddress\n  websiteUrl\n  linkedinUrl\n}"): (typeof documents)["fragment LawyerProfileFields on Lawyer {\n  id\n  fullName\n  specialization\n  practiceAreas\n  languages\n  experience\n  bio\n  profileImage\n  verified\n  averageRating\n  totalReviews\n  consultationRate\n  publicConsultationAvailable\n  contactPhone\n  officeAddress\n  websiteUrl\n  linkedinUrl\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyLawyerProfile {\n  myLawyerProfile {\n    ...LawyerProfileFields\n  }\n}"): (typeof documents)["query MyLawyerProfile {\n  myLawyerProfile {\n    ...LawyerProfileFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PublicLawyerPage($slug: String!, $locale: String, $reviewsLimit: Int) {\n  publicLawyer(slug: $slug) {\n    ...LawyerProfileFields\n    slug\n  }\n  publicLawyerHead(slug: $slug, locale: $locale) {\n    title\n    description\n    canonical\n    alternates {\n      hreflang\n      href\n    }\n    openGraph {\n      property\n      content\n    }\n    jsonLd\n  }\n  publicLawyerReviews(slug: $slug, limit: $reviewsLimit) {\n    ...PublicReviewPageFields\n  }\n}"): (typeof documents)["query PublicLawyerPage($slug: String!, $locale: String, $reviewsLimit: Int) {\n  publicLawyer(slug: $slug) {\n    ...LawyerProfileFields\n    slug\n  }\n  publicLawyerHead(slug: $slug, locale: $locale) {\n    title\n    description\n    canonical\n    alternates {\n      hreflang\n      href\n    }\n    openGraph {\n      property\n      content\n    }\n    jsonLd\n  }\n  publicLawyerReviews(slug: $slug, limit: $reviewsLimit) {\n    ...PublicReviewPageFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PublicLawyerReviews($slug: String!, $limit: Int, $offset: Int) {\n  publicLawyerReviews(slug: $slug, limit: $limit, offset: $offset) {\n    ...PublicReviewPageFields\n  }\n}"): (typeof documents)["query PublicLawyerReviews($slug: String!, $limit: Int, $offset: Int) {\n  publicLawyerReviews(slug: $slug, limit: $limit, offset: $offset) {\n    ...PublicReviewPageFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PublicReviewPageFields on PublicReviewPage {\n  total\n  items {\n    id\n    rating\n    text\n    reviewerName\n    consultationType\n    createdAt\n  }\n}"): (typeof documents)["fragment PublicReviewPageFields on PublicReviewPage {\n  total\n  items {\n    id\n    rating\n    text\n    reviewerName\n    consultationType\n    createdAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SaveLawyerProfile($input: LawyerProfileInput!) {\n  saveLawyerProfile(input: $input) {\n    ...LawyerProfileFields\n  }\n}"): (typeof documents)["mutation SaveLawyerProfile($input: LawyerProfileInput!) {\n  saveLawyerProfile(input: $input) {\n    ...LawyerProfileFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChangeMemberRole($id: UUID!, $role: Role!, $reason: String!) {\n  changeMemberRole(id: $id, role: $role, reason: $reason) {\n    id\n    role\n  }\n}"): (typeof documents)["mutation ChangeMemberRole($id: UUID!, $role: Role!, $reason: String!) {\n  changeMemberRole(id: $id, role: $role, reason: $reason) {\n    id\n    role\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Member($id: UUID!) {\n  member(id: $id) {\n    ...MemberCardFields\n  }\n}"): (typeof documents)["query Member($id: UUID!) {\n  member(id: $id) {\n    ...MemberCardFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment MemberCardFields on Member {\n  id\n  fullName\n  username\n  specialization\n  bio\n  profileImage\n  initials\n  connectionState\n  connectionId\n}"): (typeof documents)["fragment MemberCardFields on Member {\n  id\n  fullName\n  username\n  specialization\n  bio\n  profileImage\n  initials\n  connectionState\n  connectionId\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MemberHistory($id: UUID!, $limit: Int) {\n  memberHistory(id: $id, limit: $limit) {\n    memberId\n    fullName\n    role\n    suspendedAt\n    submissions {\n      ...MemberHistorySectionFields\n    }\n    discussions {\n      ...MemberHistorySectionFields\n    }\n    replies {\n      ...MemberHistorySectionFields\n    }\n    flagsRaised {\n      ...MemberHistorySectionFields\n    }\n    flagsReceived {\n      ...MemberHistorySectionFields\n    }\n    consultations {\n      ...MemberHistorySectionFields\n    }\n    consultationFigures {\n      received\n      answered\n      medianResponseSeconds\n    }\n    rsvps {\n      ...MemberHistorySectionFields\n    }\n    documents {\n      ...MemberHistorySectionFields\n    }\n    securityEvents {\n      ...MemberHistorySectionFields\n    }\n    staffActs {\n      ...MemberHistorySectionFields\n    }\n  }\n}"): (typeof documents)["query MemberHistory($id: UUID!, $limit: Int) {\n  memberHistory(id: $id, limit: $limit) {\n    memberId\n    fullName\n    role\n    suspendedAt\n    submissions {\n      ...MemberHistorySectionFields\n    }\n    discussions {\n      ...MemberHistorySectionFields\n    }\n    replies {\n      ...MemberHistorySectionFields\n    }\n    flagsRaised {\n      ...MemberHistorySectionFields\n    }\n    flagsReceived {\n      ...MemberHistorySectionFields\n    }\n    consultations {\n      ...MemberHistorySectionFields\n    }\n    consultationFigures {\n      received\n      answered\n      medianResponseSeconds\n    }\n    rsvps {\n      ...MemberHistorySectionFields\n    }\n    documents {\n      ...MemberHistorySectionFields\n    }\n    securityEvents {\n      ...MemberHistorySectionFields\n    }\n    staffActs {\n      ...MemberHistorySectionFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment MemberHistorySectionFields on MemberHistorySection {\n  total\n  items {\n    id\n    kind\n    title\n    state\n    detail\n    at\n    path\n  }\n}"): (typeof documents)["fragment MemberHistorySectionFields on MemberHistorySection {\n  total\n  items {\n    id\n    kind\n    title\n    state\n    detail\n    at\n    path\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MemberProfile($id: UUID!) {\n  memberProfile(id: $id) {\n    ...MemberProfileFields\n  }\n}"): (typeof documents)["query MemberProfile($id: UUID!) {\n  memberProfile(id: $id) {\n    ...MemberProfileFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment MemberProfileFields on MemberProfile {\n  id\n  member {\n    ...MemberCardFields\n    joinedAt\n  }\n  title\n  practiceAreas\n  languages\n  city\n  email\n  phone\n  emailVisibility\n  phoneVisibility\n  lawyerSlug\n  recentDiscussions {\n    id\n    title\n    createdAt\n  }\n  connections {\n    ...MemberCardFields\n  }\n  connectionCount\n}"): (typeof documents)["fragment MemberProfileFields on MemberProfile {\n  id\n  member {\n    ...MemberCardFields\n    joinedAt\n  }\n  title\n  practiceAreas\n  languages\n  city\n  email\n  phone\n  emailVisibility\n  phoneVisibility\n  lawyerSlug\n  recentDiscussions {\n    id\n    title\n    createdAt\n  }\n  connections {\n    ...MemberCardFields\n  }\n  connectionCount\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MemberSuspension($id: UUID!) {\n  memberSuspension(id: $id) {\n    id\n    suspendedAt\n  }\n}"): (typeof documents)["query MemberSuspension($id: UUID!) {\n  memberSuspension(id: $id) {\n    id\n    suspendedAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Members($limit: Int, $offset: Int, $order: MemberOrder) {\n  members(limit: $limit, offset: $offset, order: $order) {\n    ...MemberCardFields\n  }\n  memberCount\n}"): (typeof documents)["query Members($limit: Int, $offset: Int, $order: MemberOrder) {\n  members(limit: $limit, offset: $offset, order: $order) {\n    ...MemberCardFields\n  }\n  memberCount\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyConnections {\n  myConnections {\n    connections {\n      ...MemberCardFields\n    }\n    received {\n      ...MemberCardFields\n    }\n    sent {\n      ...MemberCardFields\n    }\n  }\n}"): (typeof documents)["query MyConnections {\n  myConnections {\n    connections {\n      ...MemberCardFields\n    }\n    received {\n      ...MemberCardFields\n    }\n    sent {\n      ...MemberCardFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReinstateMember($id: UUID!, $reason: String!) {\n  reinstateMember(id: $id, reason: $reason) {\n    id\n    suspendedAt\n  }\n}"): (typeof documents)["mutation ReinstateMember($id: UUID!, $reason: String!) {\n  reinstateMember(id: $id, reason: $reason) {\n    id\n    suspendedAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequestConnection($memberId: UUID!) {\n  requestConnection(memberId: $memberId) {\n    ...MemberCardFields\n  }\n}"): (typeof documents)["mutation RequestConnection($memberId: UUID!) {\n  requestConnection(memberId: $memberId) {\n    ...MemberCardFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RespondToConnection($connectionId: UUID!, $accept: Boolean!) {\n  respondToConnection(connectionId: $connectionId, accept: $accept) {\n    ...MemberCardFields\n  }\n}"): (typeof documents)["mutation RespondToConnection($connectionId: UUID!, $accept: Boolean!) {\n  respondToConnection(connectionId: $connectionId, accept: $accept) {\n    ...MemberCardFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SuspendMember($id: UUID!, $reason: String!) {\n  suspendMember(id: $id, reason: $reason) {\n    id\n    suspendedAt\n  }\n}"): (typeof documents)["mutation SuspendMember($id: UUID!, $reason: String!) {\n  suspendMember(id: $id, reason: $reason) {\n    id\n    suspendedAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateMemberProfile($input: MemberProfileInput!) {\n  updateMemberProfile(input: $input) {\n    ...MemberProfileFields\n  }\n}"): (typeof documents)["mutation UpdateMemberProfile($input: MemberProfileInput!) {\n  updateMemberProfile(input: $input) {\n    ...MemberProfileFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WithdrawConnectionRequest($connectionId: UUID!) {\n  withdrawConnectionRequest(connectionId: $connectionId) {\n    ...MemberCardFields\n  }\n}"): (typeof documents)["mutation WithdrawConnectionRequest($connectionId: UUID!) {\n  withdrawConnectionRequest(connectionId: $connectionId) {\n    ...MemberCardFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DecideMembershipApplication($input: DecideMembershipApplicationInput!) {\n  decideMembershipApplication(input: $input) {\n    invited\n    application {\n      id\n      status\n    }\n  }\n}"): (typeof documents)["mutation DecideMembershipApplication($input: DecideMembershipApplicationInput!) {\n  decideMembershipApplication(input: $input) {\n    invited\n    application {\n      id\n      status\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MembershipApplications {\n  membershipApplications(status: PENDING) {\n    id\n    fullName\n    email\n    phone\n    barNumber\n    specialization\n    city\n    message\n    status\n    createdAt\n  }\n}"): (typeof documents)["query MembershipApplications {\n  membershipApplications(status: PENDING) {\n    id\n    fullName\n    email\n    phone\n    barNumber\n    specialization\n    city\n    message\n    status\n    createdAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Conversation($withMemberId: UUID!, $before: UUID) {\n  conversation(withMemberId: $withMemberId, before: $before) {\n    participant {\n      id\n      fullName\n      initials\n      profileImage\n    }\n    hasMore\n    messages {\n      ...MessageFields\n    }\n  }\n}"): (typeof documents)["query Conversation($withMemberId: UUID!, $before: UUID) {\n  conversation(withMemberId: $withMemberId, before: $before) {\n    participant {\n      id\n      fullName\n      initials\n      profileImage\n    }\n    hasMore\n    messages {\n      ...MessageFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Conversations {\n  conversations {\n    participant {\n      id\n      fullName\n      initials\n      profileImage\n    }\n    unread\n    unreadCount\n    lastMessage {\n      ...MessageFields\n    }\n  }\n}"): (typeof documents)["query Conversations {\n  conversations {\n    participant {\n      id\n      fullName\n      initials\n      profileImage\n    }\n    unread\n    unreadCount\n    lastMessage {\n      ...MessageFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MarkConversationRead($withMemberId: UUID!) {\n  markConversationRead(withMemberId: $withMemberId) {\n    unreadMessages\n    unreadNotifications\n    pendingConsultations\n  }\n}"): (typeof documents)["mutation MarkConversationRead($withMemberId: UUID!) {\n  markConversationRead(withMemberId: $withMemberId) {\n    unreadMessages\n    unreadNotifications\n    pendingConsultations\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription MessageEvents {\n  messageEvents {\n    kind\n    withMemberId\n    readerId\n    readAt\n    messageIds\n    unreadMessages\n    message {\n      ...MessageFields\n    }\n  }\n}"): (typeof documents)["subscription MessageEvents {\n  messageEvents {\n    kind\n    withMemberId\n    readerId\n    readAt\n    messageIds\n    unreadMessages\n    message {\n      ...MessageFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment MessageFields on Message {\n  id\n  senderId\n  recipientId\n  subject\n  content\n  read\n  readAt\n  createdAt\n  sender {\n    id\n    fullName\n    initials\n    profileImage\n  }\n}"): (typeof documents)["fragment MessageFields on Message {\n  id\n  senderId\n  recipientId\n  subject\n  content\n  read\n  readAt\n  createdAt\n  sender {\n    id\n    fullName\n    initials\n    profileImage\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MessageRecipients($search: String) {\n  members(limit: 20, order: NAME, search: $search) {\n    id\n    fullName\n    initials\n    profileImage\n    specialization\n  }\n}"): (typeof documents)["query MessageRecipients($search: String) {\n  members(limit: 20, order: NAME, search: $search) {\n    id\n    fullName\n    initials\n    profileImage\n    specialization\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Presence($memberId: UUID!) {\n  presence(memberId: $memberId) {\n    memberId\n    online\n    lastSeenAt\n  }\n}"): (typeof documents)["query Presence($memberId: UUID!) {\n  presence(memberId: $memberId) {\n    memberId\n    online\n    lastSeenAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription PresenceChanged($memberId: UUID!) {\n  presenceChanged(memberId: $memberId) {\n    memberId\n    online\n    lastSeenAt\n  }\n}"): (typeof documents)["subscription PresenceChanged($memberId: UUID!) {\n  presenceChanged(memberId: $memberId) {\n    memberId\n    online\n    lastSeenAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SendMessage($input: SendMessageInput!) {\n  sendMessage(input: $input) {\n    ...MessageFields\n  }\n}"): (typeof documents)["mutation SendMessage($input: SendMessageInput!) {\n  sendMessage(input: $input) {\n    ...MessageFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminConsultations($limit: Int, $offset: Int) {\n  consultations(limit: $limit, offset: $offset) {\n    id\n    clientName\n    clientEmail\n    clientPhone\n    consultationType\n    description\n    preferredDate\n    createdAt\n    status\n    lawyer {\n      fullName\n    }\n  }\n}"): (typeof documents)["query AdminConsultations($limit: Int, $offset: Int) {\n  consultations(limit: $limit, offset: $offset) {\n    id\n    clientName\n    clientEmail\n    clientPhone\n    consultationType\n    description\n    preferredDate\n    createdAt\n    status\n    lawyer {\n      fullName\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminStats {\n  adminStats {\n    pendingNews\n    pendingReviews\n    totalConsultations\n    totalMembers\n    pendingContent\n    newsQueue\n    eventsQueue\n    socialQueue\n    flaggedPosts\n  }\n}"): (typeof documents)["query AdminStats {\n  adminStats {\n    pendingNews\n    pendingReviews\n    totalConsultations\n    totalMembers\n    pendingContent\n    newsQueue\n    eventsQueue\n    socialQueue\n    flaggedPosts\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DecideContent($type: SubmissionType!, $input: DecisionInput!) {\n  decideContent(type: $type, input: $input) {\n    id\n    status\n    approved\n    reason\n    applied\n  }\n}"): (typeof documents)["mutation DecideContent($type: SubmissionType!, $input: DecisionInput!) {\n  decideContent(type: $type, input: $input) {\n    id\n    status\n    approved\n    reason\n    applied\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DecideFlaggedPost($input: DecideFlaggedPostInput!) {\n  decideFlaggedPost(input: $input) {\n    outcome\n    flaggers\n    hidden\n  }\n}"): (typeof documents)["mutation DecideFlaggedPost($input: DecideFlaggedPostInput!) {\n  decideFlaggedPost(input: $input) {\n    outcome\n    flaggers\n    hidden\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DecideNews($input: DecisionInput!) {\n  decideNews(input: $input) {\n    id\n    status\n    approved\n    reason\n    applied\n  }\n}"): (typeof documents)["mutation DecideNews($input: DecisionInput!) {\n  decideNews(input: $input) {\n    id\n    status\n    approved\n    reason\n    applied\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DecideReview($input: DecisionInput!) {\n  decideReview(input: $input) {\n    id\n    status\n    approved\n    reason\n    applied\n  }\n}"): (typeof documents)["mutation DecideReview($input: DecisionInput!) {\n  decideReview(input: $input) {\n    id\n    status\n    approved\n    reason\n    applied\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FlaggedPosts {\n  flaggedPosts(limit: 50) {\n    kind\n    id\n    discussionId\n    discussionTitle\n    content\n    author {\n      id\n      fullName\n    }\n    createdAt\n    hidden\n    flagCount\n    flags {\n      reason\n      note\n      flaggerName\n      createdAt\n    }\n    firstFlaggedAt\n  }\n}"): (typeof documents)["query FlaggedPosts {\n  flaggedPosts(limit: 50) {\n    kind\n    id\n    discussionId\n    discussionTitle\n    content\n    author {\n      id\n      fullName\n    }\n    createdAt\n    hidden\n    flagCount\n    flags {\n      reason\n      note\n      flaggerName\n      createdAt\n    }\n    firstFlaggedAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PendingContent($types: [SubmissionType!]) {\n  pendingContent(types: $types) {\n    ...SubmissionFields\n  }\n}"): (typeof documents)["query PendingContent($types: [SubmissionType!]) {\n  pendingContent(types: $types) {\n    ...SubmissionFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PendingNews {\n  pendingNews {\n    id\n    title\n    excerpt\n    content\n    category\n    createdAt\n    status\n    author {\n      fullName\n    }\n  }\n}"): (typeof documents)["query PendingNews {\n  pendingNews {\n    id\n    title\n    excerpt\n    content\n    category\n    createdAt\n    status\n    author {\n      fullName\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PendingReviews {\n  pendingReviews {\n    id\n    rating\n    reviewText\n    clientName\n    consultationType\n    createdAt\n    status\n    lawyer {\n      fullName\n    }\n  }\n}"): (typeof documents)["query PendingReviews {\n  pendingReviews {\n    id\n    rating\n    reviewText\n    clientName\n    consultationType\n    createdAt\n    status\n    lawyer {\n      fullName\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ShellCounts {\n  shellCounts {\n    unreadMessages\n    unreadNotifications\n    pendingConsultations\n  }\n}"): (typeof documents)["query ShellCounts {\n  shellCounts {\n    unreadMessages\n    unreadNotifications\n    pendingConsultations\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateAnnouncement($input: CreateAnnouncementInput!) {\n  createAnnouncement(input: $input) {\n    ...NewsCardFields\n  }\n}"): (typeof documents)["mutation CreateAnnouncement($input: CreateAnnouncementInput!) {\n  createAnnouncement(input: $input) {\n    ...NewsCardFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query News($limit: Int, $offset: Int, $bookmarkedOnly: Boolean) {\n  news(limit: $limit, offset: $offset, bookmarkedOnly: $bookmarkedOnly) {\n    ...NewsCardFields\n  }\n}"): (typeof documents)["query News($limit: Int, $offset: Int, $bookmarkedOnly: Boolean) {\n  news(limit: $limit, offset: $offset, bookmarkedOnly: $bookmarkedOnly) {\n    ...NewsCardFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment NewsCardFields on NewsItem {\n  id\n  title\n  excerpt\n  content\n  category\n  isAnnouncement\n  createdAt\n  publishedAt\n  author {\n    id\n    fullName\n    profileImage\n    initials\n  }\n  bookmarkedByMe\n}"): (typeof documents)["fragment NewsCardFields on NewsItem {\n  id\n  title\n  excerpt\n  content\n  category\n  isAnnouncement\n  createdAt\n  publishedAt\n  author {\n    id\n    fullName\n    profileImage\n    initials\n  }\n  bookmarkedByMe\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NewsItem($id: UUID!) {\n  newsItem(id: $id) {\n    ...NewsCardFields\n  }\n}"): (typeof documents)["query NewsItem($id: UUID!) {\n  newsItem(id: $id) {\n    ...NewsCardFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ToggleNewsBookmark($newsItemId: UUID!) {\n  toggleNewsBookmark(newsItemId: $newsItemId) {\n    id\n    bookmarkedByMe\n  }\n}"): (typeof documents)["mutation ToggleNewsBookmark($newsItemId: UUID!) {\n  toggleNewsBookmark(newsItemId: $newsItemId) {\n    id\n    bookmarkedByMe\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MailPreferences {\n  mailPreferences {\n    ...MailPreferencesFields\n  }\n}\n\nfragment MailPreferencesFields on MailPreferences {\n  modes {\n    category\n    mode\n  }\n  language\n  timeZone\n  bouncedAddress\n  bounceReason\n}"): (typeof documents)["query MailPreferences {\n  mailPreferences {\n    ...MailPreferencesFields\n  }\n}\n\nfragment MailPreferencesFields on MailPreferences {\n  modes {\n    category\n    mode\n  }\n  language\n  timeZone\n  bouncedAddress\n  bounceReason\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MarkAllNotificationsRead {\n  markAllNotificationsRead {\n    unreadMessages\n    unreadNotifications\n    pendingConsultations\n  }\n}"): (typeof documents)["mutation MarkAllNotificationsRead {\n  markAllNotificationsRead {\n    unreadMessages\n    unreadNotifications\n    pendingConsultations\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MarkNotificationsRead($ids: [UUID!]!) {\n  markNotificationsRead(ids: $ids) {\n    unreadMessages\n    unreadNotifications\n    pendingConsultations\n  }\n}"): (typeof documents)["mutation MarkNotificationsRead($ids: [UUID!]!) {\n  markNotificationsRead(ids: $ids) {\n    unreadMessages\n    unreadNotifications\n    pendingConsultations\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Notifications($limit: Int, $offset: Int) {\n  notifications(limit: $limit, offset: $offset) {\n    id\n    kind\n    actor {\n      id\n      fullName\n      profileImage\n      initials\n    }\n    discussion {\n      id\n      title\n      replyId\n    }\n    document {\n      id\n      fileName\n    }\n    event {\n      id\n      title\n    }\n    consultation {\n      id\n      clientName\n    }\n    subjectTitle\n    reason\n    connectionId\n    createdAt\n    read\n  }\n}"): (typeof documents)["query Notifications($limit: Int, $offset: Int) {\n  notifications(limit: $limit, offset: $offset) {\n    id\n    kind\n    actor {\n      id\n      fullName\n      profileImage\n      initials\n    }\n    discussion {\n      id\n      title\n      replyId\n    }\n    document {\n      id\n      fileName\n    }\n    event {\n      id\n      title\n    }\n    consultation {\n      id\n      clientName\n    }\n    subjectTitle\n    reason\n    connectionId\n    createdAt\n    read\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateMailPreferences($input: MailPreferencesInput!) {\n  updateMailPreferences(input: $input) {\n    ...MailPreferencesFields\n  }\n}"): (typeof documents)["mutation UpdateMailPreferences($input: MailPreferencesInput!) {\n  updateMailPreferences(input: $input) {\n    ...MailPreferencesFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PracticeAreas {\n  practiceAreas {\n    id\n    slug\n    names {\n      en\n      so\n      ar\n      fr\n    }\n  }\n}"): (typeof documents)["query PracticeAreas {\n  practiceAreas {\n    id\n    slug\n    names {\n      en\n      so\n      ar\n      fr\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ApplyForMembership($input: MembershipApplicationInput!) {\n  applyForMembership(input: $input)\n}"): (typeof documents)["mutation ApplyForMembership($input: MembershipApplicationInput!) {\n  applyForMembership(input: $input)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SendContactMessage($input: ContactMessageInput!) {\n  sendContactMessage(input: $input)\n}"): (typeof documents)["mutation SendContactMessage($input: ContactMessageInput!) {\n  sendContactMessage(input: $input)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Search($query: String!, $limit: Int) {\n  search(query: $query, limit: $limit) {\n    query\n    discussions {\n      id\n      title\n      snippet\n      createdAt\n      author {\n        id\n        fullName\n      }\n      practiceArea {\n        id\n        slug\n        names {\n          en\n          so\n          ar\n          fr\n        }\n      }\n    }\n    members {\n      id\n      fullName\n      username\n      specialization\n      profileImage\n      initials\n    }\n    news {\n      id\n      title\n      snippet\n      publishedAt\n    }\n    documents {\n      id\n      title\n      snippet\n      createdAt\n    }\n    events {\n      id\n      title\n      snippet\n      eventDate\n    }\n  }\n}"): (typeof documents)["query Search($query: String!, $limit: Int) {\n  search(query: $query, limit: $limit) {\n    query\n    discussions {\n      id\n      title\n      snippet\n      createdAt\n      author {\n        id\n        fullName\n      }\n      practiceArea {\n        id\n        slug\n        names {\n          en\n          so\n          ar\n          fr\n        }\n      }\n    }\n    members {\n      id\n      fullName\n      username\n      specialization\n      profileImage\n      initials\n    }\n    news {\n      id\n      title\n      snippet\n      publishedAt\n    }\n    documents {\n      id\n      title\n      snippet\n      createdAt\n    }\n    events {\n      id\n      title\n      snippet\n      eventDate\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SecurityEvents($filter: SecurityEventFilter, $first: Int, $after: UUID) {\n  securityEvents(filter: $filter, first: $first, after: $after) {\n    hasMore\n    events {\n      id\n      occurredAt\n      type\n      outcome\n      ip\n      userAgent\n      details\n      actor {\n        id\n        fullName\n        email\n      }\n      subject {\n        id\n        fullName\n        email\n      }\n    }\n  }\n}"): (typeof documents)["query SecurityEvents($filter: SecurityEventFilter, $first: Int, $after: UUID) {\n  securityEvents(filter: $filter, first: $first, after: $after) {\n    hasMore\n    events {\n      id\n      occurredAt\n      type\n      outcome\n      ip\n      userAgent\n      details\n      actor {\n        id\n        fullName\n        email\n      }\n      subject {\n        id\n        fullName\n        email\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input)\n}"): (typeof documents)["mutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyDataExport {\n  myDataExport {\n    id\n    state\n    requestedAt\n    readyAt\n    expiresAt\n    nextRequestAt\n  }\n}\n\nmutation RequestDataExport {\n  requestDataExport {\n    id\n    state\n    requestedAt\n    readyAt\n    expiresAt\n    nextRequestAt\n  }\n}\n\nmutation CloseAccount($input: CloseAccountInput!) {\n  closeAccount(input: $input)\n}"): (typeof documents)["query MyDataExport {\n  myDataExport {\n    id\n    state\n    requestedAt\n    readyAt\n    expiresAt\n    nextRequestAt\n  }\n}\n\nmutation RequestDataExport {\n  requestDataExport {\n    id\n    state\n    requestedAt\n    readyAt\n    expiresAt\n    nextRequestAt\n  }\n}\n\nmutation CloseAccount($input: CloseAccountInput!) {\n  closeAccount(input: $input)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequestEmailChange($input: RequestEmailChangeInput!) {\n  requestEmailChange(input: $input)\n}"): (typeof documents)["mutation RequestEmailChange($input: RequestEmailChangeInput!) {\n  requestEmailChange(input: $input)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MfaStatus {\n  mfaStatus {\n    enabled\n    required\n    recoveryCodesLeft\n  }\n}\n\nmutation StartMfaEnrolment {\n  startMfaEnrolment {\n    secret\n    otpauthUri\n  }\n}\n\nmutation ConfirmMfaEnrolment($input: MfaCodeInput!) {\n  confirmMfaEnrolment(input: $input) {\n    recoveryCodes\n    viewer {\n      id\n      mfaEnabled\n      mfaEnrolmentRequired\n    }\n  }\n}\n\nmutation DisableMfa($input: DisableMfaInput!) {\n  disableMfa(input: $input) {\n    id\n    mfaEnabled\n    mfaEnrolmentRequired\n  }\n}\n\nquery MySessions {\n  mySessions {\n    id\n    userAgent\n    browser\n    operatingSystem\n    deviceType\n    ipAddress\n    createdAt\n    lastUsedAt\n    current\n  }\n}\n\nmutation RevokeSession($id: UUID!) {\n  revokeSession(id: $id)\n}\n\nmutation SignOutEverywhereElse {\n  signOutEverywhereElse\n}\n\nmutation RegenerateMfaRecoveryCodes {\n  regenerateMfaRecoveryCodes\n}\n\nmutation Reauthenticate($input: ReauthenticateInput!) {\n  reauthenticate(input: $input)\n}\n\nquery AccountEmail {\n  me {\n    id\n    email\n  }\n}"): (typeof documents)["query MfaStatus {\n  mfaStatus {\n    enabled\n    required\n    recoveryCodesLeft\n  }\n}\n\nmutation StartMfaEnrolment {\n  startMfaEnrolment {\n    secret\n    otpauthUri\n  }\n}\n\nmutation ConfirmMfaEnrolment($input: MfaCodeInput!) {\n  confirmMfaEnrolment(input: $input) {\n    recoveryCodes\n    viewer {\n      id\n      mfaEnabled\n      mfaEnrolmentRequired\n    }\n  }\n}\n\nmutation DisableMfa($input: DisableMfaInput!) {\n  disableMfa(input: $input) {\n    id\n    mfaEnabled\n    mfaEnrolmentRequired\n  }\n}\n\nquery MySessions {\n  mySessions {\n    id\n    userAgent\n    browser\n    operatingSystem\n    deviceType\n    ipAddress\n    createdAt\n    lastUsedAt\n    current\n  }\n}\n\nmutation RevokeSession($id: UUID!) {\n  revokeSession(id: $id)\n}\n\nmutation SignOutEverywhereElse {\n  signOutEverywhereElse\n}\n\nmutation RegenerateMfaRecoveryCodes {\n  regenerateMfaRecoveryCodes\n}\n\nmutation Reauthenticate($input: ReauthenticateInput!) {\n  reauthenticate(input: $input)\n}\n\nquery AccountEmail {\n  me {\n    id\n    email\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CompleteSignIn($input: MfaCodeInput!) {\n  completeSignIn(input: $input) {\n    id\n  }\n}"): (typeof documents)["mutation CompleteSignIn($input: MfaCodeInput!) {\n  completeSignIn(input: $input) {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ConfirmEmailChange($input: ConfirmEmailChangeInput!) {\n  confirmEmailChange(input: $input)\n}"): (typeof documents)["mutation ConfirmEmailChange($input: ConfirmEmailChangeInput!) {\n  confirmEmailChange(input: $input)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Me {\n  me {\n    id\n    fullName\n    initials\n    profileImage\n    role\n    mfaEnabled\n    mfaEnrolmentRequired\n  }\n}"): (typeof documents)["query Me {\n  me {\n    id\n    fullName\n    initials\n    profileImage\n    role\n    mfaEnabled\n    mfaEnrolmentRequired\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n  requestPasswordReset(input: $input)\n}"): (typeof documents)["mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n  requestPasswordReset(input: $input)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input)\n}"): (typeof documents)["mutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignIn($input: SignInInput!) {\n  signIn(input: $input) {\n    mfaRequired\n    viewer {\n      id\n    }\n  }\n}"): (typeof documents)["mutation SignIn($input: SignInInput!) {\n  signIn(input: $input) {\n    mfaRequired\n    viewer {\n      id\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignOut {\n  signOut\n}"): (typeof documents)["mutation SignOut {\n  signOut\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RecentSocialActivity($limit: Int) {\n  recentSocialActivity(limit: $limit) {\n    id\n    platform\n    content\n    hashtags\n    postUrl\n    externalUrl\n    publishedAt\n  }\n}"): (typeof documents)["query RecentSocialActivity($limit: Int) {\n  recentSocialActivity(limit: $limit) {\n    id\n    platform\n    content\n    hashtags\n    postUrl\n    externalUrl\n    publishedAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PortalStats {\n  portalStats {\n    discussions\n    documents\n    members\n  }\n}"): (typeof documents)["query PortalStats {\n  portalStats {\n    discussions\n    documents\n    members\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MySubmissions($limit: Int) {\n  mySubmissions(limit: $limit) {\n    ...SubmissionFields\n  }\n}"): (typeof documents)["query MySubmissions($limit: Int) {\n  mySubmissions(limit: $limit) {\n    ...SubmissionFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResubmitContent($input: ResubmitContentInput!) {\n  resubmitContent(input: $input) {\n    ...SubmissionFields\n  }\n}"): (typeof documents)["mutation ResubmitContent($input: ResubmitContentInput!) {\n  resubmitContent(input: $input) {\n    ...SubmissionFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SubmissionFields on Submission {\n  id\n  type\n  status\n  title\n  excerpt\n  content\n  newsCategory\n  eventCategory\n  priority\n  author {\n    id\n    fullName\n  }\n  createdAt\n  scheduledDate\n  socialMediaLinks\n  eventDate\n  location\n  registrationRequired\n  maxAttendees\n  platform\n  postUrl\n  hashtags\n  scheduledShare\n  targetAudience\n  rejectionReason\n  decidedAt\n  resubmitted\n  resubmissionOf {\n    id\n    rejectionReason\n    decidedAt\n  }\n}"): (typeof documents)["fragment SubmissionFields on Submission {\n  id\n  type\n  status\n  title\n  excerpt\n  content\n  newsCategory\n  eventCategory\n  priority\n  author {\n    id\n    fullName\n  }\n  createdAt\n  scheduledDate\n  socialMediaLinks\n  eventDate\n  location\n  registrationRequired\n  maxAttendees\n  platform\n  postUrl\n  hashtags\n  scheduledShare\n  targetAudience\n  rejectionReason\n  decidedAt\n  resubmitted\n  resubmissionOf {\n    id\n    rejectionReason\n    decidedAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SubmitEvent($input: SubmitEventInput!) {\n  submitEvent(input: $input) {\n    ...SubmissionFields\n  }\n}"): (typeof documents)["mutation SubmitEvent($input: SubmitEventInput!) {\n  submitEvent(input: $input) {\n    ...SubmissionFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SubmitNews($input: SubmitNewsInput!) {\n  submitNews(input: $input) {\n    ...SubmissionFields\n  }\n}"): (typeof documents)["mutation SubmitNews($input: SubmitNewsInput!) {\n  submitNews(input: $input) {\n    ...SubmissionFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SubmitSocialPost($input: SubmitSocialPostInput!) {\n  submitSocialPost(input: $input) {\n    ...SubmissionFields\n  }\n}"): (typeof documents)["mutation SubmitSocialPost($input: SubmitSocialPostInput!) {\n  submitSocialPost(input: $input) {\n    ...SubmissionFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment WebhookEndpointFields on WebhookEndpoint {\n  id\n  url\n  description\n  events\n  active\n  createdAt\n}\n\nquery WebhookEndpoints {\n  webhookEndpoints {\n    ...WebhookEndpointFields\n  }\n}\n\nquery WebhookDeliveries($endpointId: UUID!, $first: Int) {\n  webhookDeliveries(endpointId: $endpointId, first: $first) {\n    id\n    eventId\n    eventType\n    status\n    attempts\n    createdAt\n    lastAttemptAt\n    nextAttemptAt\n    responseStatus\n    lastError\n    deliveredAt\n  }\n}\n\nmutation CreateWebhookEndpoint($input: WebhookEndpointInput!) {\n  createWebhookEndpoint(input: $input) {\n    secret\n    endpoint {\n      ...WebhookEndpointFields\n    }\n  }\n}\n\nmutation UpdateWebhookEndpoint($id: UUID!, $input: WebhookEndpointInput!) {\n  updateWebhookEndpoint(id: $id, input: $input) {\n    ...WebhookEndpointFields\n  }\n}\n\nmutation DeleteWebhookEndpoint($id: UUID!) {\n  deleteWebhookEndpoint(id: $id)\n}\n\nmutation SendTestWebhook($endpointId: UUID!) {\n  sendTestWebhook(endpointId: $endpointId)\n}\n\nmutation RedeliverWebhook($deliveryId: UUID!) {\n  redeliverWebhook(deliveryId: $deliveryId)\n}"): (typeof documents)["fragment WebhookEndpointFields on WebhookEndpoint {\n  id\n  url\n  description\n  events\n  active\n  createdAt\n}\n\nquery WebhookEndpoints {\n  webhookEndpoints {\n    ...WebhookEndpointFields\n  }\n}\n\nquery WebhookDeliveries($endpointId: UUID!, $first: Int) {\n  webhookDeliveries(endpointId: $endpointId, first: $first) {\n    id\n    eventId\n    eventType\n    status\n    attempts\n    createdAt\n    lastAttemptAt\n    nextAttemptAt\n    responseStatus\n    lastError\n    deliveredAt\n  }\n}\n\nmutation CreateWebhookEndpoint($input: WebhookEndpointInput!) {\n  createWebhookEndpoint(input: $input) {\n    secret\n    endpoint {\n      ...WebhookEndpointFields\n    }\n  }\n}\n\nmutation UpdateWebhookEndpoint($id: UUID!, $input: WebhookEndpointInput!) {\n  updateWebhookEndpoint(id: $id, input: $input) {\n    ...WebhookEndpointFields\n  }\n}\n\nmutation DeleteWebhookEndpoint($id: UUID!) {\n  deleteWebhookEndpoint(id: $id)\n}\n\nmutation SendTestWebhook($endpointId: UUID!) {\n  sendTestWebhook(endpointId: $endpointId)\n}\n\nmutation RedeliverWebhook($deliveryId: UUID!) {\n  redeliverWebhook(deliveryId: $deliveryId)\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;
/** What integrators can subscribe to (the `type` of each delivered event). */
export enum WebhookEventType {
  NEWS_PUBLISHED = 'news.published',
  EVENT_PUBLISHED = 'event.published',
  SOCIAL_PUBLISHED = 'social.published',
  CONSULTATION_REQUESTED = 'consultation.requested',
  REVIEW_APPROVED = 'review.approved',
  MEMBER_JOINED = 'member.joined',
  /** The "send test event" button: delivered to its one endpoint, whatever it subscribes to. */
  TEST = 'webhook.test',
}

/** The events an endpoint may subscribe to (the test event is sent on request only). */
export const SUBSCRIBABLE_EVENTS: readonly WebhookEventType[] = Object.values(
  WebhookEventType,
).filter((type) => type !== WebhookEventType.TEST);

export enum WebhookDeliveryStatus {
  /** Not delivered yet: an attempt is due now or at `next_attempt_at`. */
  PENDING = 'pending',
  DELIVERED = 'delivered',
  /** Every attempt failed for 24 hours (or the endpoint was removed or turned off). */
  FAILED = 'failed',
}

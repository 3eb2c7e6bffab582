/** Spec §4: a review waits for moderation, then is approved (counted in ratings) or rejected. */
export enum ReviewStatus {
  PENDING = 'pending',
  APPROVED = 'approved',
  REJECTED = 'rejected',
}

/** Spec §4: news moves from pending to approved (published) or rejected. */
export enum NewsStatus {
  PENDING = 'pending',
  APPROVED = 'approved',
  REJECTED = 'rejected',
}

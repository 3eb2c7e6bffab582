/**
 * Spec §4's statuses, stored as the admin panel shows them ('En attente', 'Approuvé', 'Rejeté'):
 * the lawyer ACCEPTING a request stores `approved`, DECLINING it stores `rejected`.
 */
export enum ConsultationStatus {
  PENDING = 'pending',
  APPROVED = 'approved',
  REJECTED = 'rejected',
  /** Nobody answered within CONSULTATION_EXPIRE_AFTER_HOURS; the requester was told. */
  EXPIRED = 'expired',
}

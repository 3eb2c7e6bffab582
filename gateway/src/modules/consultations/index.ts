// What the rest of the gateway uses of consultations: other features import it from here only.
export { ConsultationRequest } from './consultation-request.entity.js';
export { listPendingReviews, type PendingReviewRow } from './consultations.service.js';
export { Review } from './review.entity.js';
export { reviewModeration } from './reviews.moderation.js';

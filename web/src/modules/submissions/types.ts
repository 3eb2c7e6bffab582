/** One of the signed-in member's own submissions, as "My submissions" lists it. */
export interface MySubmission {
  id: string;
  /** news, event or social (any case). */
  type: string;
  title: string | null;
  content: string;
  /** pending, approved or rejected (any case; unknown shows as pending). */
  status: string;
  rejectionReason: string | null;
  createdAt: string;
  excerpt?: string | null;
  /** Whether the author has sent it again after its rejection. */
  resubmitted?: boolean;
}

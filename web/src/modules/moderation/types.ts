// Shapes of the admin panel's lists, as the gateway answers them (spec §3).

export interface AdminStats {
  pendingNews: number;
  pendingReviews: number;
  totalConsultations: number;
  totalMembers: number;
}

export interface PendingContentItem {
  id: string;
  /** NEWS, EVENT or SOCIAL (any case). */
  type: string;
  status: string;
  title: string | null;
  excerpt: string | null;
  content: string;
  /** News: its category (LEGAL_UPDATES…), if given. */
  newsCategory: string | null;
  /** Events: its category (CONFERENCE…), if given. */
  eventCategory: string | null;
  /** LOW, NORMAL, HIGH or URGENT (any case). */
  priority: string;
  author: { fullName: string };
  createdAt: string;
  scheduledDate: string | null;
  socialMediaLinks: string | null;
  eventDate: string | null;
  location: string | null;
  registrationRequired: boolean;
  maxAttendees: number | null;
  platform: string | null;
  postUrl: string | null;
  hashtags: string | null;
  scheduledShare: string | null;
  targetAudience: string | null;
  /** The rejected submission this one sends again, with its decision. */
  resubmissionOf?: { rejectionReason: string | null; decidedAt: string | null } | null;
}

export interface PendingNewsItem {
  id: string;
  title: string;
  excerpt: string | null;
  content: string;
  category: string;
  createdAt: string;
  status: string;
  author: { fullName: string };
}

export interface PendingReviewItem {
  id: string;
  rating: number;
  reviewText: string;
  clientName: string;
  consultationType: string;
  createdAt: string;
  status: string;
  lawyer: { fullName: string };
}

export interface AdminConsultationItem {
  id: string;
  clientName: string;
  clientEmail: string;
  clientPhone: string | null;
  consultationType: string;
  description: string;
  preferredDate: string | null;
  createdAt: string;
  status: string;
  lawyer: { fullName: string };
}

/** What a decision is about: the notice and the lists refreshed depend on it (spec §7). */
export type DecisionKind = 'news' | 'review' | 'content';

export interface Decision {
  approved: boolean;
  /** The moderator's reason, for a rejection. */
  reason?: string | null;
}

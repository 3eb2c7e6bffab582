/** A public lawyer as GET /api/public/lawyers answers it (spec §3 "Public lawyer"). */
export interface PublicLawyer {
  id: string;
  /** The address of the lawyer's own page: /lawyers/<slug>. */
  slug: string;
  fullName: string;
  specialization: string;
  practiceAreas: string[];
  languages: string[];
  experience: string | null;
  bio: string | null;
  profileImage: string | null;
  /** 1 means verified. */
  verified: number;
  averageRating: number;
  totalReviews: number;
  consultationRate: string | null;
  publicConsultationAvailable: boolean;
  contactPhone: string | null;
  officeAddress: string | null;
  websiteUrl: string | null;
  linkedinUrl: string | null;
}

/** The directory card shows at most this many practice areas, then '+N' (spec §9). */
export const MAX_CARD_PRACTICE_AREAS = 3;

/**
 * The filter value meaning every specialization: empty, as the directory's GET form sends its
 * "All specializations" option (`?specialization=`), which the gateway reads as no filter.
 */
export const ALL_SPECIALIZATIONS = '';

/** Only verified lawyers taking requests have a page of their own (the gateway answers 404 else). */
export function hasPublicPage(
  lawyer: Pick<PublicLawyer, 'verified' | 'publicConsultationAvailable'>,
) {
  return lawyer.verified === 1 && lawyer.publicConsultationAvailable;
}

/** The lawyer's consultation request page, where "Request a consultation" leads. */
export function consultationPagePath(slug: string): string {
  return `${lawyerPagePath(slug)}/consultation`;
}

export function lawyerPagePath(slug: string): string {
  return `/lawyers/${encodeURIComponent(slug)}`;
}

/** Reviews per request on a lawyer's page (the gateway's first render asks the same). */
export const REVIEWS_PAGE_SIZE = 5;

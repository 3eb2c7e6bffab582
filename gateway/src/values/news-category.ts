/**
 * Spec §3's news categories, plus `announcement` for what staff publish with Create
 * Announcement. `association-news` is the value the spec names after the association.
 */
export enum NewsCategory {
  LEGAL_UPDATES = 'legal-updates',
  MEMBER_SPOTLIGHT = 'member-spotlight',
  LEGAL_EDUCATION = 'legal-education',
  COMMUNITY = 'community',
  ASSOCIATION_NEWS = 'association-news',
  ANNOUNCEMENT = 'announcement',
}

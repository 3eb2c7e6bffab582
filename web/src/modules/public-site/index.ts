// The public-site feature's public entry: what other features, pages and the app use of it.
export { CONTACT_SENT, ContactForm } from './components/ContactForm.js';
export {
  LandingCallToAction,
  LandingHero,
  LandingLeadership,
  LandingMission,
  LandingPartners,
  LandingStats,
  LandingTimeline,
} from './components/LandingSections.js';
export { LegalSections } from './components/LegalSections.js';
export { MembershipApplicationForm } from './components/MembershipApplicationForm.js';
export { SiteFooter } from './components/SiteFooter.js';
export * as publicSiteStyles from './publicSite.css.js';

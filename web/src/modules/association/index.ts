// The association feature's public entry: what other features, pages and the app use of it.
export { Anchor } from './components/Anchor.js';
export { ExternalLink } from './components/ExternalLink.js';
export { OfficerAvatar } from './components/OfficerAvatar.js';
export {
  ACHIEVEMENTS,
  CONFERENCES,
  CONTACT,
  FACTS,
  FOOTER_FACTS,
  FOUNDING_PRINCIPLES,
  FOUNDING_TIMELINE,
  isHttpUrl,
  LANDING_FIGURES,
  LANDING_OFFICERS,
  LEADERSHIP_STATS,
  MISSION_CARDS,
  OFFICERS,
  OFFICIAL_SITE_URL,
  PARTNERS,
  SERVICES,
  SOCIAL_LINKS,
} from './content.js';

import { PublicEvents } from '../../modules/events/index.js';
import {
  LandingCallToAction,
  LandingHero,
  LandingLeadership,
  LandingMission,
  LandingPartners,
  LandingStats,
  LandingTimeline,
  publicSiteStyles as styles,
} from '../../modules/public-site/index.js';
import { useDocumentTitle } from '../../ui/useDocumentTitle.js';

/**
 * The public entry (spec "Landing page content"): at `/` for visitors who are not signed in, and
 * at `/welcome` for everyone. The footer is the shell's (modules/public-site SiteFooter).
 */
export default function LandingPage() {
  useDocumentTitle();
  return (
    <div className={styles.page}>
      <LandingHero />
      <LandingStats />
      <LandingMission />
      <LandingLeadership />
      <LandingTimeline />
      <LandingPartners />
      <PublicEvents />
      <LandingCallToAction />
    </div>
  );
}

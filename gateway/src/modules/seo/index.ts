// What the rest of the gateway uses of seo: other features import it from here only.
export {
  type Alternate,
  alternatesOf,
  DEFAULT_LOCALE,
  isSiteLocale,
  lawyerPagePath,
  pageUrl,
  SITE_LOCALES,
  type SiteLocale,
  siteOrigin,
} from './site-urls.js';

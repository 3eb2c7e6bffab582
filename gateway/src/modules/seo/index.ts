// What the rest of the gateway uses of seo: other features import it from here only.
export {
  type Alternate,
  alternatesOf,
  DEFAULT_LOCALE,
  isSiteLocale,
  lawyerPagePath,
  pageUrl,
  type SiteLocale,
  siteOrigin,
} from './site-urls.js';

import {
  type Alternate,
  alternatesOf,
  lawyerPagePath,
  pageUrl,
  type SiteLocale,
} from '../seo/index.js';
import type { LawyerRow } from './lawyers.service.js';

/**
 * The association's name in each language, as the web catalogs have it (`app.name`; a test
 * keeps the two equal): the end of every lawyer page's title and its og:site_name.
 */
export const SITE_NAMES: Record<SiteLocale, string> = {
  en: 'National Bar Association',
  so: 'Ururka Qareennada Qaranka',
  ar: 'نقابة المحامين الوطنية',
  fr: 'Association nationale du barreau',
};

/** What the document head of a lawyer's page holds, in one language. */
export interface PageHead {
  title: string;
  description: string;
  canonical: string;
  alternates: Alternate[];
  /** Open Graph properties (`og:*`), in order. */
  openGraph: { property: string; content: string }[];
  /** The schema.org description of the lawyer (an Attorney), for an application/ld+json script. */
  jsonLd: Record<string, unknown>;
}

/** A search result's description is cut around this length. */
const DESCRIPTION_MAX = 160;

function excerpt(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** The description: the bio's beginning, else what the lawyer practises (data only, no text of ours). */
function descriptionOf(lawyer: LawyerRow): string {
  if (lawyer.bio?.trim()) return excerpt(lawyer.bio, DESCRIPTION_MAX);
  return excerpt([lawyer.specialization, ...lawyer.practiceAreas].join(' · '), DESCRIPTION_MAX);
}

/**
 * The head of a public lawyer's page: title, description, canonical address (the page in this
 * language), hreflang alternates, Open Graph tags and schema.org JSON-LD. The aggregate rating
 * counts approved reviews only (totalReviews, averageRating) and is left out without any.
 */
export function buildLawyerPageHead(
  lawyer: LawyerRow,
  { origin, locale }: { origin: string; locale: SiteLocale },
): PageHead {
  const path = lawyerPagePath(lawyer.slug);
  const canonical = pageUrl(origin, path, locale);
  const title = `${lawyer.fullName} — ${lawyer.specialization} | ${SITE_NAMES[locale]}`;
  const description = descriptionOf(lawyer);
  const image = lawyer.profileImage ? new URL(lawyer.profileImage, origin).href : null;
  const sameAs = [lawyer.websiteUrl, lawyer.linkedinUrl].filter((url): url is string => !!url);
  const jsonLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Attorney',
    name: lawyer.fullName,
    url: pageUrl(origin, path),
    description,
    ...(image ? { image } : {}),
    knowsAbout: [lawyer.specialization, ...lawyer.practiceAreas],
    knowsLanguage: lawyer.languages,
    ...(lawyer.contactPhone ? { telephone: lawyer.contactPhone } : {}),
    ...(lawyer.officeAddress ? { address: lawyer.officeAddress } : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
    ...(lawyer.totalReviews > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: lawyer.averageRating,
            reviewCount: lawyer.totalReviews,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
  const openGraph = [
    { property: 'og:type', content: 'profile' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    { property: 'og:site_name', content: SITE_NAMES[locale] },
    { property: 'og:locale', content: locale },
    ...(image ? [{ property: 'og:image', content: image }] : []),
  ];
  return {
    title,
    description,
    canonical,
    alternates: alternatesOf(origin, path),
    openGraph,
    jsonLd,
  };
}
/**
 * JSON-LD as the text of a <script type="application/ld+json">: `<`, `>` and `&` written as
 * \u escapes, so that a name or bio containing `</script>` or `<!--` cannot end the script
 * element early (the JSON stays the same once parsed).
 */
export function jsonLdScriptText(jsonLd: unknown): string {
  return JSON.stringify(jsonLd)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

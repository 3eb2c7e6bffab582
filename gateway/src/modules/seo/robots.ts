/**
 * Where crawlers are not wanted: the API (but lawyers' photos, which pages show), GraphQL, and
 * the members' areas and private links of the web app (members only, or a token in the path).
 * The sign-in page is not one: members look for it by name in search engines.
 */
export const DISALLOWED_PATHS: readonly string[] = [
  '/api/',
  '/graphql',
  '/graphiql',
  '/join/',
  '/consultations/track/',
  '/discussions',
  '/members',
  '/profile/',
  '/messages',
  '/documents',
  '/news',
  '/submit-content',
  '/search',
  '/admin',
];

/** robots.txt: every public page may be crawled, the rest not; where the sitemap is. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Allow: /api/lawyers/photos/',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
    '',
  ].join('\n');
}

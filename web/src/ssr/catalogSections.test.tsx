import { beforeAll, describe, expect, it } from 'vitest';
import { pages } from '../app/pages.js';
import { renderedPatterns } from '../app/routes.js';
import { render } from '../entry-server.js';
import { LANGUAGES } from '../i18n/languages.js';
import { loadCatalog } from '../i18n/wholeCatalogs.js';
import type { DirectoryFirstScreen } from '../modules/lawyers/index.js';

// Each page the gateway renders carries only its catalog sections (the shell's and its own,
// found in the source by web/build/catalogSections.ts). Rendered with them and with the whole
// catalogs, a page must come out the same in every language: a key whose section is missing
// would show as the key itself.

const ORIGIN = 'https://portal.example';

/** The directory's first screen with one lawyer, so that a card is drawn too. */
const directory: DirectoryFirstScreen = {
  lawyers: [
    {
      id: 'l1',
      slug: 'hodan-abdi-farah',
      fullName: 'Hodan Abdi Farah',
      specialization: 'Corporate Law',
      practiceAreas: ['Company formation', 'Compliance'],
      languages: ['Somali', 'Arabic', 'English'],
      experience: '12 years before the courts of Mogadishu.',
      bio: 'Advises companies on governance.',
      profileImage: null,
      verified: 1,
      averageRating: 4.6,
      totalReviews: 12,
      consultationRate: '$30 per hour',
      publicConsultationAvailable: true,
      contactPhone: '+252 61 000 0000',
      officeAddress: '10 Maka Al Mukarama Road, Mogadishu',
      websiteUrl: 'https://farah.example.org/',
      linkedinUrl: null,
    },
  ],
  total: 1,
  specializations: ['Corporate Law'],
};

const DATA: Record<string, unknown> = { '/public-lawyers': directory };

/** Every rendered route (a parameter filled in), and an address no route has (the 404 page). */
const PATHS = [
  ...renderedPatterns().map((pattern) => pattern.replace(/:(\w+)/g, 'example-$1')),
  '/no-such-page',
];

/** Words shaped like catalog keys (`about.facts.founded`): a missing message shows as its key. */
function keyLike(html: string): Set<string> {
  return new Set(html.match(/\b[a-z]\w*(?:\.[A-Za-z]\w*)+\b/g));
}

beforeAll(async () => {
  await Promise.all(Object.values(pages).map((page) => page.preload()));
});

describe.each(LANGUAGES)('the server render in %s', (language) => {
  it.each(PATHS)('%s shows the same with its sections as with the whole catalogs', async (url) => {
    const pattern = renderedPatterns().find(
      (candidate) => candidate.replace(/:(\w+)/g, 'example-$1') === url,
    );
    const request = { url, language, origin: ORIGIN, data: DATA[pattern ?? ''] };
    const trimmed = await render(request);
    const whole = await render(request, { wholeCatalogs: true });
    const wholeWords = keyLike(whole.html);
    expect([...keyLike(trimmed.html)].filter((word) => !wholeWords.has(word))).toEqual([]);
    expect(trimmed.html).toBe(whole.html);
    expect(trimmed.head).toBe(whole.head);
    // Far less than the whole catalog travels with the page.
    const wholeCatalog = JSON.stringify(await loadCatalog(language));
    expect(trimmed.state.length).toBeLessThan(wholeCatalog.length / 2);
  });
});

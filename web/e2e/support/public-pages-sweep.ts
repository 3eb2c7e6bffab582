// The public pages in one language: each page's heading, no raw catalog key, the language and
// direction of the document, and no serious axe violation; in the gateway's first HTML of the page
// in that language and in the live page. The browser opens the first page by its address and goes
// on through the app's router, as a visitor following its links: the first HTML of each page is
// read without a browser. Split over two test files (two languages each) so that the browser-test
// slots share the sweep.
import type { Page } from '@playwright/test';
import ar from '../../src/i18n/locales/ar.json' with { type: 'json' };
import en from '../../src/i18n/locales/en.json' with { type: 'json' };
import fr from '../../src/i18n/locales/fr.json' with { type: 'json' };
import so from '../../src/i18n/locales/so.json' with { type: 'json' };
import { seriousViolations } from './axe.ts';
import { expect, firstHtml, inLanguage, newContext, open } from './fixtures.ts';
import { navigateInApp } from './in-app.ts';
import { settle, trackRequests } from './network.ts';

export const CATALOGS = { en, so, ar, fr } as const;
export type Lang = keyof typeof CATALOGS;
type Catalog = (typeof CATALOGS)[Lang];

/**
 * Each public page of this feature and its <h1> in a catalog. /welcome is the landing page of /
 * (the same page component, head and shell for a visitor: web/src/app/routes.tsx), so axe
 * scans it once, at /; its heading, keys and language are still checked at both addresses.
 */
const PAGES: { path: string; heading: (c: Catalog) => string; axe?: false }[] = [
  { path: '/', heading: (c) => c.app.name },
  { path: '/welcome', heading: (c) => c.app.name, axe: false },
  { path: '/apply', heading: (c) => c.membership.title },
  { path: '/about', heading: (c) => c.about.title },
  { path: '/leadership', heading: (c) => c.leadership.title },
  { path: '/founders-tribute', heading: (c) => c.foundersTribute.title },
  { path: '/elections-history', heading: (c) => c.electionsHistory.title },
  { path: '/privacy', heading: (c) => c.privacy.title },
  { path: '/terms', heading: (c) => c.terms.title },
  { path: '/accessibility', heading: (c) => c.accessibility.title },
];

// A catalog key shown instead of its text (i18next shows the key when it is missing).
const RAW_KEY =
  /\b(app|nav|publicSite|landing|membership|contact|about|leadership|foundersTribute|electionsHistory|privacy|terms|accessibility)\.[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)*\b/;

/** A visitor's page with the language chosen as the language picker stores it. */
export async function anonymousPage(lang: Lang = 'en'): Promise<Page> {
  const context = await newContext();
  const page = await context.newPage();
  if (lang !== 'en') {
    await inLanguage(page, lang);
  }
  return page;
}

/** The text of HTML markup: tags dropped, the entities React writes read back. */
function textOf(html: string): string {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'" };
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#x27);/g, (_, name: string) => entities[name] ?? '')
    .trim();
}

/** What is wrong with the first HTML of `path` in `lang`, as the gateway sends it to a visitor. */
async function firstHtmlProblems(path: string, lang: Lang, heading: string): Promise<string[]> {
  const { status, html } = await firstHtml(`${path}?lang=${lang}`);
  const where = `${path} (first HTML)`;
  const problems: string[] = [];
  if (status !== 200) problems.push(`${where}: status ${status}`);
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  if (!html.includes(`<html lang="${lang}" dir="${dir}">`)) problems.push(`${where}: lang, dir`);
  const h1 = textOf(html.match(/<main[^>]*>[\s\S]*?<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? '');
  if (h1 !== heading) problems.push(`${where}: h1 "${h1}"`);
  const raw = textOf(html.match(/<main[^>]*>([\s\S]*)<\/main>/)?.[1] ?? '').match(RAW_KEY);
  if (raw) problems.push(`${where}: raw key ${raw[0]}`);
  return problems;
}

export async function sweepPublicPages(lang: Lang): Promise<void> {
  const problems: string[] = [];
  const page = await anonymousPage(lang);
  trackRequests(page.context());
  for (const [index, { path, heading, axe }] of PAGES.entries()) {
    const expected = heading(CATALOGS[lang]);
    problems.push(...(await firstHtmlProblems(path, lang, expected)));
    if (index === 0) await open(page, path);
    else await navigateInApp(page, path);
    await settle(page);
    const h1 = await page.locator('main h1').innerText();
    if (h1 !== expected) problems.push(`${path}: h1 "${h1}"`);
    const body = await page.locator('body').innerText();
    const raw = body.match(RAW_KEY);
    if (raw) problems.push(`${path}: raw key ${raw[0]}`);
    const { langAttr, dir } = await page.evaluate(() => ({
      langAttr: document.documentElement.lang,
      dir: document.documentElement.dir,
    }));
    if (langAttr !== lang) problems.push(`${path}: lang ${langAttr}`);
    if (dir !== (lang === 'ar' ? 'rtl' : 'ltr')) problems.push(`${path}: dir ${dir}`);
    if (axe !== false) problems.push(...(await seriousViolations(page, path)));
  }
  await page.context().close();
  expect(problems).toEqual([]);
}

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scanCatalogGroups } from '../../build/catalogSections.ts';
import { pageGroupName, sectionsOf, trimCatalog } from './catalogGroups.js';
import en from './locales/en.json';

// The scan that decides which catalog sections each page gets (web/build/catalogSections.ts),
// on a small app written for it, and on the real one.

const CATALOG = {
  app: { name: 'Portal' },
  shell: { menu: 'Menu' },
  roles: { admin: 'Admin' },
  landing: { title: 'Welcome' },
  about: { title: 'About' },
  lawyers: { title: 'Lawyers' },
  pages: {
    events: { title: 'Events', answer: { yes: 'Yes' } },
    news: { title: 'News' },
    admin: { title: 'Admin' },
  },
};

const SOURCES: Record<string, string> = {
  'src/main.tsx': `
    import { Shell } from './app/Shell.js';
    import type { Role } from './roles.js';
    // Comments name keys in prose (about.title) without needing them.
    const parts = () => import('./app/members/MemberParts.js');
    export const title = t('app.name');`,
  'src/app/Shell.tsx': `
    import { Menu } from '../modules/menu/index.js';
    export const Shell = () => t("shell.menu");`,
  'src/roles.ts': `export const label = (role: string) => t(\`roles.\${role}\`);`,
  // A barrel: whoever imports Menu from it needs menu's messages, not the lawyers'.
  'src/modules/menu/index.ts': `
    export { Menu } from './Menu.js';
    export { LawyerList as Lawyers } from './LawyerList.js';`,
  'src/modules/menu/Menu.tsx': `export const Menu = () => null;`,
  'src/modules/menu/LawyerList.tsx': `export const LawyerList = () => t('lawyers.title');`,
  'src/app/members/MemberParts.tsx': `export const live = t('pages.news.title');`,
  'src/pages/events/EventsPage.tsx': `
    import { Lawyers } from '../../modules/menu/index.js';
    export default () => t(\`pages.events.answer.\${answer}\`) + 'landing' + "search";`,
  'src/pages/admin/AdminPage.tsx': `export default () => t(\`pages.\${name}.title\`);`,
};

let root: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'catalog-sections-'));
  for (const [file, source] of Object.entries(SOURCES)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), source);
  }
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('the catalog sections of each part of the app', () => {
  it('follows imports, lazy ones too, and the names taken from a barrel', () => {
    const groups = scanCatalogGroups(root, CATALOG);
    // A type-only import, a comment and the members' shell add nothing to the shell's.
    expect(groups.entry).toEqual(['app', 'shell']);
    expect(groups.members).toEqual(['pages.news']);
    // A key made from a literal prefix counts; a bare word ('landing') is not a key.
    expect(groups.pages['src/pages/events/EventsPage.tsx']).toEqual(['lawyers', 'pages.events']);
    // `pages.${name}`: any page's messages.
    expect(groups.pages['src/pages/admin/AdminPage.tsx']).toEqual([
      'pages.admin',
      'pages.events',
      'pages.news',
    ]);
  });

  it('trims a catalog to sections, keeping the keys as they are', () => {
    expect(sectionsOf(CATALOG)).toContain('pages.events');
    expect(trimCatalog(CATALOG, ['app', 'pages.news'])).toEqual({
      app: { name: 'Portal' },
      pages: { news: { title: 'News' } },
    });
    expect(pageGroupName('src/pages/about/AboutPage.tsx')).toBe('AboutPage');
  });

  it("keeps the shell's sections to what every page shows (the app's own source)", () => {
    const groups = scanCatalogGroups(join(import.meta.dirname, '..', '..'), en);
    expect(groups.entry).not.toContain('pages.dashboard');
    expect(groups.entry).not.toContain('seo');
    expect(groups.pages['src/pages/about/AboutPage.tsx']).toContain('about');
    expect(groups.pages['src/pages/events/EventsPage.tsx']).toContain('pages.events');
    // The heads' messages (app/pageHeads.ts) are the server's, which reads the whole catalogs.
    const used = [...groups.entry, ...groups.members, ...Object.values(groups.pages).flat()];
    expect(used).not.toContain('seo');
  });
});

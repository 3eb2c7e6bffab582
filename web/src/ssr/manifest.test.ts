import { describe, expect, it } from 'vitest';
import {
  type BudgetRoute,
  firstLoads,
  type Manifest,
  MEMBERS_BUDGET_KIB,
  PUBLIC_BUDGET_KIB,
} from './manifest.js';

const KIB = 1024;

// A build as Vite's manifest names it: the entry with its shell chunk and the one stylesheet,
// a public page sharing a chunk with a members' page, and the members' session and shell.
const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shell.js'] },
  '_shell.js': { file: 'assets/shell.js' },
  'style.css': { file: 'assets/style.css' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_shell.js'] },
  'src/pages/about/AboutPage.tsx': {
    file: 'assets/AboutPage.js',
    isDynamicEntry: true,
    imports: ['_shell.js', '_shared.js'],
  },
  'src/pages/news/NewsPage.tsx': {
    file: 'assets/NewsPage.js',
    isDynamicEntry: true,
    imports: ['_shared.js'],
  },
  'src/app/members/GraphQLSession.tsx': {
    file: 'assets/GraphQLSession.js',
    imports: ['_apollo.js'],
  },
  '_apollo.js': { file: 'assets/apollo.js' },
  'src/app/members/MemberParts.tsx': { file: 'assets/MemberParts.js', imports: ['_apollo.js'] },
};

/** Sizes in KiB, chosen so that each route lands just inside or just outside its budget. */
function sizes(aboutPageKib: number, newsPageKib: number): Record<string, number> {
  return {
    'assets/index.js': 1,
    'assets/shell.js': 90,
    'assets/style.css': 10,
    'assets/shared.js': 4,
    'assets/AboutPage.js': aboutPageKib,
    'assets/NewsPage.js': newsPageKib,
    'assets/GraphQLSession.js': 2,
    'assets/apollo.js': 50,
    'assets/MemberParts.js': 5,
    'catalogs/en/NewsPage.json': 3,
  };
}

const about: BudgetRoute = {
  pattern: '/about',
  access: 'public',
  module: 'src/pages/about/AboutPage.tsx',
  lean: true,
  rendered: true,
};
const news: BudgetRoute = {
  pattern: '/news',
  access: 'member',
  module: 'src/pages/news/NewsPage.tsx',
  lean: false,
  rendered: false,
};

function measure(aboutPageKib: number, newsPageKib: number) {
  const table = sizes(aboutPageKib, newsPageKib);
  const gzipSize = (file: string) => {
    const size = table[file];
    if (size === undefined) throw new Error(`no size for ${file}`);
    return size * KIB;
  };
  const [aboutLoad, newsLoad] = firstLoads(manifest, [about, news], gzipSize, () => [
    'catalogs/en/NewsPage.json',
  ]);
  if (!aboutLoad || !newsLoad) throw new Error('a route was not measured');
  return { aboutLoad, newsLoad };
}

describe('firstLoads', () => {
  it('counts the entry, the stylesheet and the page with its imports, each file once', () => {
    const { aboutLoad } = measure(15, 35);
    // index 1 + shell 90 + shared 4 + page 15 (the shell it also imports is not counted twice).
    expect(aboutLoad.js).toBe(110 * KIB);
    expect(aboutLoad.css).toBe(10 * KIB);
    // A rendered page's sections come inside its HTML.
    expect(aboutLoad.messages).toBe(0);
    expect(aboutLoad.total).toBe(120 * KIB);
    expect(aboutLoad.budget).toBe(PUBLIC_BUDGET_KIB * KIB);
    expect(aboutLoad.over).toBe(false);
  });

  it('adds the members’ session, shell and catalog sections to a members’ page', () => {
    const { newsLoad } = measure(15, 35);
    // index 1 + shell 90 + shared 4 + page 35 + session 2 + apollo 50 (once) + member parts 5.
    expect(newsLoad.js).toBe(187 * KIB);
    expect(newsLoad.messages).toBe(3 * KIB);
    expect(newsLoad.total).toBe(200 * KIB);
    expect(newsLoad.budget).toBe(MEMBERS_BUDGET_KIB * KIB);
    expect(newsLoad.over).toBe(false);
  });

  it('marks a route over its budget by a fraction of a KiB', () => {
    const { aboutLoad, newsLoad } = measure(15.1, 35.1);
    expect(aboutLoad.over).toBe(true);
    expect(newsLoad.over).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import {
  type BudgetRoute,
  firstLoads,
  type Manifest,
  MEMBER_START_MODULES,
  MEMBERS_BUDGET_KIB,
  PUBLIC_BUDGET_KIB,
  pageStylesheets,
} from './manifest.js';

const KIB = 1024;

// A build as Vite's manifest names it, its CSS split by chunk: the entry with its shell chunk
// and stylesheet, a public page sharing a chunk with a members' page, and the members' session
// and shell.
const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shell.js'] },
  '_shell.js': { file: 'assets/shell.js', css: ['assets/shell.css'] },
  '_shared.js': { file: 'assets/shared.js', imports: ['_shell.js'], css: ['assets/shared.css'] },
  'src/pages/about/AboutPage.tsx': {
    file: 'assets/AboutPage.js',
    isDynamicEntry: true,
    imports: ['_shell.js', '_shared.js'],
  },
  'src/pages/news/NewsPage.tsx': {
    file: 'assets/NewsPage.js',
    isDynamicEntry: true,
    imports: ['_shared.js'],
    css: ['assets/NewsPage.css'],
  },
  'src/app/members/GraphQLSession.tsx': {
    file: 'assets/GraphQLSession.js',
    imports: ['_apollo.js'],
  },
  '_apollo.js': { file: 'assets/apollo.js' },
  'src/app/members/MemberParts.tsx': {
    file: 'assets/MemberParts.js',
    imports: ['_apollo.js'],
    css: ['assets/MemberParts.css'],
  },
};

/** Sizes in KiB, chosen so that each route lands just inside or just outside its budget. */
function sizes(aboutPageKib: number, newsPageKib: number): Record<string, number> {
  return {
    'assets/index.js': 1,
    'assets/shell.js': 90,
    'assets/shell.css': 8,
    'assets/shared.js': 4,
    'assets/shared.css': 2,
    'assets/AboutPage.js': aboutPageKib,
    'assets/NewsPage.js': newsPageKib,
    'assets/NewsPage.css': 1,
    'assets/GraphQLSession.js': 2,
    'assets/apollo.js': 50,
    'assets/MemberParts.js': 5,
    'assets/MemberParts.css': 1,
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
  it('counts the entry and the page with their imports and stylesheets, each once', () => {
    const { aboutLoad } = measure(15, 33);
    // index 1 + shell 90 + shared 4 + page 15 (the shell it also imports is not counted twice).
    expect(aboutLoad.js).toBe(110 * KIB);
    // shell 8 + shared 2: not the members' page's nor the members' shell's.
    expect(aboutLoad.css).toBe(10 * KIB);
    // A rendered page's sections come inside its HTML.
    expect(aboutLoad.messages).toBe(0);
    expect(aboutLoad.total).toBe(120 * KIB);
    expect(aboutLoad.budget).toBe(PUBLIC_BUDGET_KIB * KIB);
    expect(aboutLoad.over).toBe(false);
  });

  it('adds the members’ session, shell and catalog sections to a members’ page', () => {
    const { newsLoad } = measure(15, 33);
    // index 1 + shell 90 + shared 4 + page 33 + session 2 + apollo 50 (once) + member parts 5.
    expect(newsLoad.js).toBe(185 * KIB);
    // shell 8 + shared 2 + page 1 + member parts 1.
    expect(newsLoad.css).toBe(12 * KIB);
    expect(newsLoad.messages).toBe(3 * KIB);
    expect(newsLoad.total).toBe(200 * KIB);
    expect(newsLoad.budget).toBe(MEMBERS_BUDGET_KIB * KIB);
    expect(newsLoad.over).toBe(false);
  });

  it('marks a route over its budget by a fraction of a KiB', () => {
    const { aboutLoad, newsLoad } = measure(15.1, 33.1);
    expect(aboutLoad.over).toBe(true);
    expect(newsLoad.over).toBe(true);
  });
});

describe('pageStylesheets', () => {
  it('links the members’ start’s and the page’s, each after those of what it imports', () => {
    const modules = [...MEMBER_START_MODULES, 'src/pages/news/NewsPage.tsx'];
    // The entry's (shell.css) is index.html's own link.
    expect(pageStylesheets(manifest, modules)).toEqual([
      'assets/MemberParts.css',
      'assets/shared.css',
      'assets/NewsPage.css',
    ]);
  });
});

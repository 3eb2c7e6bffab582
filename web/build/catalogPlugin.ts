// The catalogs split by page, at build time (issue 12). The source catalogs stay one file per
// language; this plugin writes, for each language, one JSON file per group of sections
// (catalogSections.ts): the shell's (`entry`), the members' shell's (`members`) and each page's
// (`AboutPage`), under a folder named by a hash of them all, so that the app finds any of them
// from one string and the gateway serves them as immutable. In development Vite's server
// answers the same addresses from the current source.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { LANGUAGES, type Language } from '../src/i18n/languages.ts';
import {
  type CatalogGroups,
  ENTRY_GROUP,
  MEMBERS_GROUP,
  type Messages,
  pageGroupName,
  scanCatalogGroups,
  trimCatalog,
} from './catalogSections.ts';

/** `CATALOG_BASE`, where the browser fetches `<base><language>/<group>.json`. */
export const CATALOG_BASE_MODULE = 'virtual:catalog-base';
/** `GROUP_SECTIONS`, each group's sections: for the server render, which trims the catalogs. */
export const GROUP_SECTIONS_MODULE = 'virtual:catalog-group-sections';
const DEV_BASE = '/@catalogs/';

/** Every group's file for every language: `en/AboutPage.json` → its messages. */
export function catalogFiles(webRoot: string): Map<string, Messages> {
  const catalogs = readCatalogs(webRoot);
  const groups = groupSections(scanCatalogGroups(webRoot, catalogs.en));
  const files = new Map<string, Messages>();
  for (const language of LANGUAGES) {
    for (const [group, sections] of Object.entries(groups)) {
      files.set(`${language}/${group}.json`, trimCatalog(catalogs[language], sections));
    }
  }
  return files;
}

/** The groups by the name their file has: `entry`, `members`, `AboutPage`… */
export function groupSections(groups: CatalogGroups): Record<string, string[]> {
  return {
    [ENTRY_GROUP]: groups.entry,
    [MEMBERS_GROUP]: groups.members,
    ...Object.fromEntries(
      Object.entries(groups.pages).map(([module, sections]) => [pageGroupName(module), sections]),
    ),
  };
}

function readCatalogs(webRoot: string): Record<Language, Messages> {
  const read = (language: Language) =>
    JSON.parse(
      readFileSync(join(webRoot, 'src', 'i18n', 'locales', `${language}.json`), 'utf8'),
    ) as Messages;
  return Object.fromEntries(LANGUAGES.map((language) => [language, read(language)])) as Record<
    Language,
    Messages
  >;
}

/** The folder of a build's files: named by their content, so a change gets a new address. */
function catalogFolder(files: Map<string, Messages>): string {
  const hash = createHash('sha256');
  for (const [name, messages] of files) hash.update(name).update(JSON.stringify(messages));
  return `assets/catalogs-${hash.digest('hex').slice(0, 10)}/`;
}

export function catalogPlugin(): Plugin {
  let webRoot = '';
  let serving = false;
  let ssr = false;
  const resolved = (id: string) => `\0${id}`;
  return {
    name: 'portal-catalogs',
    configResolved(config) {
      webRoot = config.root;
      serving = config.command === 'serve';
      ssr = Boolean(config.build.ssr);
    },
    resolveId(id) {
      return id === CATALOG_BASE_MODULE || id === GROUP_SECTIONS_MODULE ? resolved(id) : undefined;
    },
    load(id) {
      if (id === resolved(GROUP_SECTIONS_MODULE)) {
        const catalog = readCatalogs(webRoot).en;
        const groups = groupSections(scanCatalogGroups(webRoot, catalog));
        return `export const GROUP_SECTIONS = ${JSON.stringify(groups)};`;
      }
      if (id === resolved(CATALOG_BASE_MODULE)) {
        const base = serving ? DEV_BASE : `/${catalogFolder(catalogFiles(webRoot))}`;
        return `export const CATALOG_BASE = ${JSON.stringify(base)};`;
      }
      return undefined;
    },
    generateBundle() {
      // The server build reads the source catalogs itself: the files are the browser's.
      if (ssr) return;
      const files = catalogFiles(webRoot);
      const folder = catalogFolder(files);
      for (const [name, messages] of files) {
        this.emitFile({
          type: 'asset',
          fileName: `${folder}${name}`,
          source: JSON.stringify(messages),
        });
      }
    },
    configureServer(server) {
      server.middlewares.use(DEV_BASE, (request, response, next) => {
        const name = (request.url ?? '').replace(/^\//, '').split('?')[0] ?? '';
        const messages = catalogFiles(webRoot).get(name);
        if (!messages) {
          next();
          return;
        }
        response.setHeader('content-type', 'application/json');
        response.setHeader('cache-control', 'no-cache');
        response.end(JSON.stringify(messages));
      });
    },
  };
}

// How the catalogs are split (issue 12), shared by the app and the build (web/build, which reads
// this file as it is: no imports). A section is a top-level key of a catalog (`landing`, `seo`),
// except `pages`, whose children are sections of their own (`pages.events`): it is most of the
// catalog, and each child is one page's. Sections travel in groups: the shell's, the members'
// shell's and each page's (web/build/catalogSections.ts finds which by reading the source).

/** A catalog, or part of one: nested objects of strings. */
export type Messages = { [key: string]: string | Messages };

export const SPLIT_SECTION = 'pages';

/** The group of the shell, on every page. */
export const ENTRY_GROUP = 'entry';
/** The group of the members' shell (app/members/MemberParts), beyond the entry's. */
export const MEMBERS_GROUP = 'members';

/** A page's group is named after its module: `src/pages/about/AboutPage.tsx` → `AboutPage`. */
export function pageGroupName(module: string): string {
  return module.replace(/^.*\//, '').replace(/\.tsx$/, '');
}

/** The sections of a catalog: its top-level keys, and `pages.<name>` for each page. */
export function sectionsOf(catalog: Messages): string[] {
  return Object.entries(catalog).flatMap(([key, value]) =>
    key === SPLIT_SECTION && typeof value === 'object'
      ? Object.keys(value).map((page) => `${SPLIT_SECTION}.${page}`)
      : [key],
  );
}

/** The catalog with only the given sections, nested as in the whole one (keys do not change). */
export function trimCatalog(catalog: Messages, sections: Iterable<string>): Messages {
  const trimmed: Messages = {};
  for (const section of sections) {
    const [top = '', page] = section.split('.');
    const value = catalog[top];
    if (value === undefined) continue;
    if (page === undefined) {
      trimmed[top] = value;
      continue;
    }
    const child = typeof value === 'object' ? value[page] : undefined;
    if (child === undefined) continue;
    const parent = (trimmed[top] ?? {}) as Messages;
    parent[page] = child;
    trimmed[top] = parent;
  }
  return trimmed;
}

// The modules of the catalogs' build plugin (web/build/catalogPlugin.ts).

declare module 'virtual:catalog-base' {
  /** Where the browser fetches a group of sections: `${CATALOG_BASE}${language}/${group}.json`. */
  export const CATALOG_BASE: string;
}

declare module 'virtual:catalog-group-sections' {
  /** Each group's sections (`entry`, `members`, `AboutPage`…), read from the source. */
  export const GROUP_SECTIONS: Record<string, string[]>;
}

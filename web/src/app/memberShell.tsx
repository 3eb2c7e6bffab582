import type { ComponentProps } from 'react';
import { MEMBERS_GROUP } from '../i18n/catalogGroups.js';
import { loadCatalogGroups } from '../i18n/i18n.js';
import { preloadable } from '../lib/preloadable.js';
import type * as Parts from './members/MemberParts.js';
import { GraphQLSession } from './WithGraphQL.js';

// With the members' shell's catalog sections, in the language shown.
const parts = async () =>
  (await Promise.all([import('./members/MemberParts.js'), loadCatalogGroups(MEMBERS_GROUP)]))[0];

/** The shell's members-only parts (members/MemberParts), fetched once a member is signed in. */
export const MemberLive = preloadable<ComponentProps<typeof Parts.MemberLive>>(async () => ({
  default: (await parts()).MemberLive,
}));
export const MemberSearch = preloadable<object>(async () => ({
  default: (await parts()).MemberSearch,
}));
export const MemberActions = preloadable<ComponentProps<typeof Parts.MemberActions>>(async () => ({
  default: (await parts()).MemberActions,
}));

/** Everything a member's shell draws, fetched before the first render of a member's page. */
export function preloadMemberShell(): Promise<unknown> {
  return Promise.all([
    GraphQLSession.preload(),
    MemberLive.preload(),
    MemberSearch.preload(),
    MemberActions.preload(),
  ]);
}

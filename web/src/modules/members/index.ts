// The members feature's public entry: what other features, pages and the app use of it.
export { MemberDirectory } from './components/MemberDirectory.js';
export { filterMembers } from './filterMembers.js';
export { useConnectionActions } from './hooks/useConnectionActions.js';
export { useMemberDirectory } from './hooks/useMemberDirectory.js';
export { messagesWithPath } from './messagesPath.js';

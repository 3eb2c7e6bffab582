// The members feature's public entry: what other features, pages and the app use of it.
export { ByAuthor } from './components/ByAuthor.js';
export { CONNECTION_FORM } from './components/ConnectionActionForm.js';
export { ConnectionButtons } from './components/ConnectionButtons.js';
export { ConnectionDoneNotice } from './components/ConnectionDoneNotice.js';
export { MemberDirectory } from './components/MemberDirectory.js';
export {
  type MemberHistoryData,
  MemberHistorySections,
} from './components/MemberHistorySections.js';
export { MemberLink } from './components/MemberLink.js';
export * as memberPageStyles from './components/MemberPages.css.js';
export { MEMBER_ROLE_FORM, MemberRoleForm } from './components/MemberRoleForm.js';
export { MemberSuspension } from './components/MemberSuspension.js';
export { filterMembers } from './filterMembers.js';
export { useConnectionActions } from './hooks/useConnectionActions.js';
export { useMemberDirectory } from './hooks/useMemberDirectory.js';
export { useMemberHistory } from './hooks/useMemberHistory.js';
export { type MemberProfileData, useMemberProfile } from './hooks/useMemberProfile.js';
export { type ConnectionsOverview, useMyConnections } from './hooks/useMyConnections.js';
export {
  CONNECTIONS_PATH,
  memberHistoryPath,
  memberPath,
  PROFILE_DETAILS_PATH,
} from './memberPath.js';
export { messagesWithPath } from './messagesPath.js';
export type { MemberSummary } from './types.js';

// The membership feature's public entry: what other features, pages and the app use of it.
export { MembershipApplicationList } from './components/MembershipApplicationList.js';
export { useMembershipApplications } from './hooks/useMembershipApplications.js';

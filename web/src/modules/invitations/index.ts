// The invitations feature's public entry: what other features, pages and the app use of it.
export { InviteMemberButton } from './components/InviteMemberButton.js';
export { JoinForm } from './components/JoinForm.js';
export { PendingInvitations } from './components/PendingInvitations.js';

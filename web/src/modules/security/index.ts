// The security feature's public entry: what other features, pages and the app use of it.
export { ActiveSessions } from './components/ActiveSessions.js';
export { ChangeEmail } from './components/ChangeEmail.js';
export { ChangePassword } from './components/ChangePassword.js';
export { CloseAccount } from './components/CloseAccount.js';
export { DataDownload } from './components/DataDownload.js';
export * as securityStyles from './components/security.css.js';
export { TwoStepSignIn } from './components/TwoStepSignIn.js';

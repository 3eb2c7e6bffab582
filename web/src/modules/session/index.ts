// The session feature's public entry: what other features, pages and the app use of it.
export { seedAnonymousViewer } from './anonymousViewer.js';
export { AccountMenu, SIGN_OUT_PATH } from './components/AccountMenu.js';
export { ConfirmEmailForm } from './components/ConfirmEmailForm.js';
export { ForgotPasswordForm } from './components/ForgotPasswordForm.js';
export { ResetPasswordForm } from './components/ResetPasswordForm.js';
export * as signInLinks from './components/SignInForm.css.js';
export { SignInForm } from './components/SignInForm.js';
export { useViewer, type Viewer, type ViewerState } from './hooks/useViewer.js';
export {
  type RefreshSession,
  RefreshSessionContext,
  useRefreshSession,
} from './refreshSession.js';
export {
  ANONYMOUS,
  PublishSessionContext,
  SessionStateContext,
  UNKNOWN,
  usePublishSession,
  useSession,
} from './sessionState.js';
export { signInPageShown, useSigningOut } from './signingOut.js';

// The api-tokens feature's public entry: what other features, pages and the app use of it.
export { ApiTokenList } from './components/ApiTokenList.js';
export * as apiTokensStyles from './components/apiTokens.css.js';
export { CreateApiTokenForm } from './components/CreateApiTokenForm.js';
export { NewTokenPanel } from './components/NewTokenPanel.js';

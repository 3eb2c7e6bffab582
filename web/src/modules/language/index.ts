// The language feature's public entry: what other features, pages and the app use of it.
export { LanguageSelect } from './components/LanguageSelect.js';

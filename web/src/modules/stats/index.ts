// The stats feature's public entry: what other features, pages and the app use of it.
export * as statCardsStyles from './components/StatCards.css.js';
export { StatCards } from './components/StatCards.js';

// The navigation feature's public entry: what other features, pages and the app use of it.
export { PageChangeAnnouncer } from './components/PageChangeAnnouncer.js';
export { Sidebar } from './components/Sidebar.js';
export { usePageChangeFocus } from './hooks/usePageChangeFocus.js';
export { useShellCounts } from './hooks/useShellCounts.js';
export { navLabelOf } from './navItems.js';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.js';
import { initI18n } from './i18n/i18n.js';
import './theme/global.css.js';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The stored language's catalog is loaded before the first paint, so no English flashes first.
await initI18n();

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

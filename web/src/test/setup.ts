import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { setCatalogGroupLoader } from '../i18n/i18n.js';
import { loadCatalog } from '../i18n/wholeCatalogs.js';
import { toastQueue } from '../ui/toast/toast.js';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

// The app's one toast queue lives in a module that the files of a slot share (isolate: false):
// a toast one file left open (an invitation's "No e-mail was sent") was read by the next file's
// test that expects none. Every test starts with none.
beforeEach(() => toastQueue.clear());

// npm test runs these beside the integration tests on two cores: a lazy page or a mocked query
// can take over the default 1 s to appear without anything being wrong, and a page first
// imported (and transformed) while the machine was busiest has taken over 5 s (routing.test's
// landing page, in a full run): waited for up to 15 s, as the browser tests poll.
configure({ asyncUtilTimeout: 15_000 });

// Components are tested with the whole catalogs: which sections each page needs is proven by
// the server render's test (ssr/catalogSections.test.tsx) and the browser tests.
setCatalogGroupLoader(loadCatalog, 'whole');

import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

// npm test runs these beside the integration and browser tests on two cores: a lazy page or a
// mocked query can take over the default 1 s to appear without anything being wrong.
configure({ asyncUtilTimeout: 5000 });

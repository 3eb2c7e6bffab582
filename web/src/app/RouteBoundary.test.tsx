import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n/i18n.js';
import { preloadable } from '../lib/preloadable.js';
import { Link } from '../ui/Link.js';
import { RouteBoundary } from './RouteBoundary.js';

beforeAll(async () => {
  await initI18n('en');
});

function Other() {
  return <h1>Other page</h1>;
}

function Broken(): never {
  throw new Error('this page is broken');
}

/** The shell's part that matters here: a navigation outside the boundary, the page inside. */
function showAt(path: string, page: React.ReactNode) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <nav>
              <Link href="/other">Other</Link>
            </nav>
            <main>
              <RouteBoundary>
                <Suspense fallback="loading">
                  <Outlet />
                </Suspense>
              </RouteBoundary>
            </main>
          </>
        ),
        children: [
          { path, element: page },
          { path: '/other', element: <Other /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe("a route's boundary", () => {
  it('retries a page that failed to download once by itself, then offers Retry', async () => {
    const user = userEvent.setup({ delay: null });
    let online = false;
    const load = vi.fn(async () => {
      if (!online) throw new TypeError('Failed to fetch dynamically imported module');
      return { default: () => <h1>Reports</h1> };
    });
    const Reports = preloadable(load);
    showAt('/reports', <Reports />);

    await screen.findByRole('heading', { name: 'This page could not be loaded' });
    expect(screen.getByRole('alert').textContent).toContain('Check your connection');
    // The first attempt and the one retry made by itself.
    expect(load).toHaveBeenCalledTimes(2);

    online = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Reports' });
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('keeps the navigation working when a page throws, and the next page shows', async () => {
    const user = userEvent.setup({ delay: null });
    // React reports the error it caught on the console: expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    showAt('/broken', <Broken />);

    await screen.findByRole('heading', { name: 'Something went wrong on this page' });
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Other' }));
    await screen.findByRole('heading', { name: 'Other page' });
    expect(screen.queryByRole('alert')).toBeNull();
    vi.mocked(console.error).mockRestore();
  });
});

import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense, useEffect, useState } from 'react';
import {
  createMemoryRouter,
  Link,
  Navigate,
  Outlet,
  RouterProvider,
  useSearchParams,
} from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../i18n/i18n.js';
import { PageHeader } from '../../../ui/PageHeader.js';
import { PageHeadingRegistryContext } from '../../../ui/PageHeading.js';
import { PageChangeAnnouncer } from '../components/PageChangeAnnouncer.js';
import { usePageChangeFocus } from './usePageChangeFocus.js';

// A shell in miniature: the hook, its live region, links and the router's pages.
function Frame() {
  const { registerHeading, announcement } = usePageChangeFocus();
  return (
    <>
      <nav aria-label="Main navigation">
        <Link to="/">Home</Link>
        <Link to="/members">Members</Link>
        <Link to="/later">Later</Link>
        <Link to="/data">Data</Link>
        <Link to="/discussions?area=family">Family</Link>
        <Link to="/discussions?area=criminal">Criminal</Link>
      </nav>
      <main>
        <PageHeadingRegistryContext value={registerHeading}>
          <Suspense fallback={<p>Loading</p>}>
            <Outlet />
          </Suspense>
        </PageHeadingRegistryContext>
      </main>
      <PageChangeAnnouncer announcement={announcement} />
    </>
  );
}

function DiscussionsPage() {
  const [params, setParams] = useSearchParams();
  return (
    <>
      <PageHeader title="Discussions" />
      <label>
        Area
        <select
          value={params.get('area') ?? ''}
          onChange={(event) => setParams({ area: event.target.value }, { replace: true })}
        >
          <option value="">All</option>
          <option value="family">Family</option>
          <option value="criminal">Criminal</option>
        </select>
      </label>
    </>
  );
}

/** A page that shows its heading only once its data has come. */
function DataPage({ loaded }: { loaded: Promise<void> }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void loaded.then(() => setReady(true));
  }, [loaded]);
  return ready ? <PageHeader title="Data" /> : <p>Loading</p>;
}

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function renderAt(url: string) {
  const laterPage = deferred();
  const data = deferred();
  const LaterPage = lazy(async () => {
    await laterPage.promise;
    return { default: () => <PageHeader title="Later" /> };
  });
  const router = createMemoryRouter(
    [
      {
        element: <Frame />,
        children: [
          { path: '/', element: <PageHeader title="Home" /> },
          { path: '/members', element: <PageHeader title="Members Directory" /> },
          { path: '/later', element: <LaterPage /> },
          { path: '/data', element: <DataPage loaded={data.promise} /> },
          { path: '/discussions', element: <DiscussionsPage /> },
          { path: '/old-members', element: <Navigate to="/members" replace /> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return { router, showLaterPage: laterPage.resolve, showData: data.resolve };
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const liveRegion = () => screen.getByRole('status');
const link = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name });

async function expectFocusOn(name: string) {
  await waitFor(() =>
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name })),
  );
}

beforeAll(async () => {
  await initI18n();
});

describe('focus and announcement on a page change', () => {
  it('leaves focus alone and announces nothing on the first load', async () => {
    renderAt('/members');
    await heading('Members Directory');
    expect(document.activeElement).toBe(document.body);
    expect(liveRegion().textContent).toBe('');
  });

  it('leaves focus alone after a redirect of the first load', async () => {
    const { router } = renderAt('/old-members');
    await heading('Members Directory');
    expect(router.state.location.pathname).toBe('/members');
    expect(document.activeElement).toBe(document.body);
    expect(liveRegion().textContent).toBe('');
  });

  it('moves focus to the new page heading after a link, announces it and titles the tab', async () => {
    renderAt('/');
    await heading('Home');
    await userEvent.setup({ delay: null }).click(link('Members'));

    await expectFocusOn('Members Directory');
    const members = screen.getByRole('heading', { level: 1, name: 'Members Directory' });
    expect(members.tabIndex).toBe(-1);
    expect(liveRegion().textContent).toBe('Members Directory page loaded');
    expect(liveRegion().getAttribute('aria-live')).toBe('polite');
    expect(document.title).toBe('Members Directory · National Bar Association');
  });

  it('waits for a lazy page to render its heading', async () => {
    const { router, showLaterPage } = renderAt('/');
    await heading('Home');
    await userEvent.setup({ delay: null }).click(link('Later'));
    // The old page stays until the new one has loaded; focus stays on the link meanwhile.
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeTruthy();
    expect(document.activeElement).toBe(link('Later'));
    expect(liveRegion().textContent).toBe('');

    await act(async () => showLaterPage());
    await expectFocusOn('Later');
    expect(router.state.location.pathname).toBe('/later');
    expect(liveRegion().textContent).toBe('Later page loaded');
  });

  it('waits for a page that shows its heading once its data has come', async () => {
    const { router, showData } = renderAt('/');
    await heading('Home');
    await userEvent.setup({ delay: null }).click(link('Data'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/data'));
    expect(document.activeElement).toBe(link('Data'));
    expect(liveRegion().textContent).toBe('');

    await act(async () => showData());
    await expectFocusOn('Data');
    expect(liveRegion().textContent).toBe('Data page loaded');
  });

  it('counts a first page that came late as the first load, and the next page as a change', async () => {
    const { showData } = renderAt('/data');
    await act(async () => showData());
    await heading('Data');
    expect(document.activeElement).toBe(document.body);
    expect(liveRegion().textContent).toBe('');

    await userEvent.setup({ delay: null }).click(link('Members'));
    await expectFocusOn('Members Directory');
  });

  it('moves focus when a link changes only the query, and announces the same page again', async () => {
    renderAt('/');
    await heading('Home');
    const user = userEvent.setup({ delay: null });
    await user.click(link('Family'));
    await expectFocusOn('Discussions');
    const first = liveRegion().firstElementChild;
    expect(first?.textContent).toBe('Discussions page loaded');

    await user.click(link('Criminal'));
    await expectFocusOn('Discussions');
    // A new node, not the same text left in place, so that screen readers speak it again.
    await waitFor(() => expect(liveRegion().firstElementChild).not.toBe(first));
    expect(liveRegion().textContent).toBe('Discussions page loaded');
  });

  it('leaves focus on a filter control that replaces the query', async () => {
    const { router } = renderAt('/members');
    await heading('Members Directory');
    const user = userEvent.setup({ delay: null });
    await user.click(link('Family'));
    await expectFocusOn('Discussions');
    const announced = liveRegion().firstElementChild;

    const area = screen.getByLabelText('Area');
    await user.selectOptions(area, 'criminal');
    await waitFor(() => expect(router.state.location.search).toBe('?area=criminal'));
    expect(document.activeElement).toBe(area);
    expect(liveRegion().firstElementChild).toBe(announced);
  });

  it('moves focus on Back, and not for an in-page jump to a hash', async () => {
    const { router } = renderAt('/');
    await heading('Home');
    const user = userEvent.setup({ delay: null });
    await user.click(link('Members'));
    await expectFocusOn('Members Directory');

    const skipTarget = link('Home');
    skipTarget.focus();
    await act(() => router.navigate('/members#main'));
    expect(router.state.location.hash).toBe('#main');
    expect(document.activeElement).toBe(skipTarget);

    await act(() => router.navigate(-2));
    await expectFocusOn('Home');
    expect(liveRegion().textContent).toBe('Home page loaded');
  });
});

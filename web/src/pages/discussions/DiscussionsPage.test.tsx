import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, useLocation } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { DiscussionsDocument, PracticeAreasDocument } from '../../generated/graphql.js';
import { initI18n, setLanguage } from '../../i18n/i18n.js';
import { createCache } from '../../lib/apollo.js';
import { summary } from '../../modules/discussions/testData.js';
import DiscussionsPage from './DiscussionsPage.js';

beforeAll(async () => {
  await initI18n();
});

const areas = [
  { slug: 'criminal', names: { en: 'Criminal', so: 'Dembiyada', ar: 'الجنائي', fr: 'Pénal' } },
  {
    slug: 'constitutional',
    names: { en: 'Constitutional', so: 'Dastuuriga', ar: 'الدستوري', fr: 'Constitutionnel' },
  },
].map((area, index) => ({
  __typename: 'PracticeArea' as const,
  id: `area-${index}`,
  slug: area.slug,
  names: { __typename: 'LocalizedText' as const, ...area.names },
}));

const areasMock: MockLink.MockedResponse = {
  request: { query: PracticeAreasDocument },
  result: { data: { practiceAreas: areas } },
};

function discussionsMock(
  practiceArea: string | null,
  {
    search = null,
    offset = 0,
    count = 0,
  }: { search?: string | null; offset?: number; count?: number } = {},
): MockLink.MockedResponse {
  const discussions = Array.from({ length: count }, (_, index) => {
    const {
      practiceArea: area,
      author,
      ...rest
    } = summary({
      id: `d${offset + index}`,
      title: `Discussion ${offset + index}`,
    });
    return {
      __typename: 'Discussion' as const,
      ...rest,
      author: { __typename: 'Author' as const, ...author },
      practiceArea: area && {
        __typename: 'PracticeArea' as const,
        ...area,
        names: { __typename: 'LocalizedText' as const, ...area.names },
      },
    };
  });
  return {
    request: {
      query: DiscussionsDocument,
      variables: { practiceArea, search, order: 'LATEST_ACTIVITY', limit: 20, offset },
    },
    result: { data: { discussions } },
  };
}

/** Shows the query string, to check what the page keeps in the URL. */
function LocationProbe() {
  return <span data-testid="location">{useLocation().search}</span>;
}

function renderAt(path: string, mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider cache={createCache()} mocks={mocks}>
      <MemoryRouter initialEntries={[path]}>
        <DiscussionsPage />
        <LocationProbe />
        <Link to="/discussions">All discussions</Link>
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('DiscussionsPage', () => {
  it('names the area of ?area= in the list heading and says it has no discussions', async () => {
    renderAt('/discussions?area=constitutional', [areasMock, discussionsMock('constitutional')]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Discussions');
    await screen.findByRole('heading', { level: 2, name: 'Constitutional' });
    await screen.findByText('No discussions found in this practice area');
  });

  it('says there are no discussions yet without an area', async () => {
    renderAt('/discussions', [areasMock, discussionsMock(null)]);
    await screen.findByText('No discussions available yet');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('All Discussions');
  });

  it("takes the area's name from the practice areas in the interface language", async () => {
    await setLanguage('fr');
    try {
      renderAt('/discussions?area=criminal', [areasMock, discussionsMock('criminal')]);
      await screen.findByRole('heading', { level: 2, name: 'Pénal' });
    } finally {
      await setLanguage('en');
    }
  });

  it('searches through the server as the member types, keeping q in the URL', async () => {
    renderAt('/discussions', [
      areasMock,
      discussionsMock(null, { count: 2 }),
      discussionsMock(null, { search: 'bail' }),
    ]);
    await screen.findByText('Discussion 0');
    const box = screen.getByRole('searchbox', { name: 'Search discussions' });
    fireEvent.change(box, { target: { value: ' bail ' } });
    await screen.findByText('No discussions match your search');
    expect(screen.getByTestId('location').textContent).toBe('?q=bail');
    expect(screen.getByRole('status').textContent).toBe('0 discussions found');
  });

  it('starts from ?q= and loads 20 more, hiding Load more after a short page', async () => {
    renderAt('/discussions?q=bail', [
      areasMock,
      discussionsMock(null, { search: 'bail', count: 20 }),
      discussionsMock(null, { search: 'bail', offset: 20, count: 3 }),
    ]);
    await screen.findByText('Discussion 19');
    expect(
      (screen.getByRole('searchbox', { name: 'Search discussions' }) as HTMLInputElement).value,
    ).toBe('bail');
    expect(screen.getByRole('status').textContent).toBe('20 discussions found');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Discussion 22');
    expect(screen.getAllByRole('article')).toHaveLength(23);
    expect(screen.getByRole('status').textContent).toBe('3 more discussions loaded');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows no Load more when the first page is short', async () => {
    renderAt('/discussions', [areasMock, discussionsMock(null, { count: 3 })]);
    await screen.findByText('Discussion 2');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('takes a q changed by a link into the box instead of writing the old text back', async () => {
    renderAt('/discussions?q=bail', [
      areasMock,
      discussionsMock(null, { search: 'bail', count: 1 }),
      discussionsMock(null, { count: 2 }),
    ]);
    await screen.findByText('Discussion 0');
    fireEvent.click(screen.getByRole('link', { name: 'All discussions' }));
    await screen.findByText('Discussion 1');
    expect(
      (screen.getByRole('searchbox', { name: 'Search discussions' }) as HTMLInputElement).value,
    ).toBe('');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.getByTestId('location').textContent).toBe('');
  });
});

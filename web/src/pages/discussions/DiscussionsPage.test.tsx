import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { DiscussionPracticeAreasDocument, DiscussionsDocument } from '../../generated/graphql.js';
import { initI18n, setLanguage } from '../../i18n/i18n.js';
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
  request: { query: DiscussionPracticeAreasDocument },
  result: { data: { practiceAreas: areas } },
};

function discussionsMock(practiceArea: string | null): MockLink.MockedResponse {
  return {
    request: { query: DiscussionsDocument, variables: { practiceArea } },
    result: { data: { discussions: [] } },
  };
}

function renderAt(path: string, mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={[path]}>
        <DiscussionsPage />
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
});

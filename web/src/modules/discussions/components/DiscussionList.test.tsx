import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../i18n/i18n.js';
import { summary } from '../testData.js';
import { DiscussionList } from './DiscussionList.js';

beforeAll(async () => {
  await initI18n();
});

describe('DiscussionList', () => {
  it('names the selected area in its heading, and all discussions otherwise', () => {
    const { rerender } = render(
      <DiscussionList areaName="Criminal" discussions={[]} loading={false} failed={false} />,
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Criminal');
    rerender(<DiscussionList discussions={[]} loading={false} failed={false} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('All Discussions');
  });

  it('says no discussion was found in the area when an area is selected', () => {
    render(
      <DiscussionList areaName="Constitutional" discussions={[]} loading={false} failed={false} />,
    );
    expect(screen.getByText('No discussions found in this practice area')).toBeTruthy();
    expect(screen.queryByText('No discussions available yet')).toBeNull();
  });

  it('says there are no discussions yet when none exist at all', () => {
    render(<DiscussionList discussions={[]} loading={false} failed={false} />);
    expect(screen.getByText('No discussions available yet')).toBeTruthy();
    expect(screen.queryByText('No discussions found in this practice area')).toBeNull();
  });

  it('shows the loading state and no empty message while loading', () => {
    render(<DiscussionList discussions={undefined} loading failed={false} />);
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    expect(screen.queryByText('No discussions available yet')).toBeNull();
  });

  it('shows an error instead of an empty message when loading failed', () => {
    render(<DiscussionList discussions={undefined} loading={false} failed />);
    expect(screen.getByRole('alert').textContent).toBe('The discussions could not be loaded.');
  });

  it('shows each card with its link, excerpt, author, area and counts', () => {
    const long = `${'x'.repeat(200)}hidden tail`;
    render(
      <DiscussionList
        discussions={[
          summary(),
          summary({ id: 'd2', title: 'Long one', contentText: long, practiceArea: null, likes: 1 }),
        ]}
        loading={false}
        failed={false}
      />,
    );
    const items = screen.getAllByRole('listitem').filter((item) => item.querySelector('article'));
    expect(items).toHaveLength(2);
    const [first, second] = items as [HTMLElement, HTMLElement];

    const link = within(first).getByRole('link', {
      name: 'Bail conditions after the new procedure code',
    });
    expect(link.getAttribute('href')).toBe('/discussions/d1');
    expect(within(first).getByText('How are courts applying the new bail rules?')).toBeTruthy();
    // The author's name links to their profile.
    const author = within(first).getByRole('link', { name: 'Amina Warsame' });
    expect(author.closest('span')?.textContent).toContain('By Amina Warsame');
    expect(author.getAttribute('href')).toMatch(/^\/members\//);
    expect(within(first).getByText('Criminal')).toBeTruthy();
    expect(within(first).getByText('1 reply')).toBeTruthy();
    expect(within(first).getByText('12 views')).toBeTruthy();
    expect(within(first).getByText('3 likes')).toBeTruthy();

    expect(within(second).getByText(`${'x'.repeat(200)}…`)).toBeTruthy();
    expect(within(second).queryByText(/hidden tail/)).toBeNull();
    expect(within(second).queryByText('Criminal')).toBeNull();
    expect(within(second).getByText('1 like')).toBeTruthy();
  });
});

import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../i18n/i18n.js';
import { DashboardList } from './DashboardList.js';

beforeAll(async () => {
  await initI18n();
});

const base = {
  title: 'New Members',
  viewAllHref: '/members',
  emptyText: 'No members available',
  renderItem: (item: { id: string; name: string }) => <span>{item.name}</span>,
};

describe('DashboardList', () => {
  it('shows loading, and neither the empty message nor items, while loading', () => {
    render(<DashboardList {...base} items={undefined} loading failed={false} />);
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    expect(screen.queryByText('No members available')).toBeNull();
  });

  it('shows the empty message when the list is empty', () => {
    render(<DashboardList {...base} items={[]} loading={false} failed={false} />);
    expect(screen.getByText('No members available')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says the list could not be loaded, as an alert', () => {
    render(<DashboardList {...base} items={undefined} loading={false} failed />);
    expect(screen.getByRole('alert').textContent).toBe('This list could not be loaded.');
  });

  it('lists the items under its heading, with View All named after the list', () => {
    const items = [
      { id: '1', name: 'Hodan' },
      { id: '2', name: 'Yusuf' },
    ];
    render(<DashboardList {...base} items={items} loading={false} failed={false} />);
    const region = screen.getByRole('region', { name: 'New Members' });
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Hodan', 'Yusuf']);
    const viewAll = within(region).getByRole('link', { name: 'View all: New Members' });
    expect(viewAll.getAttribute('href')).toBe('/members');
    expect(viewAll.textContent).toBe('View All');
  });
});

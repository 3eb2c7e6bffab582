import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../i18n/i18n.js';
import { Sidebar, type SidebarProps } from './Sidebar.js';

beforeAll(async () => {
  await initI18n();
});

function renderAt(url: string, props: Partial<SidebarProps> = {}) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Sidebar signedIn showAdministration={false} {...props} />
    </MemoryRouter>,
  );
  return screen.getByRole('navigation', { name: 'Main navigation' });
}

const MEMBER_LINKS = [
  ['Dashboard', '/'],
  ['About', '/about'],
  ['Leadership Team', '/leadership'],
  ['Elections History', '/elections-history'],
  ['Founders Tribute', '/founders-tribute'],
  ['Public Consultation', '/public-lawyers'],
  ['Submit Content', '/submit-content'],
  ['Discussions', '/discussions'],
  ['Members', '/members'],
  ['Messages', '/messages'],
  ['Documents', '/documents'],
  ['Legal News', '/news'],
  ['Events', '/events'],
  ['Social Networks', '/social-connect'],
];

const SHORTCUTS = [
  ['Corporate', '/discussions?area=corporate'],
  ['Criminal', '/discussions?area=criminal'],
  ['Family', '/discussions?area=family'],
  ['Commercial', '/discussions?area=commercial'],
  ['Constitutional', '/discussions?area=constitutional'],
];

const linksOf = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('Sidebar', () => {
  it('lists every spec link in order, then the practice-area shortcuts, as real links', () => {
    const nav = renderAt('/');
    expect(linksOf(nav)).toEqual([...MEMBER_LINKS, ...SHORTCUTS]);
  });

  it('shows Administration to moderators and admins only', () => {
    const nav = renderAt('/', { showAdministration: true });
    const admin = within(nav).getByRole('link', { name: 'Administration' });
    expect(admin.getAttribute('href')).toBe('/admin');
    expect(linksOf(nav).map(([label]) => label)).toEqual([
      ...MEMBER_LINKS.map(([label]) => label),
      'Administration',
      ...SHORTCUTS.map(([label]) => label),
    ]);
  });

  it('hides Administration from members', () => {
    const nav = renderAt('/');
    expect(within(nav).queryByRole('link', { name: 'Administration' })).toBeNull();
  });

  const current = (nav: HTMLElement) =>
    within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page')
      .map((link) => link.textContent);

  it.each([
    ['/', ['Dashboard']],
    ['/members', ['Members']],
    ['/discussions', ['Discussions']],
    ['/discussions?area=family', ['Family']],
    ['/discussions?area=criminal&q=bail', ['Criminal']],
    ['/login', []],
  ])('marks only the current page at %s', (url, expected) => {
    expect(current(renderAt(url, { showAdministration: true }))).toEqual(expected);
  });

  it('names the unread message count in the Messages link and shows a badge above zero', () => {
    const nav = renderAt('/', { unreadMessages: 2 });
    // happy-dom puts a space between the spans; browsers read "Messages, 2 unread".
    const messages = within(nav).getByRole('link', { name: /^Messages ?, 2 unread$/ });
    // The name comes from the content (no aria-label), so it starts with the visible label.
    expect(messages.getAttribute('aria-label')).toBeNull();
    expect(messages.querySelector('[aria-hidden="true"]')?.textContent).toBe('2');
  });

  it('is plainly "Messages" without a badge when nothing is unread', () => {
    const nav = renderAt('/', { unreadMessages: 0 });
    const messages = within(nav).getByRole('link', { name: 'Messages' });
    expect(messages.textContent).toBe('Messages');
  });
});

describe('Sidebar for a visitor who is not signed in', () => {
  it('offers the public menu, finding a lawyer first, and none of the members pages', () => {
    const nav = renderAt('/about', { signedIn: false });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Find a lawyer', '/public-lawyers'],
      ['Request a consultation', '/public-lawyers#lawyers'],
      ['About', '/about'],
      ['Leadership Team', '/leadership'],
      ['News and events', '/welcome#news'],
      ['Contact', '/leadership?contact=#leadership-contact-form'],
      ['Apply for membership', '/apply'],
      ['Sign in', '/login'],
    ]);
    expect(within(nav).getByRole('link', { name: 'About' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(nav).queryByRole('link', { name: 'Discussions' })).toBeNull();
    expect(within(nav).queryByRole('heading', { name: 'Practice Areas' })).toBeNull();
  });
});

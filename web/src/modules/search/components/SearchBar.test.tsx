import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/i18n.js';
import { SearchBar } from './SearchBar.js';

beforeAll(async () => {
  await initI18n();
});

function setup() {
  const onSearch = vi.fn<(text: string) => void>();
  render(<SearchBar onSearch={onSearch} />);
  const input = screen.getByRole('searchbox', { name: 'Search' });
  const button = screen.getByRole('button', { name: 'Search' });
  return { onSearch, input, button, user: userEvent.setup({ delay: null }) };
}

describe('SearchBar', () => {
  it('names its search landmark after its place, so that two on one page differ', () => {
    const { container } = render(
      <>
        <SearchBar placement="header" onSearch={() => {}} />
        <SearchBar onSearch={() => {}} />
      </>,
    );
    // happy-dom gives <search> no implicit role; Chromium does (the browser tests use it).
    const names = [...container.querySelectorAll('search')].map((el) =>
      el.getAttribute('aria-label'),
    );
    expect(names).toEqual(['Site search', 'Search from this page']);
  });

  it('is a labelled field with the spec placeholder', () => {
    const { input } = setup();
    expect(input.getAttribute('placeholder')).toBe('Search discussions, members, documents...');
  });

  it('submits the trimmed text with the Search button', async () => {
    const { onSearch, input, button, user } = setup();
    await user.type(input, '  land disputes  ');
    await user.click(button);
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('land disputes');
  });

  it('submits with the Enter key too', async () => {
    const { onSearch, input, user } = setup();
    await user.type(input, 'bail{Enter}');
    expect(onSearch).toHaveBeenCalledWith('bail');
  });

  it('ignores blank and empty text', async () => {
    const { onSearch, input, button, user } = setup();
    await user.click(button);
    await user.type(input, '    ');
    await user.click(button);
    expect(onSearch).not.toHaveBeenCalled();
  });
});

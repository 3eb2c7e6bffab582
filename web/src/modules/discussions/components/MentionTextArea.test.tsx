import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { MemberSuggestionsDocument } from '../../../generated/graphql.js';
import { initI18n } from '../../../i18n/i18n.js';
import { MentionTextArea } from './MentionTextArea.js';

beforeAll(async () => {
  await initI18n();
});

const member = (id: string, fullName: string) => ({
  __typename: 'MemberSuggestion' as const,
  id,
  fullName,
  initials: 'XX',
  profileImage: null,
  markup: `@[${fullName}](member:${id})`,
});

const mocks: MockLink.MockedResponse[] = [
  {
    request: { query: MemberSuggestionsDocument, variables: { search: 'ho' } },
    result: {
      data: { memberSuggestions: [member('m1', 'Hodan Farah'), member('m2', 'Hoodo Nur')] },
    },
    maxUsageCount: 5,
  },
];

function Field() {
  const [value, setValue] = useState('');
  return <MentionTextArea label="Your reply" value={value} onChange={setValue} />;
}

function setup() {
  render(
    <MockedProvider mocks={mocks}>
      <Field />
    </MockedProvider>,
  );
  return {
    user: userEvent.setup({ delay: null }),
    box: screen.getByRole('textbox', { name: 'Your reply' }) as HTMLTextAreaElement,
  };
}

describe('MentionTextArea', () => {
  it('offers members after @, moves with the arrows and writes the one chosen with Enter', async () => {
    const { user, box } = setup();
    await user.type(box, 'Ask @ho');
    const list = await screen.findByRole('listbox', { name: 'Members to mention' });
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['XXHodan Farah', 'XXHoodo Nur']);
    expect(box.getAttribute('aria-controls')).toBe(list.id);
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    await user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');
    // Down again wraps to the first, Up from there to the last, Down back to the first.
    await user.keyboard('{ArrowDown}{ArrowUp}{ArrowDown}{Enter}');
    expect(box.value).toBe('Ask @[Hodan Farah](member:m1) ');
    expect(screen.queryByRole('listbox')).toBeNull();
    // The caret is after the mention: typing goes on from there.
    await user.keyboard('thanks');
    expect(box.value).toBe('Ask @[Hodan Farah](member:m1) thanks');
  });

  it('closes with Escape and leaves Enter to the text', async () => {
    const { user, box } = setup();
    await user.type(box, '@ho');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box.hasAttribute('aria-activedescendant')).toBe(false);
    await user.keyboard('{Enter}');
    expect(box.value).toBe('@ho\n');
  });
});

import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PreviewPostDocument } from '../../../generated/graphql.js';
import { initI18n } from '../../../i18n/i18n.js';
import { GraphQLRequestError } from '../../../lib/graphqlRequest.js';
import { NewDiscussionForm, type NewDiscussionValues } from './NewDiscussionForm.js';

beforeAll(async () => {
  await initI18n();
});

function setup(
  onSubmit = vi.fn<(values: NewDiscussionValues) => Promise<void>>(),
  mocks: MockLink.MockedResponse[] = [],
) {
  render(
    <MockedProvider mocks={mocks}>
      <NewDiscussionForm
        areas={[{ id: 'area-criminal', label: 'Criminal' }]}
        initialAreaId="area-criminal"
        onSubmit={onSubmit}
        onCancel={() => undefined}
      />
    </MockedProvider>,
  );
  return {
    onSubmit,
    user: userEvent.setup({ delay: null }),
    title: screen.getByRole('textbox', { name: /Title/ }),
    content: screen.getByRole('textbox', { name: /Content/ }),
    submit: screen.getByRole('button', { name: 'Post Discussion' }),
  };
}

describe('NewDiscussionForm', () => {
  it("shows the gateway's rendering under Preview and keeps the text under Write", async () => {
    const text = '**Bold** claim';
    const { user, content } = setup(undefined, [
      {
        request: { query: PreviewPostDocument, variables: { content: text } },
        result: { data: { previewPost: '<p><strong>Bold</strong> claim</p>' } },
      },
    ]);
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(screen.getByText('Nothing to preview yet.')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Write' }));
    await user.type(content, text);
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    expect((await screen.findByText('Bold')).tagName).toBe('STRONG');
    await user.click(screen.getByRole('tab', { name: 'Write' }));
    expect((content as HTMLTextAreaElement).value).toBe(text);
  });

  it('refuses a title under 3 and content under 10 characters without sending', async () => {
    const { onSubmit, user, title, content, submit } = setup();
    await user.type(title, 'ab');
    await user.type(content, 'too short');
    await user.click(submit);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Use at least 3 characters.')).toBeTruthy();
    expect(screen.getByText('Use at least 10 characters.')).toBeTruthy();
  });

  it('shows no check before the first attempt, then updates it while the field keeps focus', async () => {
    const { user, title, submit } = setup();
    await user.type(title, 'ab');
    expect(screen.queryByText('Use at least 3 characters.')).toBeNull();
    await user.click(submit);
    expect(screen.getByText('Use at least 3 characters.')).toBeTruthy();
    expect(document.activeElement).toBe(title);
    // Fixing the title clears its check at once, before any blur: a check that vanished on blur
    // would move the Send button while it is being clicked.
    await user.type(title, 'c');
    expect(document.activeElement).toBe(title);
    expect(screen.queryByText('Use at least 3 characters.')).toBeNull();
  });

  it('refuses a title over 200 characters', async () => {
    const { onSubmit, user, title, content, submit } = setup();
    await user.click(title);
    await user.paste('t'.repeat(201));
    await user.type(content, 'Long enough content.');
    await user.click(submit);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Use at most 200 characters.')).toBeTruthy();
  });

  it('sends the trimmed values with the chosen area', async () => {
    const { onSubmit, user, title, content, submit } = setup();
    onSubmit.mockResolvedValue(undefined);
    await user.type(title, '  Land registry reform  ');
    await user.type(content, 'What changes for title deeds?');
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledWith({
      title: 'Land registry reform',
      content: 'What changes for title deeds?',
      practiceAreaId: 'area-criminal',
    });
  });

  it("shows the server's explanation when it refuses the input", async () => {
    const onSubmit = vi
      .fn<(values: NewDiscussionValues) => Promise<void>>()
      .mockRejectedValue(
        new GraphQLRequestError(200, [
          { message: 'title is too long', extensions: { code: 'BAD_USER_INPUT' } },
        ]),
      );
    const { user, title, content, submit } = setup(onSubmit);
    await user.type(title, 'Valid title');
    await user.type(content, 'Valid content here.');
    await user.click(submit);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The discussion could not be posted. Please try again.');
    expect(alert.textContent).toContain('title is too long');
  });
});

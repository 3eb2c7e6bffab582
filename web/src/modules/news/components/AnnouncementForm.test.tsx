import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/i18n.js';
import { GraphQLRequestError } from '../../../lib/graphqlRequest.js';
import type { NewAnnouncementValues } from '../hooks/useCreateAnnouncement.js';
import { AnnouncementForm } from './AnnouncementForm.js';

beforeAll(async () => {
  await initI18n();
});

function setup(onSubmit = vi.fn<(values: NewAnnouncementValues) => Promise<void>>()) {
  render(<AnnouncementForm onSubmit={onSubmit} onCancel={() => undefined} />);
  return {
    onSubmit,
    user: userEvent.setup({ delay: null }),
    title: screen.getByRole('textbox', { name: /Title/ }),
    excerpt: screen.getByRole('textbox', { name: /Excerpt/ }),
    content: screen.getByRole('textbox', { name: /^Content/ }),
    submit: screen.getByRole('button', { name: 'Publish Announcement' }),
  };
}

describe('AnnouncementForm', { timeout: 20_000 }, () => {
  it('refuses a title under 3 and content under 10 characters without sending', async () => {
    const { onSubmit, user, title, content, submit } = setup();
    await user.type(title, 'ab');
    await user.type(content, 'too short');
    await user.click(submit);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Use at least 3 characters.')).toBeTruthy();
    expect(screen.getByText('Use at least 10 characters.')).toBeTruthy();
  });

  it('refuses an excerpt over 500 characters', async () => {
    const { onSubmit, user, title, excerpt, content, submit } = setup();
    await user.type(title, 'A title');
    await user.click(excerpt);
    await user.paste('e'.repeat(501));
    await user.type(content, 'Long enough content.');
    await user.click(submit);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Use at most 500 characters.')).toBeTruthy();
  });

  it('sends trimmed values, with no excerpt when it is blank', async () => {
    const { onSubmit, user, title, excerpt, content, submit } = setup();
    await user.type(title, '  Office closed  ');
    await user.type(excerpt, '   ');
    await user.type(content, 'Closed on Friday.{Enter}Open on Saturday.');
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledWith({
      title: 'Office closed',
      excerpt: null,
      content: 'Closed on Friday.\nOpen on Saturday.',
    });
  });

  it("keeps the values and shows the server's explanation when it refuses", async () => {
    const onSubmit = vi.fn(async () => {
      throw new GraphQLRequestError(200, [
        {
          message: 'Invalid input: title must be 3 to 200 characters long.',
          extensions: { code: 'BAD_USER_INPUT' },
        },
      ]);
    });
    const { user, title, content, submit } = setup(onSubmit);
    await user.type(title, 'Office closed');
    await user.type(content, 'Closed on Friday.');
    await user.click(submit);
    expect(
      await screen.findByText('Invalid input: title must be 3 to 200 characters long.'),
    ).toBeTruthy();
    expect((title as HTMLInputElement).value).toBe('Office closed');
  });
});

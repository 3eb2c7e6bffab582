import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/i18n.js';
import { detail } from '../testData.js';
import { DiscussionView } from './DiscussionView.js';

beforeAll(async () => {
  await initI18n();
});

function setup(overrides: Parameters<typeof detail>[0] = {}) {
  const onToggleLike = vi.fn<() => void>();
  const onReply = vi.fn<(content: string) => Promise<void>>().mockResolvedValue(undefined);
  render(
    <MockedProvider>
      <DiscussionView
        discussion={detail(overrides)}
        onToggleLike={onToggleLike}
        likePending={false}
        onReply={onReply}
      />
    </MockedProvider>,
  );
  return { onToggleLike, onReply, user: userEvent.setup({ delay: null }) };
}

describe('DiscussionView', () => {
  it('shows the title as the h1, the long date, the area and the post as the gateway rendered it', () => {
    setup({ contentHtml: '<p>First paragraph.</p><p><strong>Second</strong> paragraph.</p>' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Bail conditions after the new procedure code',
    );
    expect(screen.getByText('Posted on March 5, 2026')).toBeTruthy();
    expect(screen.getByText('Criminal')).toBeTruthy();
    expect(screen.getByText('First paragraph.').tagName).toBe('P');
    expect(screen.getByText('Second').tagName).toBe('STRONG');
  });

  it('has a like toggle whose pressed state follows likedByMe', async () => {
    const { onToggleLike, user } = setup({ likedByMe: true });
    const like = screen.getByRole('button', { name: 'Like' });
    expect(like.getAttribute('aria-pressed')).toBe('true');
    await user.click(like);
    expect(onToggleLike).toHaveBeenCalledTimes(1);
  });

  it('lists the replies with author and date', () => {
    setup({
      replyList: [
        {
          id: 'r1',
          contentHtml: '<p>The High Court ruled on this last month.</p>',
          createdAt: '2026-03-06T09:00:00.000Z',
          author: { id: 'u2', fullName: 'Yusuf Ali', profileImage: null, initials: 'YA' },
        },
      ],
    });
    expect(screen.getByText('The High Court ruled on this last month.')).toBeTruthy();
    expect(screen.getByText('Yusuf Ali')).toBeTruthy();
    expect(screen.getByText('March 6, 2026')).toBeTruthy();
  });

  it('keeps Send disabled while the reply is blank and sends the trimmed reply', async () => {
    const { onReply, user } = setup();
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send.hasAttribute('disabled')).toBe(true);
    const field = screen.getByRole('textbox', { name: 'Your reply' });
    await user.type(field, '   ');
    expect(send.hasAttribute('disabled')).toBe(true);
    await user.type(field, 'I agree. ');
    expect(send.hasAttribute('disabled')).toBe(false);
    await user.click(send);
    expect(onReply).toHaveBeenCalledWith('I agree.');
    expect((field as HTMLTextAreaElement).value).toBe('');
  });
});

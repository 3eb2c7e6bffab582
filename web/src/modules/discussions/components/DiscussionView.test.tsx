import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/i18n.js';
import type { PostActions } from '../hooks/usePostActions.js';
import { detail } from '../testData.js';
import { DiscussionView } from './DiscussionView.js';

beforeAll(async () => {
  await initI18n();
});

function setup(
  overrides: Parameters<typeof detail>[0] = {},
  viewer: { id: string; staff: boolean } | null = null,
) {
  const onToggleLike = vi.fn<() => void>();
  const onToggleReplyLike = vi.fn<(reply: { id: string }) => void>();
  const onReply = vi.fn<(content: string) => Promise<void>>().mockResolvedValue(undefined);
  const postActions = {
    edit: vi.fn<PostActions['edit']>().mockResolvedValue(undefined),
    remove: vi.fn<PostActions['remove']>().mockResolvedValue(undefined),
  };
  render(
    <MockedProvider>
      <MemoryRouter>
        <DiscussionView
          discussion={detail(overrides)}
          onToggleLike={onToggleLike}
          likePending={false}
          onReply={onReply}
          viewer={viewer}
          postActions={postActions}
          onToggleReplyLike={onToggleReplyLike}
        />
      </MemoryRouter>
    </MockedProvider>,
  );
  return {
    onToggleLike,
    onToggleReplyLike,
    onReply,
    postActions,
    user: userEvent.setup({ delay: null }),
  };
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

  it("offers a like on another member's reply with its count, none on one's own", async () => {
    const reply = (id: string, authorId: string, likes: number) => ({
      id,
      content: `Reply ${id}`,
      contentHtml: `<p>Reply ${id}</p>`,
      deleted: false,
      likes,
      likedByMe: false,
      createdAt: '2026-03-06T09:00:00.000Z',
      author: { id: authorId, fullName: `Author ${id}`, profileImage: null, initials: 'AA' },
    });
    const { onToggleReplyLike, user } = setup(
      { replyList: [reply('r1', 'u2', 2), reply('r2', 'me', 1)] },
      { id: 'me', staff: false },
    );
    expect(screen.getByText('2 likes')).toBeTruthy();
    expect(screen.getByText('1 like')).toBeTruthy();
    // The one reply by someone else has a like; the viewer's own has none.
    const likes = screen.getAllByRole('button', { name: /^Like the reply by/ });
    expect(likes.map((like) => like.getAttribute('aria-label'))).toEqual([
      'Like the reply by Author r1',
    ]);
    await user.click(likes[0] as HTMLElement);
    expect(onToggleReplyLike).toHaveBeenCalledWith(expect.objectContaining({ id: 'r1' }));
  });

  it('lists the replies with author and date', () => {
    setup({
      replyList: [
        {
          id: 'r1',
          content: 'The High Court ruled on this last month.',
          contentHtml: '<p>The High Court ruled on this last month.</p>',
          deleted: false,
          likes: 0,
          likedByMe: false,
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

  it("offers Edit and Delete on the viewer's own post only, and saves the edit", async () => {
    const { postActions, user } = setup({}, { id: 'u1', staff: false });
    expect(screen.getAllByRole('button', { name: 'Edit' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const field = screen.getByRole('textbox', { name: 'Your post' });
    expect((field as HTMLTextAreaElement).value).toBe(
      'How are courts applying the new bail rules?',
    );
    expect(screen.queryByRole('textbox', { name: 'Reason' })).toBeNull();
    await user.type(field, ' Any rulings?');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(postActions.edit).toHaveBeenCalledWith(
      { kind: 'discussion', id: 'd1' },
      'How are courts applying the new bail rules? Any rulings?',
      '',
    );
  });

  it("offers Flag on others' posts only, Cancel before the Flag button, and hides hidden ones", async () => {
    const reply = {
      id: 'r1',
      content: 'Buy my services',
      contentHtml: '<p>Buy my services</p>',
      deleted: false,
      hidden: true,
      likes: 0,
      likedByMe: false,
      createdAt: '2026-03-06T10:00:00.000Z',
      author: { id: 'u2', fullName: 'Hodan Farah', profileImage: null, initials: 'HF' },
    };
    const { user } = setup({ replyList: [reply] }, { id: 'u3', staff: false });
    expect(screen.getByText('This post is hidden by the moderators.')).toBeTruthy();
    expect(screen.queryByText('Buy my services')).toBeNull();
    // Only the opening post is offered (the hidden reply reads as a placeholder).
    const flag = screen.getByRole('link', { name: 'Flag' });
    expect(flag.getAttribute('href')).toBe('/?flagging=discussion%3Ad1');
    await user.click(flag);
    const dialog = screen.getByRole('dialog', { name: 'Flag this post to the moderators' });
    const buttons = [...dialog.querySelectorAll('button')].map((button) => button.textContent);
    expect(buttons).toEqual(['Cancel', 'Flag post']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Why?' }), 'other');
    await user.click(screen.getByRole('button', { name: 'Flag post' }));
    expect(dialog.querySelector('[role="alert"]')?.textContent).toBe(
      'Say what is wrong, in at least 3 characters.',
    );
  });

  it('offers no Flag on the viewer’s own post, and says Flagged once flagged', () => {
    setup({ flaggedByMe: true }, { id: 'u3', staff: false });
    expect(screen.queryByRole('link', { name: 'Flag' })).toBeNull();
    expect(screen.getByText('Flagged')).toBeTruthy();
  });

  it("asks staff for a reason on another member's post, Cancel before Delete", async () => {
    const { postActions, user } = setup({}, { id: 'staff', staff: true });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this post?' });
    const buttons = [...dialog.querySelectorAll('button')].map((button) => button.textContent);
    expect(buttons).toEqual(['Cancel', 'Delete']);
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Spam');
    await user.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1) as HTMLElement);
    expect(postActions.remove).toHaveBeenCalledWith({ kind: 'discussion', id: 'd1' }, 'Spam');
  });

  it('shows a deleted post as deleted, an edit with its time, and the history to staff', () => {
    setup(
      {
        editedAt: '2026-03-06T09:00:00.000Z',
        replyList: [
          {
            id: 'r1',
            content: '',
            contentHtml: '',
            deleted: true,
            likes: 0,
            likedByMe: false,
            createdAt: '2026-03-06T09:00:00.000Z',
            author: { id: 'u2', fullName: 'Yusuf Ali', profileImage: null, initials: 'YA' },
          },
        ],
        revisions: [
          {
            id: 'v1',
            title: 'Bail',
            contentHtml: '<p>The first text.</p>',
            editorName: 'Amina Warsame',
            reason: null,
            replacedAt: '2026-03-06T09:00:00.000Z',
          },
        ],
      },
      { id: 'staff', staff: true },
    );
    expect(screen.getByText('This post was deleted.')).toBeTruthy();
    expect(screen.getByText(/^Edited March 6, 2026/)).toBeTruthy();
    expect(screen.getByText('History (1 earlier version)')).toBeTruthy();
    expect(screen.getByText('The first text.')).toBeTruthy();
  });
});

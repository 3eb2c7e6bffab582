import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import { Avatar } from '../../../ui/Avatar.js';
import { Button } from '../../../ui/Button.js';
import { Loading } from '../../../ui/Loading.js';
import { UserText } from '../../../ui/UserText.js';
import { visuallyHidden } from '../../../ui/VisuallyHidden.css.js';
import { MemberLink } from '../../members/index.js';
import { useConversation } from '../hooks/useConversation.js';
import { usePresence } from '../hooks/usePresence.js';
import { type Sender, useSendMessage } from '../hooks/useSendMessage.js';
import { formatMessageDateTime, formatMessageTime } from '../messageTime.js';
import { Composer } from './Composer.js';
import * as styles from './ConversationPane.css.js';

export interface ConversationPaneProps {
  memberId: string;
  viewer: Sender;
}

/**
 * One conversation (spec §2, right side): the member's name and real presence, the bubbles
 * (mine at the inline end, theirs at the start) with optional subject, content and hour:minute,
 * and the text box. Opening it, and each message that arrives while it is open, marks the
 * member's messages read.
 */
export function ConversationPane({ memberId, viewer }: ConversationPaneProps) {
  const viewerId = viewer.id;
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const { thread, loading, notFound, failed, markRead, loadOlder } = useConversation(memberId);
  const presence = usePresence(memberId);
  const send = useSendMessage(memberId, viewer);
  const scrollerRef = useRef<HTMLElement>(null);
  const messages = thread?.messages ?? [];
  const lastId = messages.at(-1)?.id;

  const unreadToMe = messages.some((message) => message.recipientId === viewerId && !message.read);
  // Read means seen: while the tab is hidden, new messages stay unread until it is shown again.
  useEffect(() => {
    if (!unreadToMe) return;
    const markIfVisible = () => {
      if (document.visibilityState === 'visible') void markRead();
    };
    markIfVisible();
    document.addEventListener('visibilitychange', markIfVisible);
    return () => document.removeEventListener('visibilitychange', markIfVisible);
  }, [unreadToMe, markRead]);

  // The newest message in view when the conversation opens and when one is added.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when the last message changes
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (scroller) scroller.scrollTop = scroller.scrollHeight;
  }, [lastId]);

  if (notFound) return <p className={styles.notice}>{t('pages.messages.participantNotFound')}</p>;
  if (failed && !thread) {
    return (
      <p role="alert" className={styles.notice}>
        {t('pages.messages.threadLoadError')}
      </p>
    );
  }
  if (!thread) return loading ? <Loading /> : null;

  const { participant } = thread;
  const lastMine = [...messages].reverse().find((message) => message.senderId === viewerId);
  const presenceText = !presence
    ? ''
    : presence.online
      ? t('pages.messages.online')
      : presence.lastSeenAt
        ? t('pages.messages.lastSeen', {
            when: formatMessageDateTime(presence.lastSeenAt, i18n.language),
          })
        : t('pages.messages.offline');

  return (
    <section className={styles.pane} aria-labelledby={headingId}>
      <header className={styles.header}>
        <Avatar initials={participant.initials} imageUrl={participant.profileImage} />
        <div className={styles.names}>
          <h2 id={headingId} className={styles.name}>
            <MemberLink member={participant} />
          </h2>
          <p className={styles.presence}>
            {presence?.online ? <span className={styles.onlineDot} aria-hidden="true" /> : null}
            {presenceText}
          </p>
        </div>
      </header>
      <section
        ref={scrollerRef}
        className={styles.scroller}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
        aria-label={t('pages.messages.conversationWith', { name: participant.fullName })}
      >
        {thread.hasMore ? (
          <div className={styles.messages}>
            <Button variant="secondary" className={styles.older} onPress={() => void loadOlder()}>
              {t('pages.messages.loadOlder')}
            </Button>
          </div>
        ) : null}
        {messages.length === 0 ? (
          <p className={styles.notice}>{t('pages.messages.emptyThread')}</p>
        ) : (
          <ol className={styles.messages}>
            {messages.map((message) => {
              const mine = message.senderId === viewerId;
              return (
                <li
                  key={message.id}
                  className={mine ? styles.mine : styles.theirs}
                  data-mine={mine ? 'true' : 'false'}
                >
                  <span className={visuallyHidden}>
                    {mine ? t('pages.messages.you') : message.sender.fullName}
                  </span>
                  {message.subject ? (
                    <UserText as="span" className={styles.subject}>
                      {message.subject}
                    </UserText>
                  ) : null}
                  <UserText as="p" className={styles.content}>
                    {message.content}
                  </UserText>
                  <span className={styles.meta}>
                    <time
                      dateTime={message.createdAt}
                      title={formatMessageDateTime(message.createdAt, i18n.language)}
                    >
                      {formatMessageTime(message.createdAt, i18n.language)}
                    </time>
                    {mine && message.id === lastMine?.id ? (
                      <span>
                        {message.read ? t('pages.messages.read') : t('pages.messages.sent')}
                      </span>
                    ) : null}
                  </span>
                </li>
              );
            })}
          </ol>
        )}
      </section>
      <Composer onSend={send} />
    </section>
  );
}

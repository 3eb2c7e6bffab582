import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from '../../../i18n/react.js';
import { Avatar } from '../../../ui/Avatar.js';
import { TextField } from '../../../ui/TextField.js';
import { UserText } from '../../../ui/UserText.js';
import { visuallyHidden } from '../../../ui/VisuallyHidden.css.js';
import { filterConversations } from '../conversationFilter.js';
import type { ConversationSummary } from '../hooks/useConversations.js';
import { formatListTime } from '../messageTime.js';
import * as styles from './ConversationList.css.js';

export interface ConversationListProps {
  conversations: readonly ConversationSummary[];
  viewerId: string;
  selectedId: string | null;
  onSelect(memberId: string): void;
}

/**
 * The conversations, newest first (spec §2): the other member, the latest message, and the
 * unread dot when it is addressed to the viewer and unread (with words for screen readers).
 * The search box filters them on the member's name and the latest message.
 */
export function ConversationList({
  conversations,
  viewerId,
  selectedId,
  onSelect,
}: ConversationListProps) {
  const { t, i18n } = useTranslation();
  const [query, setQuery] = useState('');
  const shown = filterConversations(conversations, query);
  const now = Date.now();

  return (
    <section className={styles.panel} aria-label={t('pages.messages.conversationsLabel')}>
      <TextField
        label={t('pages.messages.searchLabel')}
        hideLabel
        type="search"
        placeholder={t('pages.messages.searchPlaceholder')}
        value={query}
        onChange={setQuery}
      />
      {conversations.length === 0 ? (
        <p className={styles.notice}>{t('pages.messages.noConversations')}</p>
      ) : shown.length === 0 ? (
        <p className={styles.notice} role="status">
          {t('pages.messages.noMatches')}
        </p>
      ) : (
        <ul className={styles.list}>
          {shown.map((conversation) => {
            const { participant, lastMessage, unread } = conversation;
            const mine = lastMessage.senderId === viewerId;
            return (
              <li key={participant.id}>
                <Button
                  className={styles.item}
                  aria-current={participant.id === selectedId ? 'true' : undefined}
                  onPress={() => onSelect(participant.id)}
                >
                  <Avatar initials={participant.initials} imageUrl={participant.profileImage} />
                  <span className={styles.summary}>
                    <span className={styles.topLine}>
                      {/* Whole, on two lines if need be: a name is never cut (issue 31). */}
                      <UserText className={`${styles.name} ${unread ? styles.unreadName : ''}`}>
                        {participant.fullName}
                      </UserText>
                      <time className={styles.time} dateTime={lastMessage.createdAt}>
                        {formatListTime(lastMessage.createdAt, now, i18n.language)}
                      </time>
                    </span>
                    {/* The message alone is clamped, so that it is cut at its own end. */}
                    <span className={styles.previewLine}>
                      {mine ? <span>{t('pages.messages.youSaid')}</span> : null}
                      <UserText lines={1} className={styles.preview}>
                        {lastMessage.content}
                      </UserText>
                    </span>
                  </span>
                  {unread ? (
                    <>
                      <span className={styles.dot} aria-hidden="true" />
                      <span className={visuallyHidden}>
                        {t('pages.messages.unreadCount', { count: conversation.unreadCount })}
                      </span>
                    </>
                  ) : null}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

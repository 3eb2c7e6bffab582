import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '../../i18n/react.js';
import {
  Composer,
  ConversationList,
  ConversationPane,
  NewMessageDialog,
  onMessageEvent,
  useConversations,
} from '../../modules/messages/index.js';
import { useViewer } from '../../modules/session/index.js';
import { Link } from '../../ui/Link.js';
import { Loading } from '../../ui/Loading.js';
import { PageHeader } from '../../ui/PageHeader.js';
import { visuallyHidden } from '../../ui/VisuallyHidden.css.js';
import * as styles from './MessagesPage.css.js';

const ANNOUNCED_LENGTH = 140;

/**
 * Spec §2 Messages: the conversations on the left, the chosen one on the right. The chosen
 * member is `?with=<memberId>` (the directory's Message button and the list both set it), so a
 * conversation with anyone can start from there, empty until the first message. Messages that
 * arrive live are announced politely.
 */
export default function MessagesPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const memberId = searchParams.get('with');
  const { viewer } = useViewer();
  const { conversations, loading, failed } = useConversations();
  const [announcement, setAnnouncement] = useState('');

  useEffect(
    () =>
      onMessageEvent((event) => {
        const message = event.message;
        if (event.kind !== 'MESSAGE' || !message || message.senderId === viewer?.id) return;
        const text =
          message.content.length > ANNOUNCED_LENGTH
            ? `${message.content.slice(0, ANNOUNCED_LENGTH)}…`
            : message.content;
        setAnnouncement(
          t('pages.messages.newMessageFrom', { name: message.sender.fullName, text }),
        );
      }),
    [t, viewer?.id],
  );

  const select = (id: string) => {
    setSearchParams({ with: id }, { replace: memberId !== null });
  };

  return (
    <>
      <PageHeader title={t('pages.messages.title')} lead={t('pages.messages.lead')} />
      {/* On a phone, one at a time: the list, or the chosen conversation with a way back. */}
      <div className={styles.layout} data-chosen={memberId ? 'true' : undefined}>
        <div className={`${styles.card} ${styles.listCard}`}>
          {viewer ? <NewMessageDialog viewerId={viewer.id} onChoose={select} /> : null}
          {conversations && viewer ? (
            <ConversationList
              conversations={conversations}
              viewerId={viewer.id}
              selectedId={memberId}
              onSelect={select}
            />
          ) : failed ? (
            <p role="alert" className={styles.notice}>
              {t('pages.messages.loadError')}
            </p>
          ) : loading ? (
            <Loading />
          ) : null}
        </div>
        <div className={`${styles.card} ${styles.threadCard}`}>
          {memberId ? (
            <Link href="/messages" className={styles.back}>
              {t('pages.messages.backToList')}
            </Link>
          ) : null}
          {memberId && viewer ? (
            <ConversationPane key={memberId} memberId={memberId} viewer={viewer} />
          ) : (
            <div className={styles.placeholder}>
              <p className={styles.prompt}>{t('pages.messages.selectConversation')}</p>
              <Composer disabled onSend={async () => false} />
            </div>
          )}
        </div>
      </div>
      <div className={visuallyHidden} role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </>
  );
}

import { useQuery } from '@apollo/client/react';
import { useDeferredValue, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { MessageRecipientsDocument } from '../../../generated/graphql.js';
import { useTranslation } from '../../../i18n/react.js';
import { Avatar } from '../../../ui/Avatar.js';
import { Button } from '../../../ui/Button.js';
import { Loading } from '../../../ui/Loading.js';
import { Modal } from '../../../ui/Modal.js';
import { TextField } from '../../../ui/TextField.js';
import { UserText } from '../../../ui/UserText.js';
import * as listStyles from './ConversationList.css.js';
import * as styles from './NewMessageDialog.css.js';

export interface NewMessageDialogProps {
  viewerId: string;
  onChoose(memberId: string): void;
}

/** "New message": find any member by name and open the conversation with them. */
export function NewMessageDialog({ viewerId, onChoose }: NewMessageDialogProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const { data, loading } = useQuery(MessageRecipientsDocument, {
    variables: { search: deferred || null },
    skip: !isOpen,
  });
  const members = (data?.members ?? []).filter((member) => member.id !== viewerId);

  const choose = (memberId: string) => {
    setOpen(false);
    setSearch('');
    onChoose(memberId);
  };

  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {t('pages.messages.newMessage')}
      </Button>
      <Modal
        isOpen={isOpen}
        onOpenChange={setOpen}
        isDismissable
        title={t('pages.messages.newMessage')}
      >
        <TextField
          label={t('pages.messages.recipientSearch')}
          type="search"
          value={search}
          onChange={setSearch}
          autoFocus
        />
        {loading && !data ? (
          <Loading />
        ) : members.length === 0 ? (
          <p className={listStyles.notice} role="status">
            {t('pages.messages.noRecipients')}
          </p>
        ) : (
          <ul className={styles.list} aria-label={t('pages.messages.recipients')}>
            {members.map((member) => (
              <li key={member.id}>
                <AriaButton className={listStyles.item} onPress={() => choose(member.id)}>
                  <Avatar initials={member.initials} imageUrl={member.profileImage} />
                  <span className={listStyles.summary}>
                    <UserText lines={1} className={listStyles.name}>
                      {member.fullName}
                    </UserText>
                    {member.specialization ? (
                      <span className={styles.detail}>{member.specialization}</span>
                    ) : null}
                  </span>
                </AriaButton>
              </li>
            ))}
          </ul>
        )}
        <div className={styles.actions}>
          <Button variant="quiet" onPress={() => setOpen(false)}>
            {t('pages.messages.cancel')}
          </Button>
        </div>
      </Modal>
    </>
  );
}

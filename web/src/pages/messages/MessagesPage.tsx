import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ChosenParticipant } from '../../modules/members/components/ChosenParticipant.js';
import { PageHeader } from '../../ui/PageHeader.js';

/**
 * For now: the participant chosen with `?with=<memberId>` (the directory's Message button), or
 * the spec's prompt to choose one. The conversations and the thread come with the messages work.
 */
export default function MessagesPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const memberId = searchParams.get('with');
  return (
    <>
      <PageHeader title={t('pages.messages.title')} lead={t('pages.messages.lead')} />
      {memberId ? (
        <ChosenParticipant memberId={memberId} />
      ) : (
        <p>{t('pages.messages.selectConversation')}</p>
      )}
    </>
  );
}

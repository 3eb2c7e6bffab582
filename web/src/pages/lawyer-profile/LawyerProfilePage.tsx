import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import {
  type LawyerProfileInput,
  MyLawyerProfileDocument,
  SaveLawyerProfileDocument,
} from '../../generated/graphql.js';
import { useTranslation } from '../../i18n/react.js';
import { consultationViewStyles as styles } from '../../modules/consultations/index.js';
import { rejectedInputMessage } from '../../modules/discussions/index.js';
import { LawyerPhotoField, LawyerProfileForm } from '../../modules/lawyers/index.js';
import { Link } from '../../ui/Link.js';
import { Loading } from '../../ui/Loading.js';
import { PageHeader } from '../../ui/PageHeader.js';
import { toast } from '../../ui/toast/toast.js';

/** The member's public lawyer profile, and the way to the consultation requests addressed to them. */
export default function LawyerProfilePage() {
  const { t } = useTranslation();
  const profile = useQuery(MyLawyerProfileDocument, { fetchPolicy: 'cache-and-network' });
  const [save] = useMutation(SaveLawyerProfileDocument);
  const [problem, setProblem] = useState<string | null>(null);

  const onSave = async (input: LawyerProfileInput) => {
    setProblem(null);
    try {
      await save({ variables: { input }, refetchQueries: [MyLawyerProfileDocument] });
      toast({
        title: t('lawyers.profile.savedTitle'),
        description: t('lawyers.profile.savedText'),
      });
    } catch (error) {
      setProblem(rejectedInputMessage(error) ?? t('lawyers.profile.saveFailed'));
      throw error;
    }
  };

  return (
    <>
      <PageHeader title={t('lawyers.profile.title')} lead={t('lawyers.profile.lead')} />
      <div className={styles.list}>
        <section className={styles.card} aria-labelledby="profile-heading">
          <h2 id="profile-heading" className={styles.heading}>
            {t('lawyers.profile.heading')}
          </h2>
          <p className={styles.muted}>
            {profile.data?.myLawyerProfile
              ? profile.data.myLawyerProfile.verified
                ? t('lawyers.profile.verified')
                : t('lawyers.profile.notVerified')
              : t('lawyers.profile.none')}{' '}
            <Link href="/public-lawyers">{t('lawyers.profile.seeDirectory')}</Link>
          </p>
          {profile.loading && !profile.data ? (
            <Loading />
          ) : (
            <LawyerPhotoField
              photo={profile.data?.myLawyerProfile?.profileImage ?? null}
              fullName={profile.data?.myLawyerProfile?.fullName ?? ''}
              hasProfile={Boolean(profile.data?.myLawyerProfile)}
              onChanged={() => void profile.refetch()}
            />
          )}
          {profile.loading && !profile.data ? null : (
            <LawyerProfileForm
              key={profile.data?.myLawyerProfile?.id ?? 'new'}
              profile={profile.data?.myLawyerProfile ?? null}
              onSave={onSave}
              problem={problem}
            />
          )}
        </section>
        <section className={styles.card} aria-labelledby="requests-heading">
          <h2 id="requests-heading" className={styles.heading}>
            {t('lawyers.requests.heading')}
          </h2>
          <p className={styles.muted}>
            <Link href="/consultation-requests">{t('lawyers.requests.open')}</Link>
          </p>
        </section>
      </div>
    </>
  );
}

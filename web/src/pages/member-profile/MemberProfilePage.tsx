import { useId } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useLongDate } from '../../i18n/dates.js';
import { useTranslation } from '../../i18n/react.js';
import { usePageForm } from '../../lib/pageForm.js';
import { discussionPath } from '../../modules/discussions/index.js';
import { lawyerPagePath } from '../../modules/lawyers/index.js';
import {
  CONNECTION_FORM,
  ConnectionButtons,
  ConnectionDoneNotice,
  MemberLink,
  type MemberProfileData,
  MemberSuspension,
  memberHistoryPath,
  messagesWithPath,
  PROFILE_DETAILS_PATH,
  memberPageStyles as shared,
  useConnectionActions,
  useMemberProfile,
} from '../../modules/members/index.js';
import { useViewer } from '../../modules/session/index.js';
import { isStaff } from '../../routing/access.js';
import { Avatar } from '../../ui/Avatar.js';
import { FormNotice } from '../../ui/FormNotice.js';
import { Link } from '../../ui/Link.js';
import { Loading } from '../../ui/Loading.js';
import { PageHeader } from '../../ui/PageHeader.js';
import { LtrText, UserText } from '../../ui/UserText.js';
import * as styles from './MemberProfilePage.css.js';

/** A member's profile at /members/:id, as the viewer may see it (server-rendered). */
export default function MemberProfilePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { profile, notFound, loading, failed } = useMemberProfile(id);

  if (profile) return <Profile profile={profile} />;
  if (notFound || failed) {
    return (
      <>
        <PageHeader
          title={notFound ? t('pages.memberProfile.notFound') : t('pages.memberProfile.loadError')}
        />
        <Link href="/members">{t('pages.memberProfile.back')}</Link>
      </>
    );
  }
  return loading ? <Loading /> : null;
}

function Profile({ profile }: { profile: MemberProfileData }) {
  const { t } = useTranslation();
  const { viewer } = useViewer();
  const longDate = useLongDate();
  const actions = useConnectionActions();
  const [searchParams] = useSearchParams();
  const pageRefusal = usePageForm(CONNECTION_FORM).refused;
  // The profile's one page form also carries an admin's suspend and reinstate (their own notice).
  const refused = ['suspend', 'reinstate'].includes(pageRefusal?.values.action ?? '')
    ? undefined
    : pageRefusal;
  const { member } = profile;
  const isSelf = viewer?.id === member.id;
  const aboutId = useId();
  const discussionsId = useId();
  const connectionsId = useId();
  const saved = searchParams.get('saved') === 'profile';

  return (
    <>
      <div className={styles.header}>
        <span className={styles.avatar}>
          <Avatar initials={member.initials} imageUrl={member.profileImage} />
        </span>
        <div className={styles.identity}>
          <PageHeader title={member.fullName} titleDir="auto" lead={profile.title ?? undefined} />
          {member.specialization ? (
            <UserText as="p" className={styles.specialization}>
              {member.specialization}
            </UserText>
          ) : null}
          <p className={shared.muted}>
            <LtrText>@{member.username}</LtrText>
          </p>
        </div>
      </div>
      {saved ? <FormNotice>{t('pages.memberProfile.saved')}</FormNotice> : null}
      <ConnectionDoneNotice nameOf={() => member.fullName} />
      {refused ? (
        <p role="alert" className={shared.error}>
          {t('pages.members.connection.failed')}
        </p>
      ) : null}
      <div className={styles.actions}>
        {isSelf ? (
          <Link href={PROFILE_DETAILS_PATH} variant="secondary">
            {t('pages.memberProfile.edit')}
          </Link>
        ) : (
          <>
            <ConnectionButtons member={member} actions={actions} />
            <Link href={messagesWithPath(member.id)} variant="secondary">
              {t('pages.members.message')}
            </Link>
          </>
        )}
      </div>

      {viewer && isStaff(viewer.role) ? (
        <p>
          <Link href={memberHistoryPath(member.id)}>{t('pages.memberProfile.history')}</Link>
        </p>
      ) : null}

      {viewer?.role === 'ADMIN' && !isSelf ? (
        <MemberSuspension memberId={member.id} memberName={member.fullName} />
      ) : null}

      <div className={styles.columns}>
        <section aria-labelledby={aboutId} className={shared.section}>
          <h2 id={aboutId} className={shared.sectionHeading}>
            {t('pages.memberProfile.about')}
          </h2>
          {member.bio ? (
            <UserText as="p" className={styles.bio}>
              {member.bio}
            </UserText>
          ) : (
            <p className={shared.muted}>{t('pages.memberProfile.noBio')}</p>
          )}
          <dl className={styles.facts}>
            <Fact label={t('pages.memberProfile.practiceAreas')} items={profile.practiceAreas} />
            <Fact label={t('pages.memberProfile.languages')} items={profile.languages} />
            {profile.city ? (
              <Fact label={t('pages.memberProfile.city')} items={[profile.city]} />
            ) : null}
            <div className={styles.fact}>
              <dt className={styles.factLabel}>{t('pages.memberProfile.memberSince')}</dt>
              <dd className={styles.factValue}>{longDate(member.joinedAt)}</dd>
            </div>
            {profile.email ? (
              <div className={styles.fact}>
                <dt className={styles.factLabel}>{t('pages.memberProfile.email')}</dt>
                <dd className={styles.factValue}>
                  <a href={`mailto:${profile.email}`} dir="ltr">
                    {profile.email}
                  </a>
                </dd>
              </div>
            ) : null}
            {profile.phone ? (
              <div className={styles.fact}>
                <dt className={styles.factLabel}>{t('pages.memberProfile.phone')}</dt>
                <dd className={styles.factValue}>
                  <a href={`tel:${profile.phone.replace(/\s+/g, '')}`} dir="ltr">
                    {profile.phone}
                  </a>
                </dd>
              </div>
            ) : null}
          </dl>
          {!isSelf && (!profile.email || !profile.phone) ? (
            <p className={shared.muted}>{t('pages.memberProfile.contactHidden')}</p>
          ) : null}
          {profile.lawyerSlug ? (
            <p>
              <Link href={lawyerPagePath(profile.lawyerSlug)}>
                {t('pages.memberProfile.lawyerPage')}
              </Link>
            </p>
          ) : null}
        </section>

        <section aria-labelledby={discussionsId} className={shared.section}>
          <h2 id={discussionsId} className={shared.sectionHeading}>
            {t('pages.memberProfile.discussions')}
          </h2>
          {profile.recentDiscussions.length > 0 ? (
            <ul className={shared.list}>
              {profile.recentDiscussions.map((discussion) => (
                <li key={discussion.id}>
                  <Link href={discussionPath(discussion.id)}>
                    <UserText>{discussion.title}</UserText>
                  </Link>{' '}
                  <span className={shared.muted}>{longDate(discussion.createdAt)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className={shared.muted}>{t('pages.memberProfile.noDiscussions')}</p>
          )}
        </section>

        <section aria-labelledby={connectionsId} className={shared.section}>
          <h2 id={connectionsId} className={shared.sectionHeading}>
            {t('pages.memberProfile.connections', { total: profile.connectionCount })}
          </h2>
          {profile.connections.length > 0 ? (
            <ul className={shared.list}>
              {profile.connections.map((connection) => (
                <li key={connection.id} className={shared.person}>
                  <Avatar initials={connection.initials} imageUrl={connection.profileImage} />
                  <MemberLink member={connection} />
                </li>
              ))}
            </ul>
          ) : (
            <p className={shared.muted}>{t('pages.memberProfile.noConnections')}</p>
          )}
        </section>
      </div>
    </>
  );
}

function Fact({ label, items }: { label: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <div className={styles.fact}>
      <dt className={styles.factLabel}>{label}</dt>
      <dd className={styles.factValue}>
        {items.map((item, index) => (
          <span key={item}>
            {index > 0 ? ', ' : null}
            <UserText>{item}</UserText>
          </span>
        ))}
      </dd>
    </div>
  );
}

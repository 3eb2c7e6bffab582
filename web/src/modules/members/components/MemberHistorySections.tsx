import { type ReactNode, useId } from 'react';
import {
  AuditAction,
  type MemberHistoryQuery,
  SecurityEventType,
  SecurityOutcome,
} from '../../../generated/graphql.js';
import { useLongDate } from '../../../i18n/dates.js';
import { useTranslation } from '../../../i18n/react.js';
import { link } from '../../../ui/Link.css.js';
import { Link } from '../../../ui/Link.js';
import { LtrText, UserText } from '../../../ui/UserText.js';
import * as styles from './MemberHistorySections.css.js';
import * as shared from './MemberPages.css.js';

export type MemberHistoryData = MemberHistoryQuery['memberHistory'];
type Section = MemberHistoryData['submissions'];
type Item = Section['items'][number];

/** The sections in the order the page shows them; securityEvents is null for moderators. */
const SECTIONS = [
  'submissions',
  'discussions',
  'replies',
  'flagsRaised',
  'flagsReceived',
  'consultations',
  'rsvps',
  'documents',
  'securityEvents',
  'staffActs',
] as const;
type SectionName = (typeof SECTIONS)[number];

/** A stored value (`auth.signin.succeeded`) as its GraphQL enum's name, the catalogs' key. */
const enumKey = (value: string) => value.toUpperCase().replace(/[.-]/g, '_');

/** `value` when it is one of `values` (a key the catalogs have), else undefined. */
function oneOf<const V extends string>(values: readonly V[], value: string): V | undefined {
  return (values as readonly string[]).includes(value) ? (value as V) : undefined;
}

// The kinds and states the catalogs word (pages.memberHistory): the gateway's values.
const KINDS = [
  'news',
  'event',
  'social',
  'off-topic',
  'inappropriate',
  'spam',
  'other',
  'initial',
  'legal-advice',
  'representation',
  'document-review',
] as const;
const STATES = [
  'pending',
  'approved',
  'rejected',
  'deleted',
  'hidden',
  'open',
  'kept',
  'edited',
  'expired',
  'going',
  'not_going',
  'waitlisted',
  'cancelled',
  'attended',
  'absent',
  'scanning',
  'available',
  'quarantined',
] as const;
const AUDIT_ACTIONS = Object.values(AuditAction);
const SECURITY_TYPES = Object.values(SecurityEventType);
const SECURITY_OUTCOMES = Object.values(SecurityOutcome);

export interface MemberHistorySectionsProps {
  history: MemberHistoryData;
  /** The address that shows more of each section, while it shows only the newest. */
  moreHref: string | null;
}

/** A member's history (staff): each section's count, its newest items, and a link to more. */
export function MemberHistorySections({ history, moreHref }: MemberHistorySectionsProps) {
  return (
    <div className={styles.sections}>
      {SECTIONS.map((name) => {
        const section = history[name];
        if (!section) return null;
        return (
          <HistorySection key={name} name={name} section={section} moreHref={moreHref}>
            {name === 'consultations' ? <Figures history={history} /> : null}
          </HistorySection>
        );
      })}
    </div>
  );
}

function HistorySection({
  name,
  section,
  moreHref,
  children,
}: {
  name: SectionName;
  section: Section;
  moreHref: string | null;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={shared.section} id={name}>
      <div className={styles.headingRow}>
        <h2 id={headingId} className={shared.sectionHeading}>
          {t(`pages.memberHistory.sections.${name}`)}
        </h2>
        <span className={shared.muted}>
          {t('pages.memberHistory.total', { total: section.total })}
        </span>
      </div>
      {children}
      {section.items.length > 0 ? (
        <ul className={shared.list}>
          {section.items.map((item) => (
            <HistoryItem key={item.id} name={name} item={item} />
          ))}
        </ul>
      ) : (
        <p className={shared.muted}>{t('pages.memberHistory.empty')}</p>
      )}
      {moreHref && section.total > section.items.length ? (
        <Link href={`${moreHref}#${name}`}>{t('pages.memberHistory.showMore')}</Link>
      ) : null}
    </section>
  );
}

function HistoryItem({ name, item }: { name: SectionName; item: Item }) {
  const { t } = useTranslation();
  const longDate = useLongDate();
  const title = titleOf(name, item, t);
  const kind = kindOf(name, item.kind, t);
  const state = item.state ? stateOf(name, item.state, t) : null;
  return (
    <li className={styles.item}>
      {item.path === null ? (
        title
      ) : item.path.startsWith('/api/') ? (
        // A download, not a page of the app.
        <a href={item.path} className={link.inline}>
          {title}
        </a>
      ) : (
        <Link href={item.path}>{title}</Link>
      )}
      <p className={styles.facts}>
        {kind ? <span>{kind}</span> : null}
        {state ? <span>{state}</span> : null}
        <span>{longDate(item.at)}</span>
        {item.detail ? (
          name === 'securityEvents' || name === 'documents' ? (
            <LtrText>{item.detail}</LtrText>
          ) : (
            <UserText>{item.detail}</UserText>
          )
        ) : null}
      </p>
    </li>
  );
}

type T = ReturnType<typeof useTranslation>['t'];

function titleOf(name: SectionName, item: Item, t: T) {
  if (name === 'securityEvents') {
    const type = oneOf(SECURITY_TYPES, enumKey(item.kind));
    return type ? (
      <span>{t(`pages.securityLog.types.${type}`)}</span>
    ) : (
      <LtrText>{item.kind}</LtrText>
    );
  }
  if (name === 'staffActs') {
    return (
      <span>
        {actionLabel(item.kind, t)}
        {item.title ? (
          <>
            {' — '}
            <UserText>{item.title}</UserText>
          </>
        ) : null}
      </span>
    );
  }
  return item.title ? (
    <UserText>{item.title}</UserText>
  ) : (
    <span>{t('pages.memberHistory.untitled')}</span>
  );
}

/** What kind of item, where the section holds more than one kind. */
function kindOf(name: SectionName, kind: string, t: T): ReactNode {
  switch (name) {
    case 'submissions':
    case 'flagsRaised':
    case 'flagsReceived':
    case 'consultations': {
      const known = oneOf(KINDS, kind);
      return known ? t(`pages.memberHistory.kinds.${known}`) : <LtrText>{kind}</LtrText>;
    }
    case 'documents':
      return <LtrText>{kind}</LtrText>;
    default:
      return null;
  }
}

function stateOf(name: SectionName, state: string, t: T): ReactNode {
  const outcome = name === 'securityEvents' ? oneOf(SECURITY_OUTCOMES, enumKey(state)) : undefined;
  if (outcome) return t(`pages.securityLog.outcomes.${outcome}`);
  const known = oneOf(STATES, state);
  return known ? t(`pages.memberHistory.states.${known}`) : <LtrText>{state}</LtrText>;
}

function actionLabel(action: string, t: T): ReactNode {
  const known = oneOf(AUDIT_ACTIONS, enumKey(action));
  return known ? t(`pages.audit.actions.${known}`) : <LtrText>{action}</LtrText>;
}

function Figures({ history }: { history: MemberHistoryData }) {
  const { t } = useTranslation();
  const { received, answered, medianResponseSeconds } = history.consultationFigures;
  if (received === 0) return null;
  return (
    <p>
      {t('pages.memberHistory.figures', { received, answered })}{' '}
      {medianResponseSeconds === null
        ? t('pages.memberHistory.noMedian')
        : t('pages.memberHistory.median', {
            hours: Math.round((medianResponseSeconds / 3600) * 10) / 10,
          })}
    </p>
  );
}

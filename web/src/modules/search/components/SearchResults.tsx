import { type ReactNode, useId } from 'react';
import { useLongDate } from '../../../i18n/dates.js';
import { useTranslation } from '../../../i18n/react.js';
import { Avatar } from '../../../ui/Avatar.js';
import { Link } from '../../../ui/Link.js';
import { Loading } from '../../../ui/Loading.js';
import { LtrText } from '../../../ui/UserText.js';
import { discussionPath } from '../../discussions/index.js';
import { documentPath } from '../../documents/index.js';
import { eventPath } from '../../events/index.js';
import { ByAuthor, memberPath } from '../../members/index.js';
import { areaName } from '../../practice-areas/index.js';
import type { SearchResults as Results } from '../hooks/useSearch.js';
import { Highlighted } from './Highlighted.js';
import * as styles from './SearchResults.css.js';

export interface SearchResultsProps {
  /** The trimmed text searched for, whose words are marked in the hits. */
  query: string;
  results: Results | undefined;
  loading: boolean;
  failed: boolean;
}

/** The path of one news item's page. */
export function newsItemPath(id: string): string {
  return `/news/${encodeURIComponent(id)}`;
}

/**
 * The hits in five groups (discussions, members, legal news, documents, events), each under a heading
 * with its count, best first; one message when nothing at all was found.
 */
export function SearchResults({ query, results, loading, failed }: SearchResultsProps) {
  const { t, i18n } = useTranslation();
  const longDate = useLongDate();

  if (failed) {
    return (
      <p role="alert" className={styles.error}>
        {t('pages.search.loadError')}
      </p>
    );
  }
  if (!results) return loading ? <Loading /> : null;

  const total =
    results.discussions.length +
    results.members.length +
    results.news.length +
    results.documents.length +
    results.events.length;

  return (
    <div className={styles.results}>
      <p role="status" className={styles.total}>
        {t('pages.search.total', { count: total })}
      </p>
      {total === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t('pages.search.noResults', { query })}</p>
          <p className={styles.emptyHint}>{t('pages.search.noResultsHint')}</p>
        </div>
      ) : (
        <>
          <ResultGroup
            title={t('pages.search.groups.discussions')}
            count={results.discussions.length}
            emptyText={t('pages.search.emptyGroup.discussions')}
          >
            {results.discussions.map((hit) => (
              <TextHit key={hit.id} href={discussionPath(hit.id)} hit={hit} query={query}>
                <p className={styles.meta}>
                  <span>
                    <ByAuthor author={hit.author} />
                  </span>
                  {hit.practiceArea ? (
                    <span className={styles.area}>{areaName(hit.practiceArea, i18n.language)}</span>
                  ) : null}
                  <time dateTime={hit.createdAt}>{longDate(hit.createdAt)}</time>
                </p>
              </TextHit>
            ))}
          </ResultGroup>
          <ResultGroup
            title={t('pages.search.groups.members')}
            count={results.members.length}
            emptyText={t('pages.search.emptyGroup.members')}
          >
            {results.members.map((hit) => (
              <li key={hit.id} className={styles.memberHit}>
                <Avatar initials={hit.initials} imageUrl={hit.profileImage} />
                <div className={styles.memberText}>
                  <Link href={memberPath(hit.id)} variant="plain" className={styles.hitLink}>
                    <Highlighted text={hit.fullName} query={query} />
                  </Link>
                  <p className={styles.meta}>
                    <LtrText>
                      @<Highlighted text={hit.username} query={query} />
                    </LtrText>
                    {hit.specialization ? (
                      <span>
                        <Highlighted text={hit.specialization} query={query} />
                      </span>
                    ) : null}
                  </p>
                </div>
              </li>
            ))}
          </ResultGroup>
          <ResultGroup
            title={t('pages.search.groups.news')}
            count={results.news.length}
            emptyText={t('pages.search.emptyGroup.news')}
          >
            {results.news.map((hit) => (
              <TextHit key={hit.id} href={newsItemPath(hit.id)} hit={hit} query={query}>
                <p className={styles.meta}>
                  <time dateTime={hit.publishedAt}>{longDate(hit.publishedAt)}</time>
                </p>
              </TextHit>
            ))}
          </ResultGroup>
          <ResultGroup
            title={t('pages.search.groups.documents')}
            count={results.documents.length}
            emptyText={t('pages.search.emptyGroup.documents')}
          >
            {results.documents.map((hit) => (
              <TextHit key={hit.id} href={documentPath(hit.id)} hit={hit} query={query} />
            ))}
          </ResultGroup>
          <ResultGroup
            title={t('pages.search.groups.events')}
            count={results.events.length}
            emptyText={t('pages.search.emptyGroup.events')}
          >
            {results.events.map((hit) => (
              <TextHit key={hit.id} href={eventPath(hit.id)} hit={hit} query={query}>
                <p className={styles.meta}>
                  <time dateTime={hit.eventDate}>{longDate(hit.eventDate)}</time>
                </p>
              </TextHit>
            ))}
          </ResultGroup>
        </>
      )}
    </div>
  );
}

interface ResultGroupProps {
  title: string;
  count: number;
  emptyText: string;
  children: ReactNode;
}

function ResultGroup({ title, count, emptyText, children }: ResultGroupProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.groupHeading}>
        {title} <span className={styles.count}>{t('pages.search.count', { count })}</span>
      </h2>
      {count === 0 ? (
        <p className={styles.groupEmpty}>{emptyText}</p>
      ) : (
        <ul className={styles.list}>{children}</ul>
      )}
    </section>
  );
}

/** A hit with a title and a snippet (discussions, news, documents, events); `children`: its meta line. */
function TextHit({
  href,
  hit,
  query,
  children,
}: {
  href: string;
  hit: { title: string; snippet?: string | null };
  query: string;
  children?: ReactNode;
}) {
  return (
    <li className={styles.hit}>
      <Link href={href} variant="plain" className={styles.hitLink}>
        <Highlighted text={hit.title} query={query} />
      </Link>
      {hit.snippet ? (
        <p className={styles.snippet}>
          <Highlighted text={hit.snippet} query={query} />
        </p>
      ) : null}
      {children}
    </li>
  );
}

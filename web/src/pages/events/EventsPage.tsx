import { useState } from 'react';
import type { EventCategory, EventPeriod } from '../../generated/graphql.js';
import { useTranslation } from '../../i18n/react.js';
import {
  CalendarFeedPanel,
  EventFilters,
  EventList,
  useEvents,
} from '../../modules/events/index.js';
import { PageHeader } from '../../ui/PageHeader.js';
import { Tabs } from '../../ui/Tabs.js';
import { toast } from '../../ui/toast/toast.js';

function PeriodList({
  period,
  category,
  practiceAreaId,
}: {
  period: EventPeriod;
  category: EventCategory | null;
  practiceAreaId: string | null;
}) {
  const { t } = useTranslation();
  const state = useEvents({ period, category, practiceAreaId });
  const more = () => {
    state.loadMore().catch(() =>
      toast({
        title: t('common.error'),
        description: t('pages.events.loadError'),
        variant: 'destructive',
      }),
    );
  };
  return (
    <EventList
      state={state}
      emptyText={
        period === 'UPCOMING' ? t('pages.events.emptyUpcoming') : t('pages.events.emptyPast')
      }
      onLoadMore={more}
    />
  );
}

/** Approved events: upcoming first, past on a second tab; filters; the personal calendar feed. */
export default function EventsPage() {
  const { t } = useTranslation();
  const [category, setCategory] = useState<EventCategory | null>(null);
  const [practiceAreaId, setPracticeAreaId] = useState<string | null>(null);
  const filter = { category, practiceAreaId };
  return (
    <>
      <PageHeader title={t('pages.events.title')} lead={t('pages.events.lead')} />
      <EventFilters
        category={category}
        practiceAreaId={practiceAreaId}
        onCategoryChange={setCategory}
        onPracticeAreaChange={setPracticeAreaId}
      />
      <Tabs<EventPeriod>
        label={t('pages.events.tabs.label')}
        items={[
          {
            id: 'UPCOMING',
            label: t('pages.events.tabs.upcoming'),
            panel: <PeriodList period="UPCOMING" {...filter} />,
          },
          {
            id: 'PAST',
            label: t('pages.events.tabs.past'),
            panel: <PeriodList period="PAST" {...filter} />,
          },
        ]}
      />
      <CalendarFeedPanel />
    </>
  );
}

import { EventCategory } from '../../../generated/graphql.js';
import { useTranslation } from '../../../i18n/react.js';
import { specValue } from '../../../lib/specValue.js';
import { DeferredSelect as Select } from '../../../ui/DeferredSelect.js';
import { areaName, usePracticeAreas } from '../../practice-areas/index.js';
import * as styles from './EventFilters.css.js';

const ALL = 'all';

/** The category and practice-area filters of the events page. */
export function EventFilters({
  category,
  practiceAreaId,
  onCategoryChange,
  onPracticeAreaChange,
}: {
  category: EventCategory | null;
  practiceAreaId: string | null;
  onCategoryChange: (category: EventCategory | null) => void;
  onPracticeAreaChange: (id: string | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const areas = usePracticeAreas() ?? [];
  return (
    <search className={styles.filters}>
      <Select
        label={t('pages.events.filters.category')}
        value={category ?? ALL}
        onChange={(value) => onCategoryChange(value === ALL ? null : (value as EventCategory))}
        options={[
          { id: ALL, label: t('pages.events.filters.allCategories') },
          ...Object.values(EventCategory).map((value) => ({
            id: value,
            label: t(`pages.submitContent.eventCategories.${specValue(value)}`),
          })),
        ]}
      />
      <Select
        label={t('pages.events.filters.practiceArea')}
        value={practiceAreaId ?? ALL}
        onChange={(value) => onPracticeAreaChange(value === ALL ? null : value)}
        options={[
          { id: ALL, label: t('pages.events.filters.allAreas') },
          ...areas.map((area) => ({ id: area.id, label: areaName(area, i18n.language) })),
        ]}
      />
    </search>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { areaName } from '../../modules/discussions/areaName.js';
import { DiscussionList } from '../../modules/discussions/components/DiscussionList.js';
import { NewDiscussionDialog } from '../../modules/discussions/components/NewDiscussionDialog.js';
import type { NewDiscussionValues } from '../../modules/discussions/components/NewDiscussionForm.js';
import { useCreateDiscussion } from '../../modules/discussions/hooks/useCreateDiscussion.js';
import { useDiscussions } from '../../modules/discussions/hooks/useDiscussions.js';
import { usePracticeAreas } from '../../modules/discussions/hooks/usePracticeAreas.js';
import { Button } from '../../ui/Button.js';
import { PageHeader } from '../../ui/PageHeader.js';
import { Select } from '../../ui/Select.js';
import { toast } from '../../ui/toast/toast.js';
import * as styles from './DiscussionsPage.css.js';

const ALL_AREAS = 'all';

export default function DiscussionsPage() {
  const { t, i18n } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const areaSlug = searchParams.get('area');
  const areas = usePracticeAreas();
  const selectedArea = areas?.find((area) => area.slug === areaSlug);
  const { discussions, loading, failed } = useDiscussions(areaSlug);
  const createDiscussion = useCreateDiscussion();
  const [formOpen, setFormOpen] = useState(false);

  const filterOptions = [
    { id: ALL_AREAS, label: t('pages.discussions.allAreas') },
    ...(areas ?? []).map((area) => ({ id: area.slug, label: areaName(area, i18n.language) })),
  ];
  const formAreas = (areas ?? []).map((area) => ({
    id: area.id,
    label: areaName(area, i18n.language),
  }));

  const chooseArea = (slug: string) => {
    const next = new URLSearchParams(searchParams);
    if (slug === ALL_AREAS) next.delete('area');
    else next.set('area', slug);
    setSearchParams(next, { replace: true });
  };

  const create = async (values: NewDiscussionValues) => {
    await createDiscussion(values);
    setFormOpen(false);
    toast({ title: t('common.success'), description: t('pages.discussions.form.created') });
  };

  return (
    <>
      <PageHeader title={t('pages.discussions.title')} lead={t('pages.discussions.lead')} />
      <div className={styles.toolbar}>
        <Select
          label={t('pages.discussions.areaFilter')}
          options={filterOptions}
          value={areaSlug ?? ALL_AREAS}
          onChange={chooseArea}
          className={styles.filter}
        />
        <Button onPress={() => setFormOpen(true)}>{t('pages.discussions.newDiscussion')}</Button>
      </div>
      <DiscussionList
        areaName={selectedArea ? areaName(selectedArea, i18n.language) : undefined}
        discussions={discussions}
        loading={loading}
        failed={failed}
      />
      <NewDiscussionDialog
        isOpen={formOpen}
        onOpenChange={setFormOpen}
        areas={formAreas}
        initialAreaId={selectedArea?.id ?? null}
        onSubmit={create}
      />
    </>
  );
}

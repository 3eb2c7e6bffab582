import { useTranslation } from '../../i18n/react.js';
import { Link } from '../../ui/Link.js';
import { PageHeader } from '../../ui/PageHeader.js';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.notFound.title')} lead={t('pages.notFound.lead')} />
      <Link href="/">{t('pages.notFound.home')}</Link>
    </>
  );
}

import { useTranslation } from '../../i18n/react.js';
import { Link } from '../../ui/Link.js';
import { PageHeader } from '../../ui/PageHeader.js';

/** Shown in place of a page the signed-in member's role may not open (e.g. /admin for a member). */
export default function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.forbidden.title')} lead={t('pages.forbidden.lead')} />
      <Link href="/">{t('pages.forbidden.home')}</Link>
    </>
  );
}

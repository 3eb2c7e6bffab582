import { I18nProvider, RouterProvider } from 'react-aria-components';
import { useHref, useNavigate } from 'react-router-dom';
import { useTranslation } from '../i18n/react.js';
import { useServerHeadCleanup } from '../ssr/serverState.js';
import { Shell } from './Shell.js';

/**
 * Lets react-aria links navigate through react-router (client-side, real hrefs) and gives
 * react-aria the interface language, hence its right-to-left layout and its own labels. The
 * server-rendered page's head tags go once the browser shows another page.
 */
export function AppFrame() {
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  useServerHeadCleanup();
  return (
    <RouterProvider navigate={(path) => navigate(path)} useHref={useHref}>
      <I18nProvider locale={i18n.language}>
        <Shell />
      </I18nProvider>
    </RouterProvider>
  );
}

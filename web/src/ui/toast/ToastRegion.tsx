import { useEffect, useRef } from 'react';
import { UNSAFE_PortalProvider as PortalProvider } from 'react-aria/PortalProvider';
import {
  Button,
  type QueuedToast,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as ToastRegion,
  useLocale,
} from 'react-aria-components';
import { useTranslation } from '../../i18n/react.js';
import { useTopmostDialog } from '../overlay/topLayer.js';
import { TOAST_FOCUS_KEY } from './constants.js';
import * as styles from './ToastRegion.css.js';
import { type ToastContent as ToastData, toastQueue } from './toast.js';
import { useSwipeToDismiss } from './useSwipeToDismiss.js';

/** Renders the app's toast queue; mount once, in the shell. */
export function AppToastRegion() {
  const { t } = useTranslation();
  const regionRef = useRef<HTMLDivElement>(null);
  // While a modal dialog is open everything outside it is inert: the toasts go inside it.
  const topmost = useTopmostDialog();

  useEffect(() => {
    const focusRegion = (event: KeyboardEvent) => {
      if (event.key !== TOAST_FOCUS_KEY || !regionRef.current) return;
      event.preventDefault();
      regionRef.current.focus();
    };
    window.addEventListener('keydown', focusRegion);
    return () => window.removeEventListener('keydown', focusRegion);
  }, []);

  return (
    <PortalProvider getContainer={() => topmost ?? document.body}>
      <ToastRegion
        ref={regionRef}
        queue={toastQueue}
        aria-label={t('toast.region')}
        className={styles.region}
      >
        {({ toast }) => <SwipeableToast toast={toast} />}
      </ToastRegion>
    </PortalProvider>
  );
}

function SwipeableToast({ toast }: { toast: QueuedToast<ToastData> }) {
  const { t } = useTranslation();
  const { direction } = useLocale();
  const swipe = useSwipeToDismiss(direction, () => toastQueue.close(toast.key));
  const { title, description, variant } = toast.content;

  return (
    <Toast
      toast={toast}
      className={styles.toast[variant]}
      style={swipe.style}
      data-swiping={swipe.isSwiping || undefined}
      {...swipe.handlers}
    >
      <ToastContent className={styles.content}>
        <Text slot="title" className={styles.title}>
          {title}
        </Text>
        {description ? (
          <Text slot="description" className={styles.description}>
            {description}
          </Text>
        ) : null}
      </ToastContent>
      <Button slot="close" aria-label={t('common.close')} className={styles.close}>
        <span aria-hidden="true">×</span>
      </Button>
    </Toast>
  );
}

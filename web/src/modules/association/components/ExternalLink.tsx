import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import type { link } from '../../../ui/Link.css.js';
import { visuallyHidden } from '../../../ui/VisuallyHidden.css.js';
import { isHttpUrl } from '../content.js';
import { Anchor } from './Anchor.js';

/**
 * A link to another site, in a new tab, saying so to screen readers. Anything but an http(s)
 * address is shown as plain text, never as a link.
 */
export function ExternalLink({
  href,
  children,
  variant,
  className,
  'aria-label': ariaLabel,
}: {
  href: string;
  children: ReactNode;
  variant?: keyof typeof link;
  className?: string;
  'aria-label'?: string;
}) {
  const { t } = useTranslation();
  if (!isHttpUrl(href)) return <span className={className}>{children}</span>;
  return (
    <Anchor
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      variant={variant}
      className={className}
      aria-label={ariaLabel ? `${ariaLabel} ${t('publicSite.newTab')}` : undefined}
    >
      {children}
      {ariaLabel ? null : <span className={visuallyHidden}> {t('publicSite.newTab')}</span>}
    </Anchor>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, type LinkProps } from '../../../ui/Link.js';
import { visuallyHidden } from '../../../ui/VisuallyHidden.css.js';
import { isHttpUrl } from '../content.js';

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
  variant?: LinkProps['variant'];
  className?: string;
  'aria-label'?: string;
}) {
  const { t } = useTranslation();
  if (!isHttpUrl(href)) return <span className={className}>{children}</span>;
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      variant={variant}
      className={className}
      aria-label={ariaLabel ? `${ariaLabel} ${t('publicSite.newTab')}` : undefined}
    >
      {children}
      {ariaLabel ? null : <span className={visuallyHidden}> {t('publicSite.newTab')}</span>}
    </Link>
  );
}

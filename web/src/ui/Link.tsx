import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { Link as RouterLink, useInRouterContext } from 'react-router-dom';
import { link } from './Link.css.js';

export interface LinkProps
  extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className' | 'href'> {
  href: string;
  variant?: keyof typeof link;
  className?: string;
  /** Called on activation (click, Enter), before the navigation. */
  onPress?: () => void;
}

/**
 * A real `<a href>` navigating client-side through the router (external addresses, new tabs and
 * modified clicks are left to the browser). Native rather than React Aria's link: it is in the
 * shell of every page, public ones included, and an anchor needs nothing more to be accessible.
 * Outside a router (a component shown on its own) it is a plain anchor.
 */
export function Link({
  href,
  variant = 'inline',
  className,
  onPress,
  onClick,
  ...props
}: LinkProps) {
  const routed = useInRouterContext();
  const anchor = {
    ...props,
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      onPress?.();
    },
    className: className ? `${link[variant]} ${className}` : link[variant],
  };
  return routed ? <RouterLink {...anchor} to={href} /> : <a {...anchor} href={href} />;
}

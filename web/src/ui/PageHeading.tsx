import { createContext, type RefCallback, useCallback, useContext } from 'react';
import * as styles from './PageHeading.css.js';

/** Registers the heading now on screen; the returned function unregisters it. */
export type PageHeadingRegistry = (heading: HTMLHeadingElement) => () => void;

/** Provided by the shell, which moves focus to the new page's heading after a navigation. */
export const PageHeadingRegistryContext = createContext<PageHeadingRegistry | null>(null);

export interface PageHeadingProps {
  children: string;
  className?: string;
  /** `auto` for a heading that is someone's own text (a member's name), in its own direction. */
  dir?: 'auto';
}

/**
 * A page's one `<h1>`. It can take focus from script only (tabIndex -1), so that the shell can
 * move focus to it after a client-side navigation.
 */
export function PageHeading({ children, className, dir }: PageHeadingProps) {
  const register = useContext(PageHeadingRegistryContext);
  // The ref is attached while the heading is on screen and detached when it is removed, or
  // hidden by a Suspense fallback, so the registry only ever holds a heading that can take focus.
  const ref = useCallback<RefCallback<HTMLHeadingElement>>(
    (heading) => (heading && register ? register(heading) : undefined),
    [register],
  );
  return (
    <h1
      ref={ref}
      tabIndex={-1}
      dir={dir}
      className={className ? `${styles.heading} ${className}` : styles.heading}
    >
      {children}
    </h1>
  );
}

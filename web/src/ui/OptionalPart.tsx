import { type ReactNode, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';

/**
 * A lazily loaded part of the shell (the menu's drawer, a member's tools, the toasts) that the
 * page can do without: nothing while it loads, and nothing if it cannot be loaded, rather than
 * the error reaching the root and leaving a blank page.
 */
export function OptionalPart({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>{children}</Suspense>
    </ErrorBoundary>
  );
}

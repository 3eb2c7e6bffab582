import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { signInPageShown } from '../modules/session/index.js';
import { type Access, LOGIN_PATH, resolveAccess, SECURITY_PATH } from '../routing/access.js';
import { Loading } from '../ui/Loading.js';
import { pages } from './pages.js';
import { useSession } from './session.js';
import { WithGraphQL } from './WithGraphQL.js';

/** Shows its page only to those the route's access allows; see `resolveAccess`. */
export function RequireAccess({ access, children }: { access: Access; children: ReactNode }) {
  const { viewer, loading } = useSession();
  const location = useLocation();
  const atSignInPage = location.pathname === LOGIN_PATH;
  useEffect(() => {
    if (atSignInPage) signInPageShown();
  }, [atSignInPage]);
  if (access === 'public') return children;
  // Decide only once the gateway has said who is there, never on a guess.
  if (loading) return <Loading />;
  const decision = resolveAccess(access, viewer, location);
  switch (decision.kind) {
    case 'allow':
      return children;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'forbidden':
      return <pages.forbidden />;
  }
}

/** `/` is the dashboard for members and the landing page for everyone else. */
export function HomeRoute() {
  const { viewer, loading } = useSession();
  if (loading) return <Loading />;
  if (viewer?.mfaEnrolmentRequired) return <Navigate to={SECURITY_PATH} replace />;
  return viewer ? (
    <WithGraphQL>
      <pages.dashboard />
    </WithGraphQL>
  ) : (
    <pages.landing />
  );
}

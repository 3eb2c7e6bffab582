import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { SignOutDocument } from '../../../generated/graphql.js';
import { useTranslation } from '../../../i18n/react.js';
import { LOGIN_PATH } from '../../../routing/access.js';
import { toast } from '../../../ui/toast/toast.js';
import { signingOut, untilSignInPageShown } from '../signingOut.js';

export function useSignOut(): { signOut: () => Promise<void>; pending: boolean } {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const [signOutMutation, { loading }] = useMutation(SignOutDocument);

  const signOut = async () => {
    // The guards wait while the session is half gone, from the request on until the sign-in
    // page is drawn: an answer that reaches the store first must not send the member to sign in
    // again with `next` set to the page being left.
    signingOut(true);
    try {
      await signOutMutation();
    } catch {
      signingOut(false);
      toast({
        title: t('common.error'),
        description: t('shell.signOutFailed'),
        variant: 'destructive',
      });
      return;
    }
    try {
      const shown = untilSignInPageShown();
      await navigate(LOGIN_PATH, { replace: true, flushSync: true });
      // Empties the store, then asks again who is there (nobody): nothing the member saw stays.
      // A refetch of the page just left may be aborted as it unmounts and reject the reset;
      // the store is empty all the same, and `me` then reads as nobody.
      await client.resetStore().catch(() => undefined);
      // The guards wait until the page being left is gone (see untilSignInPageShown).
      await shown;
    } finally {
      signingOut(false);
    }
  };

  return { signOut, pending: loading };
}

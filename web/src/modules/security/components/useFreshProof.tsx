import { type ReactNode, useState } from 'react';
import { graphQLErrorCode } from '../../../lib/graphqlErrors.js';
import { useViewer } from '../../session/index.js';
import { LazyReauthenticateDialog } from './LazyReauthenticateDialog.js';

interface Pending {
  act: () => Promise<void>;
  onError: (error: unknown) => void;
}

/**
 * Runs a sensitive change; when the gateway answers REAUTHENTICATION_REQUIRED (the password was
 * not proven in the last few minutes), asks for it in a dialog and then runs the change again,
 * as the member meant it. Render `dialog` once in the component.
 */
export function useFreshProof(): {
  guarded: (act: () => Promise<void>, onError: (error: unknown) => void) => Promise<void>;
  dialog: ReactNode;
} {
  const { viewer } = useViewer();
  const [pending, setPending] = useState<Pending | null>(null);

  const guarded = async (act: () => Promise<void>, onError: (error: unknown) => void) => {
    try {
      await act();
    } catch (error) {
      if (graphQLErrorCode(error) === 'REAUTHENTICATION_REQUIRED') setPending({ act, onError });
      else onError(error);
    }
  };

  const retry = () => {
    if (!pending) return;
    setPending(null);
    // Fresh now: a second refusal would be another problem, shown as the change's own error.
    pending.act().catch(pending.onError);
  };

  const dialog = (
    <LazyReauthenticateDialog
      isOpen={pending !== null}
      withCode={viewer?.mfaEnabled === true}
      onOpenChange={(open) => {
        if (!open) setPending(null);
      }}
      onConfirmed={retry}
    />
  );
  return { guarded, dialog };
}

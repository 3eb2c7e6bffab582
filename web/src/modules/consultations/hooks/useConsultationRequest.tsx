import { type ReactNode, Suspense, useState } from 'react';
import { preloadable } from '../../../lib/preloadable.js';
import { SentNotice } from '../components/SentNotice.js';
import type { ConsultationCreated } from '../types.js';

// The dialog (React Aria's modal, its form) is not on the public pages' first load: it is
// fetched when a visitor first asks for a consultation.
const ConsultationDialog = preloadable(async () => ({
  default: (await import('../components/ConsultationDialog.js')).ConsultationDialog,
}));

interface Requestable {
  id: string;
  fullName: string;
}

/**
 * The consultation request flow of a page: `request(lawyer)` opens the dialog for that lawyer;
 * once sent, the dialog closes and `notice` (the tracking link) shows until dismissed. The page
 * places `notice` and `dialog` where they belong.
 */
export function useConsultationRequest(): {
  request: (lawyer: Requestable) => void;
  notice: ReactNode;
  dialog: ReactNode;
} {
  const [requestFor, setRequestFor] = useState<Requestable | null>(null);
  const [sent, setSent] = useState<ConsultationCreated | null>(null);
  const [asked, setAsked] = useState(false);
  return {
    request: (lawyer) => {
      setAsked(true);
      setRequestFor(lawyer);
    },
    notice: sent ? <SentNotice created={sent} onDismiss={() => setSent(null)} /> : null,
    dialog: asked ? (
      <Suspense fallback={null}>
        <ConsultationDialog
          lawyer={requestFor}
          onClose={() => setRequestFor(null)}
          onSent={(created) => {
            setRequestFor(null);
            setSent(created);
          }}
        />
      </Suspense>
    ) : null,
  };
}

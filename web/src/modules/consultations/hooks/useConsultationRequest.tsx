import { type ReactNode, useState } from 'react';
import { ConsultationDialog } from '../components/ConsultationDialog.js';
import { SentNotice } from '../components/SentNotice.js';
import type { ConsultationCreated } from '../types.js';

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
  return {
    request: setRequestFor,
    notice: sent ? <SentNotice created={sent} onDismiss={() => setSent(null)} /> : null,
    dialog: (
      <ConsultationDialog
        lawyer={requestFor}
        onClose={() => setRequestFor(null)}
        onSent={(created) => {
          setRequestFor(null);
          setSent(created);
        }}
      />
    ),
  };
}

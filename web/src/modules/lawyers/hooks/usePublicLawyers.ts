import { useCallback, useEffect, useState } from 'react';
import { apiRequest } from '../../../lib/rest.js';
import type { PublicLawyer } from '../types.js';

export interface PublicLawyersState {
  lawyers: readonly PublicLawyer[] | undefined;
  loading: boolean;
  failed: boolean;
  reload: () => void;
}

/** GET /api/public/lawyers once (spec §9: no refetch, no retries). */
export function usePublicLawyers(): PublicLawyersState {
  const [lawyers, setLawyers] = useState<readonly PublicLawyer[] | undefined>(undefined);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt triggers a reload.
  useEffect(() => {
    let active = true;
    setLoading(true);
    setFailed(false);
    apiRequest<PublicLawyer[]>('GET', '/api/public/lawyers')
      .then((rows) => {
        if (active) setLawyers(rows);
      })
      .catch(() => {
        if (active) setFailed(true);
      })
      .finally(() => {
        if (active) setLoading(false);
      });
    return () => {
      active = false;
    };
  }, [attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { lawyers, loading, failed, reload };
}

import { type FormEvent, useCallback, useState } from 'react';
import { toast } from '../../../ui/toast/toast.js';

export interface SubmissionFormTexts {
  success: string;
  failureTitle: string;
  failure: string;
}

export interface SubmissionForm<V> {
  values: V;
  set: <F extends keyof V>(field: F, value: V[F]) => void;
  pending: boolean;
  /** True once a submit was attempted: field errors show from then on. */
  attempted: boolean;
  submit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
}

/**
 * One submission form's state: sends the values, then on success shows the success toast and
 * resets to the defaults (spec §4); on failure shows the 'Erreur' toast and keeps the values
 * (spec §8). The button is disabled while the request is in flight.
 */
export function useSubmissionForm<V>(
  defaults: V,
  isValid: (values: V) => boolean,
  send: (values: V) => Promise<void>,
  texts: SubmissionFormTexts,
): SubmissionForm<V> {
  const [values, setValues] = useState<V>(defaults);
  const [pending, setPending] = useState(false);
  const [attempted, setAttempted] = useState(false);

  const set = useCallback(<F extends keyof V>(field: F, value: V[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    if (pending || !isValid(values)) return;
    setPending(true);
    try {
      await send(values);
      toast({ title: texts.success });
      setValues(defaults);
      setAttempted(false);
    } catch {
      toast({ title: texts.failureTitle, description: texts.failure, variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };

  return { values, set, pending, attempted, submit };
}

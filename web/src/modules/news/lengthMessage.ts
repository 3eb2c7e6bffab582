import type { TFunction } from 'i18next';
import type { LengthProblem } from './validation.js';

/** The field error shown for a length problem, in the interface language. */
export function lengthMessage(t: TFunction, problem: LengthProblem | null): string | null {
  if (!problem) return null;
  switch (problem.kind) {
    case 'required':
      return t('common.required');
    case 'tooShort':
      return t('pages.news.form.tooShort', { count: problem.min });
    case 'tooLong':
      return t('pages.news.form.tooLong', { count: problem.max });
  }
}

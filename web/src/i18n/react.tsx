import type { TFunction } from 'i18next';
import {
  cloneElement,
  createContext,
  type ReactElement,
  type ReactNode,
  use,
  useCallback,
  useSyncExternalStore,
} from 'react';
import type { LooseT, Translator } from './runtime.js';

// The React side of the translation runtime (runtime.ts), with react-i18next's names: a provider,
// useTranslation (re-renders on a language change) and Trans (tags in a message as elements).

let registered: Translator | undefined;

/** `instance.use(initReactI18next)`: the instance components use without a provider (tests). */
export const initReactI18next = {
  init(instance: Translator) {
    registered = instance;
  },
};

const I18nContext = createContext<Translator | undefined>(undefined);

export function I18nextProvider({ i18n, children }: { i18n: Translator; children: ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>;
}

function useI18n(): Translator {
  const i18n = use(I18nContext) ?? registered;
  if (!i18n) throw new Error('No translation instance: call initI18n first');
  return i18n;
}

/** `t` in the current language, and the instance; re-renders when the language changes. */
export function useTranslation(): { t: TFunction; i18n: Translator; ready: true } {
  const i18n = useI18n();
  const subscribe = useCallback((onChange: () => void) => i18n.onLanguageChanged(onChange), [i18n]);
  const language = useSyncExternalStore(
    subscribe,
    () => i18n.language,
    () => i18n.language,
  );
  // A new function per language, as react-i18next's: what depends on `t` is computed again.
  const t = useFixedT(i18n, language);
  return { t, i18n, ready: true };
}

function useFixedT(i18n: Translator, language: string): TFunction {
  return useCallback(
    ((key: string, options?: Record<string, unknown>) =>
      (i18n.t as unknown as LooseT)(key, { lng: language, ...options })) as unknown as TFunction,
    [i18n, language],
  );
}

const TAG = /<(\w+)>(.*?)<\/\1>/gs;

/**
 * A message with named tags (`Go to <discussions>the discussions</discussions>`): each tag is
 * drawn as its element in `components`, with the tag's text inside.
 */
export function Trans({
  i18nKey,
  components,
  values,
}: {
  i18nKey: Parameters<TFunction>[0];
  components: Record<string, ReactElement<{ children?: ReactNode }>>;
  values?: Record<string, unknown>;
}) {
  const { t } = useTranslation();
  const text = (t as unknown as LooseT)(i18nKey as string, values);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = '', inner] = match;
    parts.push(text.slice(last, match.index));
    const element = components[name];
    parts.push(element ? cloneElement(element, { key: parts.length }, inner) : whole);
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}

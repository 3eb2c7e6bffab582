import type { i18n as I18n, TFunction } from 'i18next';

// The portal's translation runtime: what the app uses of i18next's (catalogs per language, keys
// with dots, `{{name}}` and `{{count, number}}`, plural keys by Intl.PluralRules, `context`,
// `defaultValue`, a fallback language) in a few hundred bytes instead of i18next's 15 KiB gzip
// on every first load. Its instances are typed as i18next's, whose key-checked `t` (the catalog's
// keys, i18next.d.ts) the app is written against; tests compare the two (runtime.test.ts).

type Messages = { [key: string]: string | Messages };
type Options = Record<string, unknown> & {
  count?: number;
  context?: string;
  defaultValue?: string;
  lng?: string;
};

export interface RuntimeOptions {
  lng?: string;
  fallbackLng?: string;
  supportedLngs?: readonly string[];
  resources?: Record<string, { translation: Messages }>;
  /** Accepted for i18next's option shape; values are never escaped (React escapes). */
  interpolation?: { escapeValue?: boolean };
  react?: unknown;
  initAsync?: boolean;
}

const INTERPOLATION = /\{\{\s*([^{},]+?)\s*(?:,\s*([^{}]+?)\s*)?\}\}/g;

class Runtime {
  language = '';
  isInitialized = false;
  private fallback = 'en';
  private bundles = new Map<string, Messages>();
  private listeners = new Set<(language: string) => void>();
  private pluralRules = new Map<string, Intl.PluralRules>();
  private numberFormats = new Map<string, Intl.NumberFormat>();

  /** i18next's plugin hook: the React binding registers this instance as the default one. */
  use(plugin: { init?: (instance: Runtime) => void }): this {
    plugin.init?.(this);
    return this;
  }

  init(options: RuntimeOptions): Promise<TFunction> {
    this.fallback = options.fallbackLng ?? this.fallback;
    for (const [language, { translation }] of Object.entries(options.resources ?? {})) {
      this.bundles.set(language, translation);
    }
    this.language = options.lng ?? this.fallback;
    this.isInitialized = true;
    return Promise.resolve(this.t);
  }

  hasResourceBundle(language: string, _namespace: 'translation'): boolean {
    return this.bundles.has(language);
  }

  /** Adds messages to a language's: the catalogs come in sections (catalogGroups.ts). */
  addResourceBundle(language: string, _namespace: 'translation', messages: Messages): this {
    const bundle = this.bundles.get(language);
    this.bundles.set(language, bundle ? merge(bundle, messages) : messages);
    return this;
  }

  async changeLanguage(language: string): Promise<TFunction> {
    this.language = language;
    for (const listener of this.listeners) listener(language);
    return this.t;
  }

  /** Called with the new language after each change (the React binding re-renders on it). */
  onLanguageChanged(listener: (language: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The message of `key` (or of the first key found, for a list), interpolated. */
  readonly t = ((key: string | readonly string[], options: Options = {}) => {
    const language = options.lng ?? this.language;
    const keys = typeof key === 'string' ? [key] : key;
    for (const candidate of keys) {
      const found = this.lookup(candidate, language, options);
      if (found !== undefined) return this.interpolate(found, language, options);
    }
    const fallback = options.defaultValue ?? keys[keys.length - 1] ?? '';
    return this.interpolate(fallback, language, options);
  }) as unknown as TFunction;

  /** As i18next: the language, then the fallback; in each, the most specific key first. */
  private lookup(key: string, language: string, options: Options): string | undefined {
    const { count, context } = options;
    const plural = typeof count === 'number';
    for (const code of language === this.fallback ? [language] : [language, this.fallback]) {
      const messages = this.bundles.get(code);
      if (!messages) continue;
      // Tried from the last: i18next's order (its Translator.resolve).
      const candidates = [key];
      const suffix = plural ? `_${this.pluralRule(code).select(count)}` : '';
      if (plural) candidates.push(`${key}${suffix}`);
      if (plural && count === 0) candidates.push(`${key}_zero`);
      const contextual = context !== undefined && context !== '' ? `${key}_${context}` : undefined;
      if (contextual) {
        candidates.push(contextual);
        if (plural) candidates.push(`${contextual}${suffix}`);
        if (plural && count === 0) candidates.push(`${contextual}_zero`);
      }
      if (plural && suffix !== '_other') {
        if (contextual) candidates.unshift(`${contextual}_other`);
        candidates.unshift(`${key}_other`);
      }
      for (let index = candidates.length - 1; index >= 0; index -= 1) {
        const found = resolve(messages, candidates[index] as string);
        if (found !== undefined) return found;
      }
    }
    return undefined;
  }

  private interpolate(text: string, language: string, options: Options): string {
    if (!text.includes('{{')) return text;
    return text.replace(INTERPOLATION, (match, name: string, format: string | undefined) => {
      const value = name
        .split('.')
        .reduce<unknown>(
          (scope, part) => (scope as Record<string, unknown> | undefined)?.[part],
          options,
        );
      // As i18next: a variable the call does not give stays as written.
      if (value === undefined) return match;
      if (format === 'number' && typeof value === 'number') {
        return this.numberFormat(language).format(value);
      }
      return String(value);
    });
  }

  private pluralRule(language: string): Intl.PluralRules {
    let rule = this.pluralRules.get(language);
    if (!rule) {
      rule = new Intl.PluralRules(language);
      this.pluralRules.set(language, rule);
    }
    return rule;
  }

  private numberFormat(language: string): Intl.NumberFormat {
    let format = this.numberFormats.get(language);
    if (!format) {
      format = new Intl.NumberFormat(language);
      this.numberFormats.set(language, format);
    }
    return format;
  }
}

/** `base` with `added`'s messages, objects merged (`pages` arrives one page at a time). */
function merge(base: Messages, added: Messages): Messages {
  const merged: Messages = { ...base };
  for (const [key, value] of Object.entries(added)) {
    const current = merged[key];
    merged[key] =
      typeof current === 'object' && typeof value === 'object' ? merge(current, value) : value;
  }
  return merged;
}

/** A dotted key's string in a catalog (nested objects), if there is one. */
function resolve(messages: Messages, key: string): string | undefined {
  let scope: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (typeof scope !== 'object') return undefined;
    scope = scope[part];
  }
  return typeof scope === 'string' ? scope : undefined;
}

/** The runtime with the extras the React binding needs, typed as i18next's instance. */
export type Translator = Omit<I18n, 'use'> &
  Pick<Runtime, 'onLanguageChanged'> & {
    use(plugin: { init?: (instance: Translator) => void }): Translator;
  };

/** `t` without the catalog's key types, for keys made at run time (Trans, the React binding). */
export type LooseT = (key: string | readonly string[], options?: Record<string, unknown>) => string;

export function createInstance(): Translator {
  return new Runtime() as unknown as Translator;
}

import type { DocumentNode } from 'graphql';

/**
 * What is worked out from a parsed document, kept with it. Apollo Server hands every request of
 * the same query text the same DocumentNode (its document store, an LRU), so a WeakMap keyed by
 * it lives exactly as long as Apollo keeps the document. Within a document, up to `perDocument`
 * variants (e.g. the variables a result depends on) are kept; past that each is computed anew.
 */
export class PerDocumentCache<T> {
  readonly #documents = new WeakMap<DocumentNode, Map<string, T>>();

  constructor(private readonly perDocument = 32) {}

  get(document: DocumentNode, variant: string, compute: () => T): T {
    let variants = this.#documents.get(document);
    if (!variants) {
      variants = new Map();
      this.#documents.set(document, variants);
    }
    if (variants.has(variant)) return variants.get(variant) as T;
    const value = compute();
    if (variants.size < this.perDocument) variants.set(variant, value);
    return value;
  }
}

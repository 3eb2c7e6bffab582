import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { splitDocuments } from '../../build/documentsPlugin.ts';
import * as generated from '../generated/graphql.js';

// The browser build gives each GraphQL document a module of its own (web/build/documentsPlugin.ts),
// read from the lines codegen writes: a document left in the shared module would be back in
// every members' page's first load, and one changed on the way would send another operation.

const source = readFileSync(join(import.meta.dirname, '..', 'generated', 'graphql.ts'), 'utf8');
const { module, documents } = splitDocuments(source);
const exported = new Map<string, unknown>(Object.entries(generated));
const exportedDocuments = [...exported.keys()].filter((name) =>
  /(Document|FragmentDoc)$/.test(name),
);

describe('the generated documents, split for the browser build', () => {
  it('takes every document out of the shared module', () => {
    expect([...documents.keys()].sort()).toEqual(exportedDocuments.sort());
    expect(module).not.toMatch(/"kind":"Document"/);
    for (const name of exportedDocuments) {
      expect(module).toContain(`export { ${name} } from 'virtual:graphql-document/${name}';`);
    }
  });

  it('keeps each document as codegen wrote it', () => {
    for (const [name, json] of documents) {
      expect(JSON.parse(json)).toEqual(exported.get(name));
    }
  });

  it('leaves the rest of the module as it is', () => {
    expect(module).toContain('export const EventCategory = {');
    expect(module.split('\n')).toHaveLength(source.split('\n').length);
  });
});

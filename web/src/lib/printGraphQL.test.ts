import { type DocumentNode, parse, print } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as generated from '../generated/graphql.js';
import { printDocument } from './printGraphQL.js';

const documents = Object.entries(generated).filter(
  (entry): entry is [string, DocumentNode] =>
    typeof entry[1] === 'object' && (entry[1] as { kind?: unknown }).kind === 'Document',
);

describe('printDocument', () => {
  it('prints every generated document as graphql-js does, up to layout', () => {
    expect(documents.length).toBeGreaterThan(50);
    for (const [name, document] of documents) {
      const ours = parse(printDocument(document), { noLocation: true });
      const theirs = parse(print(document), { noLocation: true });
      expect(ours, name).toEqual(theirs);
    }
  });

  it('prints literals, defaults, aliases, directives and inline fragments', () => {
    const source = `query Q($a: [Int!]! = [1, 2], $b: String = "x \\"y\\"") @live {
      first: node(id: "1", filter: {on: true, kind: SOME, none: null, n: 1.5}) @include(if: $a) {
        ... on Thing { id }
        ...Parts
      }
    }
    fragment Parts on Thing @keep { name }`;
    const document = parse(source, { noLocation: true });
    expect(parse(printDocument(document), { noLocation: true })).toEqual(document);
  });
});

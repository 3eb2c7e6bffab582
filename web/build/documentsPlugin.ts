// The members' GraphQL documents split one module each, at build time (issue 25). Codegen's
// client preset writes every parsed document into one module (src/generated/graphql.ts), and a
// bundler cannot split one module across chunks: the chunk shared by the members' pages carried
// every page's documents. Here, in the browser build, that module re-exports each document from
// a module of its own, so each lands in the chunk of the pages that use it. The source file,
// its types and what it exports stay as codegen wrote them; tests and the dev server use it as
// it is.
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:graphql-document/';
/** A document as codegen writes it: one line, a JSON object cast to its typed node. */
const DOCUMENT_LINE = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/;

/** The generated module with each document's line turned into a re-export; the documents. */
export function splitDocuments(source: string): { module: string; documents: Map<string, string> } {
  const documents = new Map<string, string>();
  const lines = source.split('\n').map((line) => {
    const match = DOCUMENT_LINE.exec(line);
    if (!match) return line;
    const [, name = '', json = ''] = match;
    documents.set(name, json);
    return `export { ${name} } from '${PREFIX}${name}';`;
  });
  return { module: lines.join('\n'), documents };
}

export function documentsPlugin(): Plugin {
  let documents = new Map<string, string>();
  const isGenerated = (id: string) => /[\\/]src[\\/]generated[\\/]graphql\.ts$/.test(id);
  return {
    name: 'portal-graphql-documents',
    apply: 'build',
    // Before the TypeScript transform: the lines are read as codegen wrote them.
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(id) {
      // Side-effect free: a document no page uses is left out, like an unused export.
      return id.startsWith(PREFIX) ? { id: `\0${id}`, moduleSideEffects: false } : undefined;
    },
    load(id) {
      if (id.startsWith(`\0${PREFIX}`)) {
        const name = id.slice(PREFIX.length + 1);
        const json = documents.get(name);
        if (json === undefined) this.error(`no GraphQL document ${name} in generated/graphql.ts`);
        return `export const ${name} = ${json};`;
      }
      if (!isGenerated(id)) return undefined;
      const split = splitDocuments(readFileSync(id, 'utf8'));
      documents = split.documents;
      return split.module;
    },
  };
}

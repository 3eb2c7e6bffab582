import type { CodegenConfig } from '@graphql-codegen/cli';

// The web's typed documents come from the committed contract, never from a running server,
// so that `npm run check` can detect drift offline.
const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  ignoreNoDocuments: false,
  generates: {
    'web/src/generated/': {
      documents: ['web/src/**/*.graphql'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        // Parsed documents (TypedDocumentNode): Apollo Client's cache reads their selections
        // (docs/ARCHITECTURE.md, "GraphQL documents"). The public pages send them printed
        // (lib/graphqlRequest), without the client.
        documentMode: 'documentNode',
        scalars: { DateTimeISO: 'string', UUID: 'string' },
        enumType: 'const',
        useTypeImports: true,
      },
    },
  },
};

export default config;

import type { CodegenConfig } from '@graphql-codegen/cli';

// The web's typed documents come from the committed contract, never from a running server,
// so that `npm run check` can detect drift offline.
const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  documents: ['web/src/**/*.graphql'],
  ignoreNoDocuments: false,
  generates: {
    'web/src/generated/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        scalars: { DateTimeISO: 'string', UUID: 'string' },
        enumType: 'const',
        useTypeImports: true,
      },
    },
  },
};

export default config;

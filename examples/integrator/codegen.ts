import type { CodegenConfig } from '@graphql-codegen/cli';

// Types for the example's queries, from the portal's committed schema (the same file the web
// app is typed from): a changed field breaks this example's build, not its run.
const config: CodegenConfig = {
  schema: '../../schema/schema.graphql',
  documents: ['src/**/*.ts', '!src/generated/**'],
  ignoreNoDocuments: false,
  generates: {
    'src/generated/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        // Node runs the TypeScript sources as they are (type stripping): imports name the file.
        importExtension: '.ts',
        enumsAsTypes: true,
        scalars: { UUID: 'string', DateTimeISO: 'string' },
      },
    },
  },
};

export default config;

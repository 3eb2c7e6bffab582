import type { CodegenConfig } from '@graphql-codegen/cli';

// The web's typed documents come from the committed contract, never from a running server,
// so that `npm run check` can detect drift offline.
/**
 * What the public pages send without the GraphQL client, with the fragments they use, by
 * feature: each feature's in a module of its own (generated/public/<feature>.ts), so that a
 * page's chunk carries its own operations only (Rollup cannot split one module across chunks).
 */
export const PUBLIC_OPERATIONS: Record<string, string[]> = {
  lawyers: [
    'PublicLawyerPage',
    'PublicLawyerReviews',
    'LawyerProfileFields',
    'PublicReviewPageFields',
  ],
  'public-site': ['SendContactMessage', 'ApplyForMembership'],
  social: ['RecentSocialActivity'],
  session: [
    'SignIn',
    'CompleteSignIn',
    'RequestPasswordReset',
    'ResetPassword',
    'ConfirmEmailChange',
  ],
  consultations: ['TrackedConsultation', 'ReviewConsultation', 'ConsultationFields'],
  invitations: ['Invitation', 'AcceptInvitation'],
};

/** The public operations of a feature as source text for lib/graphqlRequest. */
const publicOperations = (feature: string, names: string[]) => ({
  documents: names.map((name) => `web/src/modules/${feature}/graphql/${name}.graphql`),
  plugins: [
    { add: { content: "import type * as Types from '../graphql';" } },
    'typed-document-node',
  ],
  config: {
    documentMode: 'string' as const,
    // Marks each document pure, so that a page's chunk keeps only the ones it sends.
    pureMagicComment: true,
    importOperationTypesFrom: 'Types',
    useTypeImports: true,
  },
});
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
        // (docs/ARCHITECTURE.md, "GraphQL documents").
        documentMode: 'documentNode',
        scalars: { DateTimeISO: 'string', UUID: 'string' },
        enumType: 'const',
        useTypeImports: true,
      },
    },
    // The public pages' operations again, as source text for lib/graphqlRequest (no client, no
    // printer there), apart from the client preset's one module of every operation above.
    ...Object.fromEntries(
      Object.entries(PUBLIC_OPERATIONS).map(([feature, names]) => [
        `web/src/generated/public/${feature}.ts`,
        publicOperations(feature, names),
      ]),
    ),
  },
};

export default config;

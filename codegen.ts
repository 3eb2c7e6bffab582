import type { CodegenConfig } from '@graphql-codegen/cli';

// The web's typed documents come from the committed contract, never from a running server,
// so that `npm run check` can detect drift offline.
/** What the public pages send without the GraphQL client, with the fragments they use. */
const PUBLIC_OPERATIONS = [
  'web/src/modules/lawyers/graphql/PublicLawyerPage.graphql',
  'web/src/modules/lawyers/graphql/PublicLawyerReviews.graphql',
  'web/src/modules/lawyers/graphql/LawyerProfileFields.graphql',
  'web/src/modules/lawyers/graphql/PublicReviewPageFields.graphql',
  'web/src/modules/public-site/graphql/SendContactMessage.graphql',
  'web/src/modules/public-site/graphql/ApplyForMembership.graphql',
  'web/src/modules/social/graphql/RecentSocialActivity.graphql',
  'web/src/modules/session/graphql/SignIn.graphql',
  'web/src/modules/session/graphql/CompleteSignIn.graphql',
  'web/src/modules/consultations/graphql/TrackedConsultation.graphql',
  'web/src/modules/consultations/graphql/ReviewConsultation.graphql',
  'web/src/modules/consultations/graphql/ConsultationFields.graphql',
  'web/src/modules/invitations/graphql/Invitation.graphql',
  'web/src/modules/invitations/graphql/AcceptInvitation.graphql',
];
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
    // printer there): a module of their own, so that a public page's first load carries these
    // few and not every operation of the app (the client preset's one module above).
    'web/src/generated/public-operations.ts': {
      documents: PUBLIC_OPERATIONS,
      plugins: [
        { add: { content: "import type * as Types from './graphql';" } },
        'typed-document-node',
      ],
      config: {
        documentMode: 'string',
        importOperationTypesFrom: 'Types',
        useTypeImports: true,
      },
    },
  },
};

export default config;

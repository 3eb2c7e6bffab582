import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { UUIDScalar } from '../../graphql/uuid-scalar.js';
import { viewerOfContext } from '../../graphql/viewer-of-context.js';
import { runExpensiveIf } from '../../http/expensive-work.js';
import type { DocumentLimits } from '../../settings/storage-config.js';
import type { DocumentStorage } from '../../storage/storage.js';
import { ANY_MEMBER } from '../../values/role.js';
import { ALLOWED_MEDIA_TYPES } from './document-types.js';
import {
  deleteDocument,
  getDocument,
  listDocuments,
  PAGE_SIZE,
  uploadUsage,
} from './documents.service.js';
import { DocumentType, DocumentUploadLimitsType } from './dto/document.type.js';

/** Uploads and downloads are REST (multipart and file streams): see documents.routes.ts. */
@Resolver(() => DocumentType)
export class DocumentsResolver {
  constructor(
    private readonly storage: DocumentStorage,
    private readonly limits: DocumentLimits,
    private readonly scanning: boolean,
  ) {}

  @Authorized(ANY_MEMBER)
  @Query(() => [DocumentType], {
    description: 'Documents, newest first; practiceArea is a practice-area slug.',
  })
  async documents(
    @Ctx() context: GraphQLContext,
    @Arg('search', () => String, {
      nullable: true,
      description:
        'Words in the title, description or file name (up to 200 characters and 12 words); blank is no filter.',
    })
    search: string | null,
    @Arg('practiceArea', () => String, {
      description: 'Only this practice area (its slug).',
      nullable: true,
    })
    practiceArea: string | null,
    @Arg('limit', () => Int, {
      description: 'How many documents.',
      nullable: true,
      defaultValue: PAGE_SIZE.default,
    })
    limit: number | null,
    @Arg('offset', () => Int, {
      description: 'How many to skip: the next page starts at offset + limit.',
      nullable: true,
      defaultValue: 0,
    })
    offset: number | null,
  ): Promise<DocumentType[]> {
    const viewer = viewerOfContext(context);
    // A search reads the full-text and trigram indexes: limited like Query.search.
    const rows = await runExpensiveIf(Boolean(search?.trim()), context.request, () =>
      listDocuments(context.em, {
        viewer,
        search,
        practiceAreaSlug: practiceArea,
        limit: limit ?? PAGE_SIZE.default,
        offset: offset ?? 0,
      }),
    );
    return rows.map((row) => DocumentType.from(row, viewer));
  }

  @Authorized(ANY_MEMBER)
  @Query(() => DocumentType, { description: 'One document; NOT_FOUND when there is none.' })
  async document(
    @Ctx() context: GraphQLContext,
    @Arg('id', () => UUIDScalar, { description: 'The document.' }) id: string,
  ): Promise<DocumentType> {
    const viewer = viewerOfContext(context);
    return DocumentType.from(await getDocument(context.em, id, viewer), viewer);
  }

  @Authorized(ANY_MEMBER)
  @Query(() => DocumentUploadLimitsType, {
    description: "What an upload may be, and the signed-in member's quota and hourly rate.",
  })
  async documentUploadLimits(@Ctx() context: GraphQLContext): Promise<DocumentUploadLimitsType> {
    const usage = await uploadUsage(context.em, viewerOfContext(context).id);
    return Object.assign(new DocumentUploadLimitsType(), {
      maxFileBytes: this.limits.maxFileBytes,
      maxFiles: this.limits.maxFiles,
      mediaTypes: Object.keys(ALLOWED_MEDIA_TYPES),
      quotaBytes: this.limits.quotaBytes,
      usedBytes: usage.usedBytes,
      filesPerHour: this.limits.filesPerHour,
      filesLeftThisHour: Math.max(0, this.limits.filesPerHour - usage.filesLastHour),
      scanned: this.scanning,
    });
  }

  @Authorized(ANY_MEMBER)
  @Mutation(() => ID, {
    description: 'Deletes the document and its file: its uploader, moderators and admins only.',
  })
  async deleteDocument(
    @Ctx() context: GraphQLContext,
    @Arg('id', () => UUIDScalar, { description: 'The document.' }) id: string,
  ): Promise<string> {
    await deleteDocument(context.em, this.storage, viewerOfContext(context), id);
    return id;
  }
}

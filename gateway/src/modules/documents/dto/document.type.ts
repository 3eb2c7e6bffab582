import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { AuthorType } from '../../discussions/dto/author.type.js';
import { PracticeAreaType } from '../../practice-areas/dto/practice-area.type.js';
import type { AuthUser } from '../../users/auth-user.js';
import { typeLabelOf } from '../document-types.js';
import { canDeleteDocument, type DocumentRow } from '../documents.service.js';

@ObjectType('Document', { description: 'A file of the document library.' })
export class DocumentType {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  title!: string;

  @Field(() => String, { nullable: true })
  description!: string | null;

  @Field(() => String, {
    description: "The media type found from the file's bytes (spec §3 fileType).",
  })
  mediaType!: string;

  @Field(() => String, { description: 'A short label of the type: PDF, DOCX, XLSX, PNG, …' })
  typeLabel!: string;

  @Field(() => String, { description: 'The original file name, given back on download.' })
  fileName!: string;

  @Field(() => Float, { description: 'Bytes.' })
  size!: number;

  @Field(() => Int)
  downloads!: number;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => AuthorType)
  uploadedBy!: AuthorType;

  @Field(() => PracticeAreaType, { nullable: true })
  practiceArea!: PracticeAreaType | null;

  @Field(() => String, { description: 'GET this to download the file (counts one download).' })
  downloadUrl!: string;

  @Field(() => Boolean, { description: 'Whether the signed-in member may delete it.' })
  canDelete!: boolean;

  static from(row: DocumentRow, viewer: Pick<AuthUser, 'id' | 'role'>): DocumentType {
    return Object.assign(new DocumentType(), {
      id: row.id,
      title: row.title,
      description: row.description,
      mediaType: row.mediaType,
      typeLabel: typeLabelOf(row.mediaType),
      fileName: row.fileName,
      size: row.size,
      downloads: row.downloads,
      createdAt: row.createdAt,
      uploadedBy: AuthorType.from(row.uploader),
      practiceArea: row.practiceArea && PracticeAreaType.from(row.practiceArea),
      downloadUrl: `/api/documents/${row.id}/download`,
      canDelete: canDeleteDocument(viewer, row.uploader.id),
    });
  }
}

@ObjectType('DocumentUploadLimits', { description: 'What POST /api/documents accepts.' })
export class DocumentUploadLimitsType {
  @Field(() => Float, { description: 'Largest file in bytes; larger ones answer 413.' })
  maxFileBytes!: number;

  @Field(() => Int, { description: 'Files in one upload request.' })
  maxFiles!: number;

  @Field(() => [String], { description: 'Media types accepted (checked from the bytes).' })
  mediaTypes!: string[];
}

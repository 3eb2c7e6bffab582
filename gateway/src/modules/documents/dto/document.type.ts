import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DocumentStatus } from '../../../values/document-status.js';
import { PracticeAreaType } from '../../practice-areas/index.js';
import type { AuthUser } from '../../users/index.js';
import { AuthorType } from '../../users/index.js';
import { typeLabelOf } from '../document-types.js';
import { canDeleteDocument, type DocumentRow } from '../documents.service.js';

registerEnumType(DocumentStatus, {
  name: 'DocumentStatus',
  description: 'Whether a document can be downloaded yet (virus scan).',
  valuesConfig: {
    SCANNING: { description: 'Being scanned for viruses; listed to its uploader and staff only.' },
    AVAILABLE: { description: 'Found clean (or uploaded without a scanner): downloadable.' },
    QUARANTINED: { description: 'A virus was found: its file is deleted, nobody can download it.' },
  },
});

@ObjectType('Document', { description: 'A file of the document library.' })
export class DocumentType {
  @Field(() => ID, { description: 'The document id.' })
  id!: string;

  @Field(() => String, { description: "The document's title." })
  title!: string;

  @Field(() => String, { description: 'What the document is, if given.', nullable: true })
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

  @Field(() => Int, { description: 'Distinct members who downloaded it, counted once a day.' })
  downloads!: number;

  @Field(() => Date, { description: 'When it was uploaded.' })
  createdAt!: Date;

  @Field(() => AuthorType, { description: 'The member who uploaded it.' })
  uploadedBy!: AuthorType;

  @Field(() => PracticeAreaType, {
    description: 'The practice area it belongs to, if any.',
    nullable: true,
  })
  practiceArea!: PracticeAreaType | null;

  @Field(() => DocumentStatus, {
    description: 'Scanning (being checked for viruses), available, or quarantined.',
  })
  status!: DocumentStatus;

  @Field(() => String, {
    description: 'GET this to download the file (counted once per member per day).',
  })
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
      status: row.status,
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

  @Field(() => Float, { description: 'Bytes each member may keep in the library.' })
  quotaBytes!: number;

  @Field(() => Float, { description: "Bytes the signed-in member's documents use." })
  usedBytes!: number;

  @Field(() => Int, { description: 'Files each member may upload per hour.' })
  filesPerHour!: number;

  @Field(() => Int, { description: 'Files the signed-in member may still upload this hour.' })
  filesLeftThisHour!: number;

  @Field(() => Boolean, {
    description: 'Whether uploads are scanned for viruses before they become available.',
  })
  scanned!: boolean;
}

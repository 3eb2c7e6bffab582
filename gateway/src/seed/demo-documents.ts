import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Document } from '../modules/documents/index.js';
import { PracticeArea } from '../modules/practice-areas/index.js';
import { User } from '../modules/users/index.js';
import { loadConfig } from '../settings/config.js';
import { createStorage } from '../storage/create-storage.js';
import type { DocumentStorage } from '../storage/storage.js';
import { Role } from '../values/role.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import { sampleDocx, samplePdf, samplePng, sampleXlsx } from './sample-files.js';
import { seedUuid } from './seed-uuid.js';

const DAY_MS = 24 * 60 * 60 * 1000;

interface SeedDocument {
  key: string;
  title: string;
  description: string | null;
  fileName: string;
  mediaType: string;
  bytes: () => Buffer;
  /** The demo account of this role uploaded it. */
  uploader: Role;
  area: string | null;
  downloads: number;
  daysAgo: number;
}

export const SEED_DOCUMENTS: readonly SeedDocument[] = [
  {
    key: 'bar-constitution',
    title: 'Constitution of the Bar Association',
    description: 'The statutes adopted by the general assembly, with the 2024 amendments.',
    fileName: 'bar-association-constitution.pdf',
    mediaType: 'application/pdf',
    bytes: () =>
      samplePdf([
        'Constitution of the Bar Association',
        'Article 1. The association unites the advocates of the country.',
        'Article 2. The general assembly meets every two years.',
      ]),
    uploader: Role.ADMIN,
    area: 'constitutional',
    downloads: 42,
    daysAgo: 60,
  },
  {
    key: 'client-intake-form',
    title: 'Client intake form (family cases)',
    description: 'A form to note the facts of a custody or maintenance case at the first meeting.',
    fileName: 'client-intake-form.docx',
    mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    bytes: () =>
      sampleDocx([
        'Client intake form',
        'Client name:',
        'Children and their ages:',
        'Facts of the case:',
      ]),
    uploader: Role.MEMBER,
    area: 'family',
    downloads: 17,
    daysAgo: 3,
  },
  {
    key: 'court-fee-schedule',
    title: 'Court fee schedule 2026',
    description: 'Filing and hearing fees of the commercial courts, in one spreadsheet.',
    fileName: 'court-fee-schedule-2026.xlsx',
    mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    bytes: () =>
      sampleXlsx([
        ['Procedure', 'Fee (USD)'],
        ['Filing a claim', '25'],
        ['Appeal', '60'],
      ]),
    uploader: Role.MODERATOR,
    area: 'commercial',
    downloads: 9,
    daysAgo: 12,
  },
  {
    key: 'criminal-defence-checklist',
    title: 'Criminal defence checklist',
    description:
      'What to check from arrest to first hearing: custody time limits, access to counsel.',
    fileName: 'criminal-defence-checklist.pdf',
    mediaType: 'application/pdf',
    bytes: () =>
      samplePdf([
        'Criminal defence checklist',
        '1. Time in custody before the first hearing',
        '2. Access to counsel and to the file',
      ]),
    uploader: Role.MEMBER,
    area: 'criminal',
    downloads: 0,
    daysAgo: 1,
  },
  {
    key: 'association-logo',
    title: 'Association logo',
    description: null,
    fileName: 'association-logo.png',
    mediaType: 'image/png',
    bytes: () => samplePng(16, 16, [20, 70, 140]),
    uploader: Role.ADMIN,
    area: null,
    downloads: 5,
    daysAgo: 30,
  },
];

/** The storage key of a demo document's file (a stable UUID, so reseeding rewrites the same). */
export function seedDocumentStorageKey(key: string): string {
  return seedUuid(`document-file:${key}`);
}

/**
 * A few demo documents of every kind (PDF, Word, Excel, PNG), their small files made in code and
 * written to the configured storage (the same STORAGE_* settings as the gateway's). Call after
 * the people and the practice areas.
 */
export async function seedDemoDocuments(
  em: EntityManager,
  storage: DocumentStorage = createStorage(loadConfig().storage),
  now = Date.now(),
): Promise<void> {
  for (const seed of SEED_DOCUMENTS) {
    const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === seed.uploader);
    if (!account) throw new Error(`No demo account has the role ${seed.uploader}.`);
    const bytes = seed.bytes();
    const storageKey = seedDocumentStorageKey(seed.key);
    await storage.put(storageKey, Readable.from([bytes]), seed.mediaType);
    em.create(Document, {
      id: seedUuid(`document:${seed.key}`),
      title: seed.title,
      description: seed.description,
      mediaType: seed.mediaType,
      fileName: seed.fileName,
      size: bytes.length,
      checksum: createHash('sha256').update(bytes).digest('hex'),
      storageKey,
      uploader: em.getReference(User, seedUuid(`user:${account.username}`)),
      practiceArea: seed.area
        ? em.getReference(PracticeArea, seedUuid(`practice-area:${seed.area}`))
        : null,
      downloads: seed.downloads,
      createdAt: new Date(now - seed.daysAgo * DAY_MS),
    });
  }
}

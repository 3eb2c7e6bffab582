import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3StorageOptions } from '../settings/storage-config.js';
import {
  assertStorageKey,
  type DocumentStorage,
  isStorageKey,
  StorageObjectMissing,
  type StoredFile,
} from './storage.js';

/**
 * An S3-compatible bucket. Streams go up through lib-storage's Upload (one PUT for small files,
 * a multipart upload past 5 MiB that is aborted, parts and all, when the stream fails).
 */
export class S3Storage implements DocumentStorage {
  readonly kind = 's3' as const;
  readonly client: S3Client;

  constructor(readonly options: S3StorageOptions) {
    this.client = createS3Client(options);
  }

  async put(key: string, body: Readable, mediaType?: string): Promise<void> {
    const upload = new Upload({
      client: this.client,
      params: {
        Bucket: this.options.bucket,
        Key: this.objectKey(key),
        Body: body,
        ContentType: mediaType ?? 'application/octet-stream',
      },
      leavePartsOnError: false,
    });
    // A failing source stream (the size limit) must fail the upload rather than end it short.
    const failed = new Promise<never>((_, reject) => {
      body.once('error', (error) => {
        void upload.abort().catch(() => undefined);
        reject(error);
      });
    });
    try {
      await Promise.race([upload.done(), failed]);
    } catch (error) {
      // A single PUT that had already gone through is removed: nothing half-written stays.
      await this.delete(key).catch(() => undefined);
      throw error;
    }
  }

  async get(key: string): Promise<Readable> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }),
      );
      const body = answer.Body;
      if (body instanceof Readable) return body;
      if (body && 'transformToWebStream' in body) {
        return Readable.fromWeb(body.transformToWebStream() as never);
      }
      throw new StorageObjectMissing(key);
    } catch (error) {
      if (isMissing(error)) throw new StorageObjectMissing(key);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }),
    );
  }

  /**
   * The objects under the prefix whose name is a generated key; anything else in the bucket is
   * not the portal's. An upload cut short leaves no object (a failed PUT stores nothing, an
   * unfinished multipart upload only invisible parts: a bucket lifecycle rule aborts those).
   */
  async *list(): AsyncIterable<StoredFile> {
    const { bucket, prefix } = this.options;
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        const key = object.Key?.slice(prefix.length) ?? '';
        if (!isStorageKey(key) || object.LastModified === undefined) continue;
        yield { key, modifiedAt: object.LastModified, remove: () => this.delete(key) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  objectKey(key: string): string {
    assertStorageKey(key);
    return `${this.options.prefix}${key}`;
  }
}

export function createS3Client(options: S3StorageOptions): S3Client {
  return new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle,
    ...(options.accessKeyId && options.secretAccessKey
      ? {
          credentials: {
            accessKeyId: options.accessKeyId,
            secretAccessKey: options.secretAccessKey,
          },
        }
      : {}),
    // Checksums only where S3 demands them: many S3-compatible servers do not read the
    // aws-chunked trailing checksums that newer SDKs send by default.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
}

function isMissing(error: unknown): boolean {
  if (error instanceof StorageObjectMissing || error instanceof NoSuchKey) return true;
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404)
  );
}

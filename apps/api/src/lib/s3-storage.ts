/**
 * The Storage interface on an S3-compatible bucket (AWS S3, MinIO, Ceph, Cloudflare R2...), so every
 * process behind a load balancer serves the same images (docs/decisions/022).
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';

import { MEDIA_PATH_PREFIX } from '@dokan/domain';

import { isValidStorageKey, type Storage } from './storage.ts';

export interface S3StorageConfig {
  bucket: string;
  /** A non-AWS server's address ('http://minio:9000'); unset talks to AWS in `region`. */
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** bucket-in-the-path addresses, which MinIO, Ceph and most self-hosted servers need. */
  forcePathStyle: boolean;
  /** How long one request may take before it fails (15 s unless given); the SDK then retries it twice. */
  requestTimeoutMs?: number;
}

export interface S3Storage extends Storage {
  /** Closes the client's kept-alive connections. */
  close(): void;
}

/** A client for `config`'s bucket, as every part of the shop that reaches it talks to it. */
export function createS3Client(config: S3StorageConfig): S3Client {
  return new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only where S3 requires them: several compatible servers refuse the SDK's default extra headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A stalled server fails the image request instead of holding it open indefinitely.
    requestHandler: {
      connectionTimeout: 3_000,
      requestTimeout: config.requestTimeoutMs ?? 15_000,
      // Without it the SDK only logs a warning and goes on waiting.
      throwOnRequestTimeout: true,
    },
  });
}

export function createS3Storage(config: S3StorageConfig): S3Storage {
  const client = createS3Client(config);
  const Bucket = config.bucket;

  // The same keys as on disk, so a shop can move its files between drivers unchanged.
  function checked(key: string): string {
    if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
    return key;
  }

  return {
    async put(key, bytes, contentType) {
      // A PUT replaces an object whole: readers never see half of one.
      await client.send(new PutObjectCommand({ Bucket, Key: checked(key), Body: bytes, ContentType: contentType }));
    },

    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: checked(key) }));
        if (!object.Body) return null;
        const bytes = Buffer.from(await object.Body.transformToByteArray());
        return { bytes, contentType: object.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        // Absent as the local driver reports it; a missing bucket or bad credentials still throw.
        if (error instanceof S3ServiceException && isMissingKey(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      // S3 answers a delete of an absent key with success: quiet, as on disk.
      await client.send(new DeleteObjectCommand({ Bucket, Key: checked(key) }));
    },

    publicUrl: (key) => MEDIA_PATH_PREFIX + key,

    close: () => client.destroy(),
  };
}

/** 'NoSuchKey' is S3's answer; a few compatible servers send a bare 404 instead. */
function isMissingKey(error: S3ServiceException): boolean {
  if (error.name === 'NoSuchKey') return true;
  return error.$metadata.httpStatusCode === 404 && error.name !== 'NoSuchBucket';
}

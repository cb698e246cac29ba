// Where uploaded bytes live: a local folder outside the web root (the embedded default) or an
// S3-compatible bucket (S3_BUCKET, with S3_ENDPOINT for MinIO and the like).
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';

export type FileStorage = {
  put(name: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when there is no such file. */
  get(name: string): Promise<Buffer | null>;
  /** Removes the file (nothing when there is none): a stored file whose row did not commit. */
  remove(name: string): Promise<void>;
};

export function localStorage(dir: string): FileStorage {
  return {
    async put(name, bytes) {
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, name), bytes, { flag: 'wx', mode: 0o600 });
    },
    async get(name) {
      try {
        return await readFile(join(dir, name));
      } catch {
        return null;
      }
    },
    async remove(name) {
      await rm(join(dir, name), { force: true });
    },
  };
}

export function s3Storage(options: {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  prefix?: string;
}): FileStorage {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
  });
  const key = (name: string) => `${options.prefix ?? 'uploads/'}${name}`;
  return {
    async put(name, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: key(name),
          Body: bytes,
          ContentType: contentType,
        }),
      );
    },
    async get(name) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: options.bucket, Key: key(name) }),
        );
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: key(name) }));
    },
  };
}

export function storageFromEnv(
  dataDir: string,
  env: Record<string, string | undefined> = process.env,
): FileStorage {
  if (env.S3_BUCKET) {
    return s3Storage({
      bucket: env.S3_BUCKET,
      region: env.S3_REGION ?? 'ap-southeast-3',
      endpoint: env.S3_ENDPOINT,
    });
  }
  return localStorage(join(dataDir, 'files'));
}

/**
 * A real S3-protocol server for tests: s3rver (from npm) on a free port of 127.0.0.1, its files in a
 * throw-away folder, with one empty bucket. Each test app or suite starts its own, so no state leaks
 * between files and nothing outside the test is needed.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import S3rver from 's3rver';

import type { S3StorageConfig } from '../lib/s3-storage.ts';

/**
 * TEST_S3=1 runs the API suite with its test apps storing images in S3 (.ci/run's PostgreSQL pass).
 * A switch of the test run, not of the server, so it is read here rather than in config.ts.
 */
export const testOnS3 = process.env.TEST_S3 === '1' || process.env.TEST_S3 === 'true';

// The SDK warns once per process that its 2027 releases need Node 22 (docs/decisions/022): said once
// there, not by every test worker.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

export interface TestS3Server {
  config: S3StorageConfig;
  close(): Promise<void>;
}

export async function startS3Server(bucket = 'dokan-test'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'dokan-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    config: {
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      // s3rver's fixed credentials.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

import { describe, expect, it } from 'vitest';

import { loadConfig } from '../config.ts';

const bucket = {
  S3_BUCKET: 'dokan-media',
  S3_REGION: 'ap-south-1',
  S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('S3 storage configuration', () => {
  it('keeps images on disk when no bucket is configured', () => {
    expect(loadConfig({}).S3).toBeNull();
  });

  it('talks to AWS with host-style addresses when only the bucket, region and keys are set', () => {
    expect(loadConfig(bucket).S3).toEqual({
      bucket: 'dokan-media',
      endpoint: undefined,
      region: 'ap-south-1',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret',
      forcePathStyle: false,
    });
  });

  it('uses path-style addresses for a self-hosted endpoint unless told otherwise', () => {
    const minio = { ...bucket, S3_ENDPOINT: 'http://minio:9000' };
    expect(loadConfig(minio).S3).toMatchObject({ endpoint: 'http://minio:9000', forcePathStyle: true });
    expect(loadConfig({ ...minio, S3_FORCE_PATH_STYLE: 'false' }).S3?.forcePathStyle).toBe(false);
  });

  it('refuses a partial set, naming what is missing', () => {
    expect(() => loadConfig({ S3_BUCKET: 'dokan-media' })).toThrow(
      'Invalid configuration: S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY go together; missing S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY',
    );
    expect(() => loadConfig({ ...bucket, S3_SECRET_ACCESS_KEY: '' })).toThrow(/missing S3_SECRET_ACCESS_KEY$/);
    expect(() => loadConfig({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(
      /S3_ENDPOINT and S3_FORCE_PATH_STYLE need S3_BUCKET/,
    );
  });

  it('refuses an endpoint that is not an address', () => {
    expect(() => loadConfig({ ...bucket, S3_ENDPOINT: 'minio' })).toThrow(/S3_ENDPOINT/);
  });
});

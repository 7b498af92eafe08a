import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { describeS3, parseStorageUrl } from './storage-url.ts';

const KEYS = { S3_ACCESS_KEY_ID: 'AKIA1', S3_SECRET_ACCESS_KEY: 'secret1' };

describe('STORAGE_URL', () => {
  it('reads the bucket, prefix, endpoint, region, path style and keys', () => {
    expect(
      parseStorageUrl(
        's3://krug-media/instance/files/?endpoint=https://storage.yandexcloud.net&region=ru-central1&force_path_style=1',
        KEYS,
      ),
    ).toEqual({
      bucket: 'krug-media',
      prefix: 'instance/files',
      endpoint: 'https://storage.yandexcloud.net',
      region: 'ru-central1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'AKIA1', secretAccessKey: 'secret1' },
      redirectSeconds: undefined,
    });
  });

  it('defaults: the bucket root, AWS by region (AWS_REGION, else us-east-1), the SDK’s own keys, streamed', () => {
    expect(parseStorageUrl('s3://krug-media', {})).toEqual({
      bucket: 'krug-media',
      prefix: '',
      endpoint: undefined,
      region: 'us-east-1',
      forcePathStyle: false,
      credentials: undefined,
      redirectSeconds: undefined,
    });
    expect(parseStorageUrl('s3://krug-media/', { AWS_REGION: 'eu-north-1' }).region).toBe('eu-north-1');
    expect(parseStorageUrl('s3://krug-media?redirect_seconds=300', {}).redirectSeconds).toBe(300);
  });

  it.each([
    ['file:///srv/media', 'must start with s3://'],
    ['s3://Bad_Bucket/x', 'no valid bucket'],
    ['s3://ab', 'no valid bucket'],
    ['s3://krug-media?endpoint=https://x&regoin=ru', 'unknown parameter "regoin"'],
    ['s3://key:secret@krug-media', 'carries no keys'],
    ['s3://krug-media/../other', '".." segments'],
    ['s3://krug-media/a//b', 'empty'],
    ['s3://krug-media?endpoint=ftp://x', 'http(s) address'],
    ['s3://krug-media?redirect_seconds=5', 'from 10 to 604800'],
    ['s3://krug-media?redirect_seconds=abc', 'from 10 to 604800'],
    ['not a url', 'not a URL'],
  ])('refuses %s at start-up', (value, message) => {
    expect(() => parseStorageUrl(value, {})).toThrow(message);
  });

  it('wants both keys or neither', () => {
    expect(() => parseStorageUrl('s3://krug-media', { S3_ACCESS_KEY_ID: 'x' })).toThrow('both');
    expect(() => parseStorageUrl('s3://krug-media', { S3_SECRET_ACCESS_KEY: 'x' })).toThrow('both');
  });

  it('is named without its keys; the server takes it from the environment, else the local folder', () => {
    const s3 = parseStorageUrl('s3://krug-media/p?endpoint=http://127.0.0.1:9000', KEYS);
    expect(describeS3(s3)).toBe('s3://krug-media/p at http://127.0.0.1:9000');
    const env = { DATA_DIR: '/tmp/krug-storage-url-test', JWT_SECRET: 'x'.repeat(40) };
    expect(loadConfig(env).s3).toBeUndefined();
    expect(loadConfig({ ...env, STORAGE_URL: 's3://krug-media', ...KEYS }).s3?.bucket).toBe('krug-media');
    expect(() => loadConfig({ ...env, STORAGE_URL: 's3://krug-media?x=1' })).toThrow('unknown parameter');
  });
});

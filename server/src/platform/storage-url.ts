/** Where an S3 driver keeps files and how it reaches them (STORAGE_URL, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY). */
export interface S3Settings {
  bucket: string;
  /** Keys are stored under `prefix/` (no leading or trailing slash; '' for the bucket's root). */
  prefix: string;
  /** The service's address (MinIO, Ceph, Yandex Object Storage…); unset means AWS by region. */
  endpoint?: string;
  region: string;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (MinIO, most self-hosted). */
  forcePathStyle: boolean;
  /** Unset: the AWS SDK's own chain (AWS_ACCESS_KEY_ID…, a profile, an instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /**
   * Seconds a presigned link lives when files are served by redirect to the bucket
   * (`redirect_seconds=…`); unset: files are streamed through the server (the default).
   */
  redirectSeconds?: number;
}

const TRUE = new Set(['1', 'true', 'yes']);
const KNOWN = new Set(['endpoint', 'region', 'force_path_style', 'redirect_seconds']);

/**
 * `s3://bucket/prefix?endpoint=https://…&region=…&force_path_style=1[&redirect_seconds=300]`;
 * anything else (a typo in a parameter, a scheme other than s3) is an error at start-up, never a
 * silent fallback to the local folder.
 */
export function parseStorageUrl(value: string, env: NodeJS.ProcessEnv = {}): S3Settings {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`STORAGE_URL is not a URL: ${value}`);
  }
  if (url.protocol !== 's3:') throw new Error(`STORAGE_URL must start with s3://, not ${url.protocol}//`);
  if (url.username || url.password)
    throw new Error('STORAGE_URL carries no keys: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  const bucket = decodeURIComponent(url.hostname);
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    throw new Error(`STORAGE_URL names no valid bucket (3–63 of a-z, 0-9, '.', '-'): ${value}`);
  for (const name of url.searchParams.keys())
    if (!KNOWN.has(name))
      throw new Error(`STORAGE_URL has an unknown parameter "${name}" (known: ${[...KNOWN].join(', ')})`);
  // From the text as written: URL parsing would quietly drop `..` segments.
  const rawPath =
    value
      .slice('s3://'.length)
      .split(/[?#]/)[0]
      ?.replace(/^[^/]*/, '') ?? '';
  const prefix = decodeURIComponent(rawPath).replace(/^\/+|\/+$/g, '');
  if (prefix !== '' && prefix.split('/').some((part) => !part || part === '..' || part === '.'))
    throw new Error(`STORAGE_URL's prefix may not hold empty, "." or ".." segments: ${value}`);
  const endpoint = url.searchParams.get('endpoint') || undefined;
  if (endpoint) {
    const e = new URL(endpoint);
    if (e.protocol !== 'http:' && e.protocol !== 'https:')
      throw new Error(`STORAGE_URL's endpoint must be an http(s) address: ${endpoint}`);
  }
  const redirect = url.searchParams.get('redirect_seconds');
  let redirectSeconds: number | undefined;
  if (redirect !== null) {
    redirectSeconds = Number(redirect);
    // S3 refuses presigned links past seven days; a link needs to live long enough to be followed.
    if (!Number.isInteger(redirectSeconds) || redirectSeconds < 10 || redirectSeconds > 604_800)
      throw new Error(`STORAGE_URL's redirect_seconds must be a whole number from 10 to 604800: ${redirect}`);
  }
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim();
  if (!!accessKeyId !== !!secretAccessKey)
    throw new Error('set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither');
  return {
    bucket,
    prefix,
    endpoint,
    region: url.searchParams.get('region') || env.AWS_REGION || 'us-east-1',
    forcePathStyle: TRUE.has(url.searchParams.get('force_path_style')?.toLowerCase() ?? ''),
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    redirectSeconds,
  };
}

/** The URL of settings, without keys (what `storage:migrate` and logs show). */
export function describeS3(s3: S3Settings): string {
  return `s3://${s3.bucket}${s3.prefix ? `/${s3.prefix}` : ''}${s3.endpoint ? ` at ${s3.endpoint}` : ''}`;
}

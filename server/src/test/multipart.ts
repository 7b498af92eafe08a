/**
 * A multipart/form-data body for app.inject: text fields and at most one file, in the order given,
 * built by hand so names can carry anything (quotes, NUL, paths). `truncate` cuts the end off.
 */
export function multipart(
  parts: ({ name: string; value: string } | { name: string; filename: string; data: Buffer })[],
  opts: { boundary?: string; truncate?: boolean; fileType?: string } = {},
) {
  const boundary = opts.boundary ?? `----krug${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('filename' in part) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
            `Content-Type: ${opts.fileType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      );
    }
  }
  if (!opts.truncate) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const payload = Buffer.concat(chunks);
  return {
    payload: opts.truncate ? payload.subarray(0, payload.length - 10) : payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

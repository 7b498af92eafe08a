/** A multipart body built by hand, so file names can carry anything (quotes, NUL, paths). */
export function rawMultipart(
  parts: ({ name: string; value: string } | { name: string; filename: string; data: Buffer })[],
  opts: { boundary?: string; truncate?: boolean } = {},
) {
  const boundary = opts.boundary ?? 'fuzzboundary42';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('filename' in part) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
            'Content-Type: image/png\r\n\r\n',
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

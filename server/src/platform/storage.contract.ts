import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { expect, it } from 'vitest';
import type { Storage } from './storage.ts';

/** Every stored key, as listed. */
export async function listed(storage: Storage): Promise<string[]> {
  const out: string[] = [];
  for await (const key of storage.list()) out.push(key);
  return out;
}

export async function readAll(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(chunk as Buffer);
  return Buffer.concat(parts);
}

/** `size` bytes of a repeating, position-dependent pattern, produced in 64 KiB chunks as they are read. */
export function patterned(size: number, failAfter?: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (failAfter !== undefined && sent >= failAfter) {
        this.destroy(new Error('the client went away'));
        return;
      }
      if (sent >= size) return void this.push(null);
      const n = Math.min(65_536, size - sent);
      const chunk = Buffer.alloc(n);
      for (let i = 0; i < n; i += 1) chunk[i] = ((sent + i) * 7 + ((sent + i) >> 12)) & 0xff;
      sent += n;
      this.push(chunk);
    },
  });
}

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/**
 * What every Storage driver does, as tests: `open()` answers a fresh, empty storage. `largeBytes`
 * is a size the driver writes in several pieces (the S3 driver's multipart parts).
 */
export function storageContract(open: () => Storage, opts: { largeBytes: number }) {
  it('stores a stream and answers its size, its bytes, and ranges of them', async () => {
    const storage = open();
    expect(await storage.put('2026-11/a', Readable.from([Buffer.from('hello '), Buffer.from('world')]))).toBe(
      11,
    );
    expect(await storage.size('2026-11/a')).toBe(11);
    expect((await readAll(storage.get('2026-11/a'))).toString()).toBe('hello world');
    expect((await readAll(storage.get('2026-11/a', { start: 6, end: 10 }))).toString()).toBe('world');
    expect((await readAll(storage.get('2026-11/a', { start: 0, end: 0 }))).toString()).toBe('h');
    // An empty file is a file.
    expect(await storage.put('empty', Readable.from([]))).toBe(0);
    expect(await storage.size('empty')).toBe(0);
    expect(await readAll(storage.get('empty'))).toHaveLength(0);
  });

  it('streams a large file in and out whole, and serves ranges across its pieces', async () => {
    const storage = open();
    const size = opts.largeBytes;
    const expected = await readAll(patterned(size));
    expect(await storage.put('big/video.mp4', patterned(size))).toBe(size);
    expect(await storage.size('big/video.mp4')).toBe(size);
    expect(sha256(await readAll(storage.get('big/video.mp4')))).toBe(sha256(expected));
    for (const [start, end] of [
      [0, 99],
      [size - 100, size - 1],
      [Math.floor(size / 2) - 5000, Math.floor(size / 2) + 5000],
    ] as [number, number][]) {
      const part = await readAll(storage.get('big/video.mp4', { start, end }));
      expect(part.equals(expected.subarray(start, end + 1))).toBe(true);
    }
  });

  it('replaces a file put again under the same key', async () => {
    const storage = open();
    await storage.put('k', Readable.from(['first version']));
    await storage.put('k', Readable.from(['second']));
    expect((await readAll(storage.get('k'))).toString()).toBe('second');
    expect(await storage.size('k')).toBe(6);
  });

  it('a put whose source fails stores nothing under the key, small or large', async () => {
    const storage = open();
    await expect(storage.put('broken-small', patterned(10_000, 4096))).rejects.toThrow(
      'the client went away',
    );
    await expect(
      storage.put('broken-large', patterned(opts.largeBytes, opts.largeBytes - 65_536)),
    ).rejects.toThrow('the client went away');
    expect(await storage.size('broken-small')).toBeNull();
    expect(await storage.size('broken-large')).toBeNull();
    // A failed replacement keeps the file that was there.
    await storage.put('kept', Readable.from(['old bytes']));
    await expect(storage.put('kept', patterned(10_000, 4096))).rejects.toThrow();
    expect((await readAll(storage.get('kept'))).toString()).toBe('old bytes');
    expect(await listed(storage)).toEqual(['kept']);
  });

  it('a missing file: size null, a read fails with ENOENT, a delete is no error', async () => {
    const storage = open();
    expect(await storage.size('nope/x')).toBeNull();
    await expect(readAll(storage.get('nope/x'))).rejects.toMatchObject({ code: 'ENOENT' });
    await storage.delete('nope/x');
    await storage.put('gone', Readable.from(['x']));
    await storage.delete('gone');
    expect(await storage.size('gone')).toBeNull();
    await expect(readAll(storage.get('gone'))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('lists every key in ascending order of the whole key, without deleted ones', async () => {
    const storage = open();
    expect(await listed(storage)).toEqual([]);
    // ('-' and '.' sort before '/': a folder's keys come after its name's siblings, as S3 lists.)
    for (const key of ['b/2', '2026-11/x.thumb.webp', '2026-11/x', 'a.txt', 'a-c', 'a/b', 'a/c/d'])
      await storage.put(key, Readable.from(['data']));
    expect(await listed(storage)).toEqual([
      '2026-11/x',
      '2026-11/x.thumb.webp',
      'a-c',
      'a.txt',
      'a/b',
      'a/c/d',
      'b/2',
    ]);
    await storage.delete('a-c');
    await storage.delete('b/2');
    expect(await listed(storage)).toEqual(['2026-11/x', '2026-11/x.thumb.webp', 'a.txt', 'a/b', 'a/c/d']);
  });

  it('a read given up early ends its stream, and the storage keeps serving', async () => {
    const storage = open();
    await storage.put('long', patterned(opts.largeBytes));
    const stream = storage.get('long');
    for await (const _ of stream) break; // destroys the stream after the first chunk
    expect(stream.destroyed).toBe(true);
    expect((await readAll(storage.get('long', { start: 10, end: 19 }))).length).toBe(10);
  });

  it('refuses keys that would leave its folder or prefix', async () => {
    const storage = open();
    for (const key of ['../x', 'a/../../x', '/etc/passwd', 'a//b', '', 'a/./b', 'a\\b']) {
      await expect(storage.put(key, Readable.from(['x'])), key).rejects.toThrow('not a storage key');
      await expect(storage.size(key), key).rejects.toThrow('not a storage key');
      await expect(storage.delete(key), key).rejects.toThrow('not a storage key');
      expect(() => storage.get(key), key).toThrow('not a storage key');
    }
  });
}

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLocalStorage } from './storage.ts';

const keys = async (list: AsyncIterable<string>) => {
  const out: string[] = [];
  for await (const key of list) out.push(key);
  return out;
};

describe('local storage list', () => {
  it('lists every stored key, sorted, and not a file still being written', async () => {
    const root = mkdtempSync(join(tmpdir(), 'krug-storage-'));
    const storage = createLocalStorage(root);
    for (const key of ['b/2', '2026-11/x.thumb.webp', '2026-11/x', 'a'])
      await storage.put(key, Readable.from(['data']));
    // What put writes under a temporary name before renaming (an upload in progress).
    mkdirSync(join(root, 'c'), { recursive: true });
    writeFileSync(join(root, 'c', 'upload.partial'), 'half');
    expect(await keys(storage.list())).toEqual(['2026-11/x', '2026-11/x.thumb.webp', 'a', 'b/2']);
    await storage.delete('b/2');
    expect(await keys(storage.list())).toEqual(['2026-11/x', '2026-11/x.thumb.webp', 'a']);
  });

  it('lists nothing for a folder that does not exist yet', async () => {
    const storage = createLocalStorage(join(tmpdir(), `krug-storage-none-${Date.now()}`));
    expect(await keys(storage.list())).toEqual([]);
  });
});

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { listed, storageContract } from './storage.contract.ts';
import { createLocalStorage } from './storage.ts';

describe('local storage: the storage contract', () => {
  storageContract(() => createLocalStorage(mkdtempSync(join(tmpdir(), 'krug-storage-'))), {
    largeBytes: 3 * 1024 * 1024,
  });
});

describe('local storage list', () => {
  it('does not list a file still being written', async () => {
    const root = mkdtempSync(join(tmpdir(), 'krug-storage-'));
    const storage = createLocalStorage(root);
    await storage.put('a', Readable.from(['data']));
    // What put writes under a temporary name before renaming (an upload in progress).
    mkdirSync(join(root, 'c'), { recursive: true });
    writeFileSync(join(root, 'c', 'upload.partial'), 'half');
    expect(await listed(storage)).toEqual(['a']);
  });

  it('lists nothing for a folder that does not exist yet', async () => {
    const storage = createLocalStorage(join(tmpdir(), `krug-storage-none-${Date.now()}`));
    expect(await listed(storage)).toEqual([]);
  });
});

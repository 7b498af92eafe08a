import { describe, expect, it } from 'vitest';
import { BackupHeader, checkFiles, manifestOk, parseJsonEntry } from './archive-format.ts';

const sum = (c: string) => c.repeat(64);

describe('backup manifest', () => {
  const manifest = [
    { key: 'a', bytes: 3, sha256: sum('a') },
    { key: 'b/c', bytes: 5, sha256: sum('b') },
  ];

  it('accepts files that match the manifest in size and SHA-256', () => {
    const read = new Map([
      ['a', { bytes: 3, sha256: sum('a') }],
      ['b/c', { bytes: 5, sha256: sum('b') }],
    ]);
    expect(manifestOk(checkFiles(manifest, read))).toBe(true);
  });

  it('names the files that changed, are missing, or are not listed', () => {
    const read = new Map([
      ['a', { bytes: 3, sha256: sum('f') }],
      ['x', { bytes: 1, sha256: sum('1') }],
    ]);
    const check = checkFiles(manifest, read);
    expect(check).toEqual({ changed: ['a'], absent: ['b/c'], extra: ['x'] });
    expect(manifestOk(check)).toBe(false);
    // A size that differs is a change even with the same sum.
    expect(
      checkFiles(manifest.slice(0, 1), new Map([['a', { bytes: 4, sha256: sum('a') }]])).changed,
    ).toEqual(['a']);
  });

  it('refuses a header that is not JSON or not a Krug backup', () => {
    expect(() => parseJsonEntry(BackupHeader, 'backup.json', 'not json')).toThrow(/not a Krug backup/);
    expect(() => parseJsonEntry(BackupHeader, 'backup.json', '{"format":"other"}')).toThrow(
      /not a Krug backup/,
    );
    const header = {
      format: 'krug-backup',
      version: 1,
      created_at: '2026-11-26T00:00:00Z',
      source: { kind: 'pglite', server_version: '18.6' },
      migrations: [{ hash: 'h', created_at: 1 }],
      database: { bytes: 1, sha256: sum('d'), tables: { users: 2 } },
      jwt_secret: true,
    };
    expect(parseJsonEntry(BackupHeader, 'backup.json', JSON.stringify(header))).toEqual(header);
    expect(() =>
      parseJsonEntry(BackupHeader, 'backup.json', JSON.stringify({ ...header, version: 2 })),
    ).toThrow(/not a Krug backup/);
  });
});

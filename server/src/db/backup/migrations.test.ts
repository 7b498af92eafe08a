import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  codeMigrations,
  migrationsFolderUpTo,
  migrationsLevel,
  seededTables,
  tablesSeededBy,
} from './migrations.ts';

describe("a backup's migrations", () => {
  const code = codeMigrations();

  it('restores a backup made at any earlier level of this code, and says how far it went', () => {
    expect(migrationsLevel(code, code)).toBe(code.length);
    expect(migrationsLevel(code.slice(0, 5), code)).toBe(5);
  });

  it('refuses a backup with a migration this code does not have, or a different one', () => {
    const newer = [...code, { hash: 'f'.repeat(64), created_at: Date.now() }];
    expect(() => migrationsLevel(newer, code)).toThrow(/does not have/);
    const other = code.map((m, i) => (i === 3 ? { ...m, hash: 'e'.repeat(64) } : m));
    expect(() => migrationsLevel(other, code)).toThrow(/migration 4 /);
  });

  it("builds a migrations folder cut to the backup's level", () => {
    const cut = migrationsFolderUpTo(7);
    try {
      const journal = JSON.parse(readFileSync(join(cut.folder, 'meta', '_journal.json'), 'utf8'));
      expect(journal.entries).toHaveLength(7);
    } finally {
      cut.dispose();
    }
  });

  it('knows the tables a migration seeds (their rows do not make a target "not empty")', () => {
    expect(
      tablesSeededBy(`INSERT INTO "instance_settings" ("id", "name") VALUES (1, 'Круг');
        insert into public.flags values (1);
        INSERT INTO "post_tags" ("post_id", "tag") SELECT id, 'x' FROM posts;`),
    ).toEqual(['instance_settings', 'flags']);
    // Krug's own migrations today only backfill (0024 fills post_tags from posts).
    expect(seededTables().has('post_tags')).toBe(false);
  });
});

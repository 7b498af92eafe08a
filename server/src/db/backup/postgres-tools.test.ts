import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findPgTool } from './postgres-tools.ts';

/** A folder with a fake `tool` that reports PostgreSQL `major`. */
function fakeTool(tool: string, major: number): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'krug-pgbin-')), String(major));
  mkdirSync(dir);
  writeFileSync(join(dir, tool), `#!/bin/sh\necho "${tool} (PostgreSQL) ${major}.3"\n`);
  chmodSync(join(dir, tool), 0o755);
  return dir;
}

// Only the folders given here: PG_BIN_DIR and PATH, no Debian folder unless the machine has one,
// so each case names a major no installed PostgreSQL has (90+).
describe('finding pg_dump and psql', () => {
  it('takes the same major version as the server', () => {
    const v91 = fakeTool('pg_dump', 91);
    const v90 = fakeTool('pg_dump', 90);
    expect(findPgTool('pg_dump', 90, { PATH: `${v91}:${v90}` })).toBe(join(v90, 'pg_dump'));
    expect(findPgTool('pg_dump', 91, { PATH: v90, PG_BIN_DIR: v91 })).toBe(join(v91, 'pg_dump'));
  });

  it('takes the nearest newer one when the same major is missing, never an older one', () => {
    const v95 = fakeTool('psql', 95);
    const v93 = fakeTool('psql', 93);
    const v90 = fakeTool('psql', 90);
    expect(findPgTool('psql', 92, { PATH: `${v95}:${v90}:${v93}` })).toBe(join(v93, 'psql'));
    expect(() => findPgTool('psql', 96, { PATH: `${v95}:${v90}` })).toThrow(
      /psql for PostgreSQL 96 not found .*\(95\)/,
    );
  });
});

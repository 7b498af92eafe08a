import { execSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');

/**
 * An older version of Krug (a git commit or branch) unpacked into a temp dir with `git archive`,
 * sharing this checkout's installed packages, so the bench can run it beside the current code on
 * the same database in the same run (`npm run bench -- --baseline <ref>`). The workspace packages
 * (@krug/contract, …) point at the unpacked copy's own, not at this checkout's.
 */
export function unpackBaseline(ref: string): { root: string; commit: string; dispose(): void } {
  const commit = execSync(`git rev-parse --short ${JSON.stringify(ref)}`, { cwd: ROOT })
    .toString()
    .trim();
  const root = mkdtempSync(join(tmpdir(), 'krug-baseline-'));
  execSync(`git archive ${commit} | tar -x -C ${JSON.stringify(root)}`, { cwd: ROOT });
  mkdirSync(join(root, 'node_modules'));
  for (const entry of readdirSync(join(ROOT, 'node_modules'))) {
    if (entry === '@krug') {
      mkdirSync(join(root, 'node_modules', '@krug'));
      for (const pkg of readdirSync(join(ROOT, 'node_modules', '@krug')))
        symlinkSync(join(root, pkg), join(root, 'node_modules', '@krug', pkg));
    } else symlinkSync(join(ROOT, 'node_modules', entry), join(root, 'node_modules', entry));
  }
  for (const ws of ['server', 'web', 'contract', 'e2e']) {
    try {
      symlinkSync(join(ROOT, ws, 'node_modules'), join(root, ws, 'node_modules'));
    } catch {}
  }
  return { root, commit, dispose: () => rmSync(root, { recursive: true, force: true }) };
}

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { killMidBurstAndRestart } from './kill-burst.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'krug-fault-kill-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it('embedded PGlite: SIGKILL mid-burst loses no acknowledged write and the server starts again', async () => {
  const { acknowledged } = await killMidBurstAndRestart({ dataDir });
  expect(acknowledged).toBeGreaterThan(0);
}, 60_000);

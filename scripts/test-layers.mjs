// `npm test`: every layer in turn (lint, types, contract, the bench's own logic, server, web, end to end), stopping at
// the first that fails, and each layer's wall time printed at the end, failed or not (issue 37:
// the test loop's figures in every run's output).
import { spawnSync } from 'node:child_process';

const LAYERS = ['lint', 'typecheck', 'test:contract', 'test:bench', 'test:server', 'test:web', 'test:e2e'];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const times = [];
let failed = null;
for (const layer of LAYERS) {
  const started = Date.now();
  const run = spawnSync(npm, ['run', layer], { stdio: 'inherit' });
  times.push([layer, (Date.now() - started) / 1000]);
  if (run.status !== 0) {
    failed = { layer, code: run.status ?? 1 };
    break;
  }
}
const total = times.reduce((n, [, s]) => n + s, 0);
const fmt = (seconds) => {
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};
console.log('\nWall time per layer (min:s):');
for (const [layer, s] of times) console.log(`  ${layer.padEnd(14)} ${fmt(s).padStart(6)}`);
console.log(
  `  ${'total'.padEnd(14)} ${fmt(total).padStart(6)}${failed ? `  (stopped: ${failed.layer} failed)` : ''}`,
);
process.exit(failed ? failed.code : 0);

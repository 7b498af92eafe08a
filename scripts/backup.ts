/**
 * npm run backup -- --out FILE [--quiet]
 * One archive with a consistent database dump and every stored file (with a manifest of sizes
 * and SHA-256 sums), taken while Krug keeps serving. DATA_DIR and DATABASE_URL as for the server.
 * See docs (Backup and restore) and server/src/platform/backup/.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { runBackup } from '../server/src/platform/backup/backup.ts';
import { instanceFromEnv } from '../server/src/platform/backup/instance.ts';

const USAGE = 'usage: npm run backup -- --out FILE [--quiet]';

const { values } = parseArgs({
  options: {
    out: { type: 'string', short: 'o' },
    quiet: { type: 'boolean', short: 'q' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help || !values.out) {
  console.error(USAGE);
  process.exit(values.help ? 0 : 1);
}
// npm runs scripts from the repository root; a relative FILE means where the command was typed.
const out = resolve(process.env.INIT_CWD ?? process.cwd(), values.out);
const say = values.quiet ? () => {} : (line: string) => console.log(`backup: ${line}`);
const instance = instanceFromEnv();
try {
  const summary = await runBackup({ ...instance, out, log: say });
  if (!summary.manifest.jwt_secret && process.env.JWT_SECRET) {
    say('JWT_SECRET comes from the environment and is not in the archive: keep it with the backups');
  }
  say(`${out}: ${summary.archiveBytes} bytes in ${(summary.ms.total / 1000).toFixed(1)} s`);
} catch (err) {
  console.error(`backup failed: ${(err as Error).message}`);
  process.exit(1);
}

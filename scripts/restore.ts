/**
 * npm run restore -- FILE [--force] [--check] [--quiet]
 * Restores a backup (npm run backup) into an empty DATA_DIR (PGlite) or an empty DATABASE_URL
 * database plus DATA_DIR's files; refuses a target with data unless --force (exit status 2).
 * --check only reads the archive and checks every sum. Stop Krug before restoring.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { instanceFromEnv } from '../server/src/platform/backup/instance.ts';
import { runRestore, TargetNotEmpty } from '../server/src/platform/backup/restore.ts';

const USAGE = 'usage: npm run restore -- FILE [--force] [--check] [--quiet]';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    force: { type: 'boolean' },
    check: { type: 'boolean' },
    quiet: { type: 'boolean', short: 'q' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help || positionals.length !== 1 || !positionals[0]) {
  console.error(USAGE);
  process.exit(values.help ? 0 : 1);
}
const file = resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]);
const say = values.quiet ? () => {} : (line: string) => console.log(`restore: ${line}`);
const instance = instanceFromEnv();
try {
  const summary = await runRestore({
    ...instance,
    file,
    force: !!values.force,
    checkOnly: !!values.check,
    log: say,
  });
  if (values.check) {
    say(`${file} is whole: every sum matches`);
  } else {
    const target = instance.databaseUrl ? 'the DATABASE_URL database' : `${instance.dataDir}/db`;
    say(`restored into ${target} and ${instance.storageName} in ${(summary.ms.total / 1000).toFixed(1)} s`);
    if (summary.manifest.jwt_secret && process.env.JWT_SECRET) {
      say('JWT_SECRET is set: the server uses it, not the restored DATA_DIR/jwt-secret');
    }
  }
} catch (err) {
  console.error(`restore failed: ${(err as Error).message}`);
  process.exit(err instanceof TargetNotEmpty ? 2 : 1);
}

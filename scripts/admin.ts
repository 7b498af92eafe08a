/**
 * `npm run admin -- grant EMAIL` makes an account an admin of this instance; `revoke EMAIL` makes
 * it a plain user again (CONTRACT §8). It opens the same database as the server: PostgreSQL when
 * DATABASE_URL is set (the server may keep running), else the embedded database under DATA_DIR
 * (default ./data) — stop the server first, as two processes must never open one PGlite directory.
 */
import { resolve } from 'node:path';
import { openDatabase } from '../server/src/db/client.ts';
import { GRANT_MESSAGES, setAdminFromCli } from '../server/src/features/admin/grant.ts';

const USAGE = 'Использование: npm run admin -- grant EMAIL | revoke EMAIL';

const [command, email] = process.argv.slice(2);
if ((command !== 'grant' && command !== 'revoke') || !email) {
  console.error(USAGE);
  process.exit(2);
}

const database = await openDatabase({
  dataDir: resolve(process.env.DATA_DIR ?? 'data'),
  databaseUrl: process.env.DATABASE_URL || undefined,
  databasePoolMax: 1,
});
try {
  const result = await setAdminFromCli(database.db, email, command === 'grant');
  const message = GRANT_MESSAGES[result](email);
  if (result === 'not-found') {
    console.error(message);
    process.exitCode = 1;
  } else console.log(message);
} finally {
  await database.close();
}

import { fromPglite } from './client.ts';
import { newPglite } from './pglite.ts';

// Run as a child process by openDatabase: creates (initdb) and migrates an embedded database in the
// directory given, then exits. See openDatabase for why this does not happen in the server process.
const dir = process.argv[2];
if (!dir) throw new Error('usage: create-pglite.ts <data directory>');
const database = await fromPglite(newPglite(dir));
await database.close();

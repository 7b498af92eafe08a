import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { serveSnapshots } from './platform/backup/snapshot-endpoint.ts';

const config = loadConfig();
const database = await openDatabase(config);
const app = await buildApp(config, database);
// Before the database's own close hook: the snapshot endpoint stops first.
await serveSnapshots(app, config.dataDir, database);
app.addHook('onClose', () => database.close());

/** How long a stopping process waits for in-flight requests (a long download) before it exits anyway. */
const SHUTDOWN_TIMEOUT_MS = Number(process.env.SHUTDOWN_TIMEOUT_MS) || 30_000;

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Graceful (a rolling restart behind nginx, see deploy/): live sockets are closed with 1012 so
    // their clients reconnect elsewhere, the port stops accepting, requests in flight finish, and
    // running jobs are stopped (their child processes killed) and put back for another process
    // before the database closes.
    setTimeout(() => {
      app.log.error({ timeoutMs: SHUTDOWN_TIMEOUT_MS }, 'shutdown took too long: exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    app.close().then(
      () => process.exit(0),
      (err) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: config.port, host: config.host });
app.log.info(`Krug is running on http://localhost:${config.port} (${database.kind})`);

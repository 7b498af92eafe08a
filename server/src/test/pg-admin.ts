import pg from 'pg';

/** The server's URL with another database name. */
export function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** One statement on the server's maintenance connection (creating and dropping databases). */
export async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  admin.on('error', () => {});
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A fresh, migrated database for a test file: in-memory PGlite by default (started from the run's
 * migrated template, tests/helpers/db-template.ts, when there is one), or, when
 * TEST_DATABASE_URL names a PostgreSQL server, a brand-new database on it that close() drops.
 * The database in that URL is only used to connect for CREATE/DROP DATABASE.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/server/db/client.ts';

let template: Promise<Blob> | undefined;

/** The run's migrated PGlite data folder, read once per test file; undefined without one. */
function pgliteTemplate(): Promise<Blob> | undefined {
  const file = inject('pgliteTemplate');
  if (!file) return undefined;
  template ??= readFile(file).then((bytes) => new Blob([bytes]));
  return template;
}

export async function testDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ dataDir: null, template: await pgliteTemplate() });

  // Random lower-case hex: a valid identifier that needs no quoting.
  const name = `t_${randomBytes(8).toString('hex')}`;
  await runOnServer(serverUrl, `CREATE DATABASE ${name}`);
  const drop = async () => {
    // pool.end() resolves before the server has closed every connection; a forced drop would
    // then kill them and their clients would throw an unhandled error. Wait for them first.
    for (let i = 0; i < 100; i++) {
      const rows = await runOnServer(
        serverUrl,
        `SELECT 1 FROM pg_stat_activity WHERE datname = '${name}'`,
      );
      if (rows.length === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await runOnServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let database: Database;
  try {
    database = await openDatabase({ url: url.toString(), dataDir: null });
  } catch (err) {
    await drop();
    throw err;
  }
  return {
    db: database.db,
    kind: database.kind,
    listen: database.listen,
    announce: database.announce,
    async close() {
      try {
        await database.close();
      } finally {
        await drop();
      }
    },
  };
}

/** The address of `database` (a test's own, on the PostgreSQL server of `serverUrl`) for a child process. */
export async function databaseUrl(database: Database, serverUrl: string): Promise<string> {
  const [{ name } = { name: '' }] = await database.db
    .select({ name: sql<string>`current_database()` })
    .from(sql`(select 1) as one`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function runOnServer(serverUrl: string, statement: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return (await client.query(statement)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Opens the database: PostgreSQL through `pg` when a URL is given, otherwise PGlite embedded
 * in `dataDir` (or in memory when `dataDir` is null, as the tests do). Migrations are applied
 * on open, so every caller gets a database with the current schema.
 *
 * `listen` hears PostgreSQL notifications (`select pg_notify(channel, payload)`, delivered when
 * the sending transaction commits) from every process on the database: how the mail sender wakes
 * for a new mail and how the session caches of other processes learn of a logout at once. On
 * PostgreSQL it holds one connection of its own, opened again after a failure. `announce` sends
 * one outside a transaction; PGlite serves a single process, so there it calls the listeners
 * directly instead of queueing a query behind every other request's.
 */
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { PreparingPGlite } from './pglite-statements.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle a `db.transaction()` callback receives. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Subscribes to a channel; resolves once notifications on it are heard. */
export type Listen = (channel: string, onMessage: (payload: string) => void) => Promise<void>;
/** Tells every listener of the channel, in every process. */
export type Announce = (channel: string, payload: string) => Promise<void>;
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  listen: Listen;
  announce: Announce;
  close(): Promise<void>;
}

/** Channel names are fixed words of the code, never user input: safe to write into LISTEN. */
const CHANNEL = /^[a-z_]+$/;
const RELISTEN_MS = 1000;
/** Any fixed number: the advisory lock that serialises migrations across processes. */
const MIGRATION_LOCK = 720_417;

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export async function openDatabase(options: {
  url?: string;
  dataDir: string | null;
  /** In memory only: a data folder (PGlite's dumpDataDir) to start from; migrations still run. */
  template?: Blob;
}): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    const db = drizzlePg(pool, { schema });
    // Processes starting together migrate one after the other: the others wait on this lock.
    const lock = await pool.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migratePg(db, { migrationsFolder });
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
      lock.release();
    }
    const listener = pgListener(options.url);
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      listen: listener.listen,
      announce: async (channel, payload) => {
        await pool.query('select pg_notify($1, $2)', [channel, payload]);
      },
      close: async () => {
        await listener.close();
        await pool.end();
      },
    };
  }
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  // pg_trgm serves the choir list's name and city filters (migration 0003).
  const extensions = { pg_trgm };
  const client = options.dataDir
    ? new PreparingPGlite(options.dataDir, { extensions })
    : new PreparingPGlite({ extensions, loadDataDir: options.template });
  // PGlite's pages are in the process's memory: a random read costs what a sequential one does, not
  // the four times of the planner's default (a spinning disk's). With it, the back office's singers
  // of a county are counted by the county's choirs (11 ms) rather than every membership (46 ms).
  await client.exec('set random_page_cost = 1.1');
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  const handlers = new Map<string, ((payload: string) => void)[]>();
  const dispatch = (channel: string, payload: string) => {
    for (const handler of handlers.get(channel) ?? []) handler(payload);
  };
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    listen: async (channel, onMessage) => {
      if (!CHANNEL.test(channel)) throw new Error(`bad channel ${channel}`);
      const known = handlers.get(channel);
      if (known) known.push(onMessage);
      else {
        handlers.set(channel, [onMessage]);
        await client.listen(channel, (payload) => dispatch(channel, payload));
      }
    },
    announce: async (channel, payload) => dispatch(channel, payload),
    close: () => client.close(),
  };
}

/**
 * One LISTEN connection for every channel of the process; reconnects after a failure. A `listen`
 * resolves once its channel is heard (or the connection failed: the retry goes on in the
 * background), so a caller can look once for what was sent before.
 */
function pgListener(url: string) {
  const handlers = new Map<string, ((payload: string) => void)[]>();
  let connecting: Promise<pg.Client | null> | null = null;
  let closed = false;

  function connect(): Promise<pg.Client | null> {
    connecting ??= (async () => {
      const client = new pg.Client({ connectionString: url });
      client.on('notification', (n) => {
        for (const handler of handlers.get(n.channel) ?? []) handler(n.payload ?? '');
      });
      client.on('error', () => reconnect());
      try {
        await client.connect();
        for (const channel of handlers.keys()) await client.query(`LISTEN ${channel}`);
        return client;
      } catch {
        reconnect();
        return null;
      }
    })();
    return connecting;
  }

  function reconnect() {
    const failed = connecting;
    connecting = null;
    void failed?.then((client) => client?.end()).catch(() => {});
    // Meanwhile the callers' own timers cover (the mail loop, the session cache's expiry).
    if (!closed) setTimeout(() => void (closed || connect()), RELISTEN_MS).unref();
  }

  return {
    async listen(channel: string, onMessage: (payload: string) => void) {
      if (!CHANNEL.test(channel)) throw new Error(`bad channel ${channel}`);
      const known = handlers.get(channel);
      if (known) {
        known.push(onMessage);
        await connect();
        return;
      }
      handlers.set(channel, [onMessage]);
      const wasConnecting = connecting !== null;
      const client = await connect();
      // A connection opened before this channel existed listens to it now.
      if (client && wasConnecting) await client.query(`LISTEN ${channel}`).catch(() => reconnect());
    },
    async close() {
      closed = true;
      const client = await connecting?.catch(() => null);
      connecting = null;
      await client?.end().catch(() => {});
    },
  };
}

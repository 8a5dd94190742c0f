/**
 * Vitest's global setup: one in-memory PGlite migrated once per run, its data folder (PGlite's
 * dumpDataDir) written to a temporary file. Every test file's fresh database (testDatabase) starts
 * from it instead of migrating again (~1.4 s each, quiet); openDatabase still runs the migrations
 * on it, which finds them applied, so a database never lags the migrations folder. Nothing on
 * PostgreSQL (TEST_DATABASE_URL): there each test file's database migrates as the product's does.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite data folder as a tar file; unset on PostgreSQL. */
    pgliteTemplate?: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) return;
  const database = await openDatabase({ dataDir: null });
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dir = await mkdtemp(join(tmpdir(), 'cor-pglite-template-'));
  const file = join(dir, 'template.tar');
  await writeFile(file, new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  return () => rm(dir, { recursive: true, force: true });
}

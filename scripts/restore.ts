/**
 * `npm run restore -- ARCHIVE`: brings a backup (npm run backup) back into an empty DATA_DIR and
 * an empty database (DATABASE_URL's, or PGlite's in DATA_DIR). Checks every checksum before
 * writing anything; refuses a damaged archive or a target that holds data (src/server/ops/restore.ts).
 */
import { resolve } from 'node:path';
import { restoreMessages as m } from '../src/lib/messages-ops.ts';
import { readEnv } from '../src/server/env.ts';
import { ArchiveRefused } from '../src/server/ops/archive-reader.ts';
import { restoreArchive } from '../src/server/ops/restore.ts';

const archive = process.argv[2];
if (!archive) {
  console.error(m.usage);
  process.exit(2);
}
const env = readEnv();
try {
  const done = await restoreArchive({
    archive: resolve(archive),
    dataDir: resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
  });
  console.log(m.done(done.tables, done.rows, done.files));
  if (done.manifest.secret === 'configured') console.log(m.secretConfigured);
} catch (error) {
  console.error(error instanceof ArchiveRefused ? error.message : error);
  process.exit(1);
}

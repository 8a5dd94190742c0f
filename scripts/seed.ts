/** `npm run seed`: seeds the demo data into the configured database when it has no user yet. */
import { join, resolve } from 'node:path';
import { openDatabase } from '../src/server/db/client.ts';
import { isEmpty, seedDemo } from '../src/server/db/seed/demo.ts';
import { readEnv } from '../src/server/env.ts';

const env = readEnv();
const database = await openDatabase({
  url: env.DATABASE_URL,
  dataDir: join(resolve(env.DATA_DIR), 'pglite'),
});
if (await isEmpty(database.db)) {
  await seedDemo(database.db);
  console.log('Datele demo au fost adăugate.');
} else {
  console.log('Baza de date are deja utilizatori: nu am adăugat nimic.');
}
await database.close();

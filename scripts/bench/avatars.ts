/**
 * `npx node scripts/bench/avatars.ts [--duration 10 --connections 10 --port 4403]`: what the check
 * of a member's photo costs (src/server/avatars.ts, issue #19). Starts the real server on the demo
 * data in a temporary DATA_DIR, uploads the demo singer's photo and the demo choir's picture, shows
 * the headers each gets (the conductor, a visitor), then loads with autocannon the photo asked by
 * the conductor (session, one query) and the choir's picture asked by a visitor (no check), and
 * prints requests/s and p50/p99 latency of both. Loopback only; cleans up and exits by itself.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { AUTH_COOKIE } from '../../src/lib/limits.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/server/db/seed/demo.ts';
import { startServer, stopServer } from './start-server.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    port: { type: 'string', default: '4403' },
  },
});
const origin = `http://127.0.0.1:${values.port}`;

async function login(email: string): Promise<string> {
  const res = await fetch(`${origin}/api/token-auth/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: DEMO_PASSWORD }),
  });
  return ((await res.json()) as { token: string }).token;
}

async function upload(path: string, token: string): Promise<Record<string, unknown>> {
  const png = await sharp({
    create: { width: 400, height: 400, channels: 3, background: '#c0392b' },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set('image', new File([new Uint8Array(png)], 'poza.png', { type: 'image/png' }));
  const res = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { authorization: `Token ${token}` },
    body: form,
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return (await res.json()) as Record<string, unknown>;
}

const dataDir = await mkdtemp(join(tmpdir(), 'bench-avatars-'));
// A shared machine may take minutes to migrate and seed.
const server = await startServer(
  Number(values.port),
  dataDir,
  { NODE_ENV: 'production', DEMO: 'true' },
  300,
);
try {
  const conductor = await login(DEMO_ACCOUNTS.conductor.email);
  const singer = await login(DEMO_ACCOUNTS.singer.email);
  const choirs = (await (
    await fetch(`${origin}/api/account/choirs/`, {
      headers: { authorization: `Token ${conductor}` },
    })
  ).json()) as { id: number }[];
  const photo = String((await upload('/api/account/avatar', singer)).avatar);
  const picture = String((await upload(`/api/choir/${choirs[0]?.id}/image`, conductor)).logo);

  const asConductor = { cookie: `${AUTH_COOKIE}=${conductor}` };
  const cases = [
    { label: "the singer's photo, the conductor", path: photo, headers: asConductor },
    { label: "the singer's photo, a visitor", path: photo, headers: {} },
    { label: "the choir's picture, a visitor", path: picture, headers: {} },
  ];
  for (const { label, path, headers } of cases) {
    const res = await fetch(`${origin}${path}`, { headers });
    await res.arrayBuffer();
    console.log(`${label}: ${res.status}, Cache-Control: ${res.headers.get('cache-control')}`);
  }

  console.log('\n| request | requests/s | p50 ms | p99 ms |\n|---|---|---|---|');
  for (const { label, path, headers } of [cases[0], cases[2]].flatMap((c) => (c ? [c] : []))) {
    const options = {
      url: `${origin}${path}`,
      headers,
      connections: Number(values.connections),
    };
    await autocannon({ ...options, duration: 2 });
    const result = await autocannon({ ...options, duration: Number(values.duration) });
    if (result.non2xx > 0 || result.errors > 0) process.exitCode = 1;
    console.log(
      `| ${label} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} |`,
    );
  }
} finally {
  await stopServer(server);
  await rm(dataDir, { recursive: true, force: true });
}

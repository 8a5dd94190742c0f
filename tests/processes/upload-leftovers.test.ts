/**
 * A library upload cut short leaves nothing behind (issue #19, defect 5). Its bytes are staged
 * under DATA_DIR, never in os.tmpdir() (shared by every program of the host, swept by none): a
 * server killed mid-upload (SIGKILL) leaves them there, and its next start removes them before
 * serving. A client that goes away mid-upload is logged as 'upload aborted', never as an unhandled
 * error, and its staged bytes go at once. Real server processes (`node src/server/main.ts`) on
 * PGlite, each with its own TMPDIR, so "nothing in os.tmpdir()" means exactly that.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { freePort } from '../helpers/ports.ts';

const PDF = new URL('../../src/server/db/seed/library-files/partitura.pdf', import.meta.url);

interface Server {
  port: number;
  process: ChildProcess;
  /** Everything it wrote on stdout and stderr (JSON log lines). */
  output: () => string;
}

let dir = '';
let dataDir = '';
let osTmp = '';
const started: Server[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'upload-leftovers-'));
  dataDir = join(dir, 'data');
  osTmp = join(dir, 'os-tmp');
  await mkdir(osTmp);
});

afterAll(async () => {
  for (const server of started) if (server.process.exitCode === null) server.process.kill();
  await rm(dir, { recursive: true, force: true });
});

/** The server's JSON log lines, parsed (the start banner between them is skipped). */
const logLines = (server: Server) =>
  server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

/** Polls `check` until it is true (a condition, never a fixed wait); fails after `ms`. */
async function until(check: () => Promise<boolean> | boolean, what: string, ms = 30_000) {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > ms) throw new Error(`never: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function startServer(): Promise<Server> {
  const port = await freePort();
  const { DATABASE_URL: _postgres, ...env } = process.env;
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, TMPDIR: osTmp },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const server = { port, process: child, output: () => output };
  started.push(server);
  await until(
    () =>
      fetch(`http://127.0.0.1:${port}/api/health/`).then(
        (r) => r.ok,
        () => false,
      ),
    'the server answers',
    90_000,
  );
  return server;
}

async function staffToken(server: Server) {
  const res = await fetch(`http://127.0.0.1:${server.port}/api/token-auth/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin@example.com', password: 'parola-demo' }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** The files under `root`, relative to it. */
async function filesUnder(root: string) {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}
const staged = () => filesUnder(join(dataDir, 'tmp'));
/** Whether the upload's first bytes are on disk, wherever the server puts them. */
const arriving = async () => (await staged()).length + (await filesUnder(osTmp)).length === 1;

/** Starts a 20 MB PDF upload and sends its first 2 MB; answers the open request. */
async function startUpload(server: Server, token: string) {
  const upload = request({
    host: '127.0.0.1',
    port: server.port,
    method: 'POST',
    path: '/api/staff/library/files/?kind=pdf&name=partitura-mare.pdf',
    headers: { authorization: `Token ${token}`, 'content-length': String(20 * 1024 * 1024) },
  });
  upload.on('error', () => {});
  upload.write(await readFile(PDF));
  upload.write(Buffer.alloc(2 * 1024 * 1024));
  return upload;
}

test('a server killed mid-upload leaves its bytes under DATA_DIR only, removed at its next start', async () => {
  const first = await startServer();
  const upload = await startUpload(first, await staffToken(first));
  await until(arriving, 'the upload is being written');

  first.process.kill('SIGKILL');
  await new Promise((resolve) => first.process.once('exit', resolve));
  upload.destroy();
  expect(await filesUnder(osTmp)).toEqual([]);
  expect(await staged()).toHaveLength(1);

  const second = await startServer();
  expect(await staged()).toEqual([]);
  expect(logLines(second)).toContainEqual(
    expect.objectContaining({ msg: 'staging swept', files: 1 }),
  );
  second.process.kill('SIGTERM');
  await new Promise((resolve) => second.process.once('exit', resolve));
}, 240_000);

test('a client gone mid-upload: logged as aborted, no unhandled error, nothing left', async () => {
  const server = await startServer();
  const upload = await startUpload(server, await staffToken(server));
  await until(arriving, 'the upload is being written');

  upload.destroy();
  const logged = /"msg":"(upload aborted|unhandled error)"/;
  await until(() => logged.test(server.output()), 'the request ends in the log');
  expect(server.output()).not.toContain('"level":"error"');
  expect(server.output()).toContain('"msg":"upload aborted"');
  expect(await staged()).toEqual([]);
  expect(await filesUnder(osTmp)).toEqual([]);
}, 180_000);

/** Starts the built product (`src/server/main.ts`) on a loopback port for a benchmark and waits until it answers. */
import { type ChildProcess, spawn } from 'node:child_process';

export async function startServer(
  port: number,
  dataDir: string,
  env: { NODE_ENV: string; DEMO: 'true' | 'false' } & Record<string, string>,
  /** How long to wait for its first answer: a first start migrates and seeds, slowly on a busy machine. */
  waitSeconds = 120,
): Promise<ChildProcess> {
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['src/server/main.ts'], {
    env: { ...process.env, ...env, PORT: String(port), DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  for (let i = 0; i < waitSeconds * 5; i++) {
    const up = await fetch(`${origin}/api/health/`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return server;
    await new Promise((r) => setTimeout(r, 200));
  }
  server.kill();
  throw new Error(`the server did not answer on ${origin}`);
}

/** Stops a benchmark's server: SIGTERM after its last requests, SIGKILL if it lingers past 5 s. */
export async function stopServer(server: ChildProcess | undefined): Promise<void> {
  if (!server || server.exitCode !== null) return;
  // autocannon drops its connections with requests still running: let them finish first.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
  if (server.exitCode === null) server.kill('SIGKILL');
}

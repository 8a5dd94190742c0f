/** Starts the built product (`src/server/main.ts`) on a loopback port for a benchmark and waits until it answers. */
import { type ChildProcess, spawn } from 'node:child_process';

export async function startServer(
  port: number,
  dataDir: string,
  env: { NODE_ENV: string; DEMO: 'true' | 'false'; TRUST_PROXY?: 'true' | 'false' },
): Promise<ChildProcess> {
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['src/server/main.ts'], {
    env: { ...process.env, ...env, PORT: String(port), DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  for (let i = 0; i < 150; i++) {
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

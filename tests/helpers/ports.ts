/** Ports for the tests that start the server as a process of its own. */
import { createServer } from 'node:net';

/** A port free on 127.0.0.1 now (the system's choice), for a server the test starts next. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

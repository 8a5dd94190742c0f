/**
 * A browser's side of Web Push for the tests: a subscription's keys made as a browser makes them
 * (an ECDH P-256 pair and a 16-byte auth secret), and a push service on loopback (127.0.0.1) that
 * records each request and answers the status asked for; its messages decrypted with the
 * subscription's private key (http_ece, aes128gcm), as the browser would.
 */
import { createECDH, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';

interface Ece {
  decrypt(
    data: Buffer,
    params: { version: 'aes128gcm'; privateKey: ReturnType<typeof createECDH>; authSecret: string },
  ): Buffer;
}
const ece = createRequire(import.meta.url)('http_ece') as Ece;

export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  return {
    ecdh,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
    decrypt: (body: Buffer) =>
      ece.decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString(),
  };
}

export interface PushRequest {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A push service on 127.0.0.1: `status(path)` says what each request is answered. */
export async function loopbackPushService(status: (path: string) => number = () => 201) {
  const received: PushRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(status(req.url ?? '')).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    endpoint: (path: string) => `http://127.0.0.1:${port}${path}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

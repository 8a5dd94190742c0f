/** What createApp() needs from the outside world; main.ts builds it from env, tests build their own. */
import type { RateLimitName, RateLimitRule } from '../lib/limits.ts';
import type { Announce, Db, Listen } from './db/client.ts';
import type { Log } from './log.ts';
import type { Metrics } from './metrics.ts';
import type { Captcha } from './services/captcha.ts';
import type { LibraryStorage } from './services/library-storage.ts';
import type { Mailer } from './services/mail.ts';
import type { Staging } from './services/staging.ts';
import type { Storage } from './services/storage.ts';

export interface AppDeps {
  db: Db;
  /** The database's notifications, heard by every process (db/client.ts). */
  listen: Listen;
  announce: Announce;
  captcha: Captcha;
  storage: Storage;
  /** The library's private files (DATA_DIR/library), served by /api/library/… to those allowed. */
  library: LibraryStorage;
  /** Files being written (DATA_DIR/tmp), renamed into the storages once whole. */
  staging: Staging;
  /** Signs password-reset tokens; at least 32 characters. */
  secret: string;
  /** The VAPID public key browsers subscribe with (notifications/vapid.ts); unset, no push. */
  vapidPublicKey?: string;
  /** Absolute origin of the site, used in links sent by e-mail. */
  siteUrl: string;
  log: Log;
  /** Read the client IP from X-Forwarded-For (behind a trusted reverse proxy only). */
  trustProxy: boolean;
  /** The limits of RATE_LIMITS, or others (tests that must reach the handlers past them). */
  rateLimits?: { [Name in RateLimitName]: RateLimitRule };
  /**
   * The running process around the app (boot.ts): its metrics (GET /metrics), its mail sender and
   * whether it is stopping (the readiness check). API tests that do not read them leave it out.
   */
  ops?: {
    metrics: Metrics;
    /** Opens GET /metrics beyond loopback to `Authorization: Bearer <token>` (METRICS_TOKEN). */
    metricsToken?: string;
    mailer: Pick<Mailer, 'alive'>;
    stopping(): boolean;
  };
}

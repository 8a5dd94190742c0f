/**
 * The only reader of process.env. Validated once at start: a wrong value stops the server
 * with a message naming the variable, instead of failing later.
 */
import * as v from 'valibot';
import { LOG_LEVELS } from './log.ts';

const port = v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(65535));
const flag = v.pipe(
  v.picklist(['0', '1', 'true', 'false']),
  v.transform((s) => s === '1' || s === 'true'),
);
const url = v.pipe(v.string(), v.url());

const EnvSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  PORT: v.optional(port, '4321'),
  HOST: v.optional(v.string(), '0.0.0.0'),
  DATA_DIR: v.optional(v.string(), './data'),
  DATABASE_URL: v.optional(url),
  SMTP_URL: v.optional(url),
  MAIL_FROM: v.optional(v.string(), 'Programul Corurilor <no-reply@localhost>'),
  PUBLIC_SITE_URL: v.optional(url),
  API_ORIGIN: v.optional(url),
  DEMO: v.optional(flag),
  TRUST_PROXY: v.optional(flag),
  SECRET_KEY: v.optional(v.pipe(v.string(), v.minLength(32))),
  PUBLIC_ANALYTICS_ID: v.optional(v.string()),
  /** info by default; debug, warn, error, silent… (log.ts). */
  LOG_LEVEL: v.optional(v.picklist(LOG_LEVELS), 'info'),
  /**
   * Web Push (notifications/vapid.ts): the VAPID key pair, base64url, both or neither; without
   * them a pair is generated into DATA_DIR/vapid-keys.json on first start.
   */
  VAPID_PUBLIC_KEY: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{80,90}$/))),
  VAPID_PRIVATE_KEY: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{40,45}$/))),
  /** Who runs the server, for the push services: 'mailto:…' or https://…; MAIL_FROM's address when unset. */
  VAPID_SUBJECT: v.optional(v.pipe(v.string(), v.regex(/^(mailto:|https:\/\/)\S+$/))),
  /** The Bearer token that opens GET /metrics to a scraper that is not on this machine. */
  METRICS_TOKEN: v.optional(v.pipe(v.string(), v.minLength(16))),
  /** Scheduled backups (ops/scheduled-backup.ts): every so many hours, off when unset. */
  BACKUP_EVERY_HOURS: v.optional(
    v.pipe(v.string(), v.transform(Number), v.number(), v.minValue(0.01), v.maxValue(500)),
  ),
  /** How many scheduled archives are kept, the newest. */
  BACKUP_KEEP: v.optional(v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1)), '7'),
  /** Where scheduled archives go; DATA_DIR/backups when unset. */
  BACKUP_DIR: v.optional(v.string()),
  /** The daily run of the retention rules (retention/schedule.ts): on unless 0 or false. */
  RETENTION_JOB: v.optional(flag, 'true'),
  /** The reminders and conductors' summaries (reminders/schedule.ts): on unless 0 or false. */
  REMINDER_JOB: v.optional(flag, 'true'),
  /** How often each process looks for due reminders, in seconds (REMINDER_CHECK_MINUTES unset). */
  REMINDER_CHECK_SECONDS: v.optional(
    v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1)),
  ),
  /**
   * How long a stopping server keeps its port open after its readiness check turns 503, so that
   * a balancer stops sending before the port closes (main.ts): 0, the port closes at once.
   */
  SHUTDOWN_DRAIN_MS: v.optional(
    v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(0)),
    '0',
  ),
  /** How long a stopping server lets the requests in flight finish (main.ts). */
  SHUTDOWN_TIMEOUT_MS: v.optional(
    v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(0)),
    '10000',
  ),
});

export type Env = ReturnType<typeof readEnv>;

export function readEnv(source: Record<string, string | undefined> = process.env) {
  // Empty strings count as unset, as in most .env tooling.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = v.safeParse(EnvSchema, present);
  if (!result.success) {
    const lines = result.issues.map((i) => `  ${v.getDotPath(i) ?? '?'}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = result.output;
  if ((env.VAPID_PUBLIC_KEY === undefined) !== (env.VAPID_PRIVATE_KEY === undefined))
    throw new Error(
      'Invalid configuration:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: give both or neither',
    );
  return {
    ...env,
    siteUrl: env.PUBLIC_SITE_URL ?? `http://localhost:${env.PORT}`,
    demo: env.DEMO ?? env.NODE_ENV !== 'production',
  };
}

/**
 * Structured logs (pino): one JSON object per line, on stdout, errors on stderr. A line written
 * while a request is served carries that request's id (`requestIds`, set by request-log.ts), so an
 * operator can follow one request. The level is LOG_LEVEL (env.ts, `setLogLevel`).
 *
 * Never a personal field: callers log ids, counts, route templates and error kinds, never an
 * e-mail, a name, a birth date, a token, a password or a request body (tests/ops/logs.test.ts runs
 * the API with logging on and looks for them). As a second guard the fields named like personal
 * data are redacted, and any e-mail address in a logged text (an SMTP server's refusal quotes the
 * recipient) is replaced.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import pino, { type DestinationStream } from 'pino';

type Fields = Record<string, unknown>;

export interface Log {
  info(msg: string, fields?: Fields): void;
  warn(msg: string, fields?: Fields): void;
  error(msg: string, fields?: Fields): void;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The id of the request being served, for every line logged while it runs. */
export const requestIds = new AsyncLocalStorage<string>();

/** Field names that hold personal data or secrets, wherever they appear (two levels deep). */
const PERSONAL = [
  'email',
  'to',
  'name',
  'firstName',
  'lastName',
  'birthDate',
  'phone',
  'password',
  'token',
  'authorization',
  'cookie',
  'body',
];
const REDACT = PERSONAL.flatMap((key) => [key, `*.${key}`]);
const EMAIL = /[^\s@<>"'(),;:[\]]+@[^\s@<>"'(),;:[\]]+/g;

function scrub(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.replace(EMAIL, '[e-mail]');
  if (depth > 3 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrub(v, depth + 1)]));
}

/** A logger writing to `destination` (stdout and stderr by default), at `level`. */
export function createLog(destination?: DestinationStream, level: LogLevel = 'info') {
  const stream =
    destination ??
    pino.multistream(
      [
        { level: 'trace', stream: process.stdout },
        { level: 'error', stream: process.stderr },
      ],
      { dedupe: true },
    );
  const logger = pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: {
        level: (label) => ({ level: label }),
        log: (fields) => scrub(fields) as Fields,
      },
      mixin: () => {
        const requestId = requestIds.getStore();
        return requestId ? { requestId } : {};
      },
      redact: { paths: REDACT, censor: '[redactat]' },
    },
    stream,
  );
  const log: Log & { setLevel(level: LogLevel): void } = {
    info: (msg, fields = {}) => logger.info(fields, msg),
    warn: (msg, fields = {}) => logger.warn(fields, msg),
    error: (msg, fields = {}) => logger.error(fields, msg),
    setLevel: (next) => {
      logger.level = next;
    },
  };
  return log;
}

/** The process's logger. */
export const log = createLog();

/** A logger that drops everything: what the tests pass when they do not read the logs. */
export const silentLog: Log = { info: () => {}, warn: () => {}, error: () => {} };

/**
 * What a log line may keep of an error: its kind, the first line of its message, the database's
 * own code and message, and the stack frames. Never the failed query's parameters: drizzle puts
 * them in its message after the SQL (an e-mail, a password hash, a child's name).
 */
export function errorFields(error: unknown): Fields {
  if (!(error instanceof Error)) return { error: String(error).split('\n')[0] };
  const cause = error.cause instanceof Error ? (error.cause as Error & { code?: unknown }) : null;
  return {
    error: `${error.name}: ${error.message.split('\n')[0]?.slice(0, 300)}`,
    ...(cause ? { code: cause.code, cause: cause.message.split('\n')[0] } : {}),
    stack: error.stack
      ?.split('\n')
      .filter((line) => line.startsWith('    at '))
      .join('\n'),
  };
}

/** Structured logs: one JSON object per line on stdout (stderr for errors). */
type Fields = Record<string, unknown>;

function write(level: 'info' | 'warn' | 'error', msg: string, fields: Fields = {}) {
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
  if (level === 'error') console.error(line);
  else console.log(line);
}

export const log = {
  info: (msg: string, fields?: Fields) => write('info', msg, fields),
  warn: (msg: string, fields?: Fields) => write('warn', msg, fields),
  error: (msg: string, fields?: Fields) => write('error', msg, fields),
};
export type Log = typeof log;

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

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

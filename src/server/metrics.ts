/**
 * What an operator's Prometheus reads at GET /metrics (prom-client, text format): requests by
 * route template and status, their latency, the time spent in the database, the outbox's queue
 * (mails waiting, the oldest one's age, those failing), mail deliveries failed, and the process's
 * own figures (memory, event-loop delay, CPU, garbage collection: prom-client's default metrics).
 * One registry per process (boot.ts); labels are route templates, never a URL, so a scanner's
 * random paths cannot grow the series.
 */
import { isNull, sql } from 'drizzle-orm';
import client from 'prom-client';
import type { Db } from './db/client.ts';
import { outbox } from './db/schema.ts';

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1];

export type Metrics = ReturnType<typeof createMetrics>;

export function createMetrics(db: Db) {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });

  const requests = new client.Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method and route template',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const queries = new client.Histogram({
    name: 'db_query_duration_seconds',
    help: 'Time of each database query, as the server waits for it',
    buckets: QUERY_BUCKETS,
    registers: [registry],
  });
  const mailFailures = new client.Counter({
    name: 'mail_delivery_failures_total',
    help: 'Mail deliveries this process tried that failed (each is retried later)',
    registers: [registry],
  });

  // One outbox query serves the three gauges of a scrape: they are collected together.
  let reading: Promise<OutboxFigures | null> | undefined;
  const outboxFigures = () => {
    reading ??= readOutbox(db)
      .catch(() => null)
      .finally(() => {
        reading = undefined;
      });
    return reading;
  };
  const outboxGauge = (name: string, help: string, pick: (f: OutboxFigures) => number) =>
    new client.Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        const figures = await outboxFigures();
        // The database not answering leaves the last value; the readiness check says why.
        if (figures) this.set(pick(figures));
      },
    });
  outboxGauge('outbox_waiting_mails', 'Mails in the outbox not sent yet', (f) => f.waiting);
  outboxGauge(
    'outbox_oldest_waiting_seconds',
    'Age of the oldest mail not sent yet (0 when none waits)',
    (f) => f.oldestSeconds,
  );
  outboxGauge(
    'outbox_failing_mails',
    'Mails not sent yet whose last attempt failed',
    (f) => f.failing,
  );

  observeQueries(db, (seconds) => queries.observe(seconds));

  return {
    registry,
    observeRequest(method: string, route: string, status: number, seconds: number) {
      requests.inc({ method, route, status: String(status) });
      latency.observe({ method, route }, seconds);
    },
    mailFailed: () => mailFailures.inc(),
  };
}

interface OutboxFigures {
  waiting: number;
  failing: number;
  oldestSeconds: number;
}

async function readOutbox(db: Db): Promise<OutboxFigures> {
  const [row] = await db
    .select({
      waiting: sql<number>`count(*)::int`,
      failing: sql<number>`(count(*) filter (where ${outbox.lastError} is not null))::int`,
      oldestSeconds: sql<number>`coalesce(extract(epoch from now() - min(${outbox.createdAt})), 0)::float8`,
    })
    .from(outbox)
    .where(isNull(outbox.sentAt));
  return row ?? { waiting: 0, failing: 0, oldestSeconds: 0 };
}

type Query = (...args: unknown[]) => Promise<unknown>;
interface Queryable {
  query: Query;
}
const OBSERVERS = Symbol('query observers');
type Observed = { [OBSERVERS]?: ((seconds: number) => void)[] };

/**
 * Times every query the database client runs. drizzle keeps the client it was given (db.$client):
 * the `pg` pool's connections are wrapped as they are handed out, PGlite's query and its
 * transactions' queries in place. A client is wrapped once; every registry on it hears.
 */
function observeQueries(db: Db, observe: (seconds: number) => void) {
  const target = (db as unknown as { $client: Observed & Record<string, unknown> }).$client;
  const known = target[OBSERVERS];
  if (known) {
    known.push(observe);
    return;
  }
  const observers = [observe];
  const timed = (queryable: Queryable & Observed) => {
    if (queryable[OBSERVERS]) return;
    queryable[OBSERVERS] = observers;
    const query = queryable.query.bind(queryable);
    queryable.query = async (...args) => {
      const start = performance.now();
      try {
        return await query(...args);
      } finally {
        const seconds = (performance.now() - start) / 1000;
        for (const each of observers) each(seconds);
      }
    };
  };
  if (typeof target.on === 'function' && 'totalCount' in target) {
    // A pg.Pool: pool.query and transactions both run on a connection it hands out.
    target[OBSERVERS] = observers;
    (target.on as (event: string, listener: (c: Queryable) => void) => void)('acquire', timed);
    return;
  }
  const pglite = target as unknown as Queryable & {
    transaction: (callback: (tx: Queryable) => Promise<unknown>) => Promise<unknown>;
  };
  const transaction = pglite.transaction.bind(pglite);
  pglite.transaction = (callback) =>
    transaction((tx) => {
      timed(tx);
      return callback(tx);
    });
  timed(pglite);
}

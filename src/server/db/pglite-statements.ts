/**
 * PGlite with named prepared statements. PGlite's `query()` speaks the extended protocol in six
 * calls into its WebAssembly backend for every query (parse, describe, bind, describe, execute,
 * sync), and the unnamed statement it parses is planned again each time. Here each SQL text drizzle
 * sends outside a transaction is parsed once under a name; later runs send bind, execute and sync
 * in one call, and PostgreSQL may keep a generic plan, as it does for the `pg` pool's prepared
 * statements. Transactions keep PGlite's own path (drizzle runs them on PGlite's Transaction).
 *
 * The statements live in the backend's memory, so at most MAX_STATEMENTS texts are kept: the
 * least recently used is closed when a new one needs its place (bulk inserts of seeds have a new
 * text at each batch). Schema changes go through PGlite's own path (only SELECT, INSERT, UPDATE,
 * DELETE and WITH are named); a statement whose plan a later migration invalidated is parsed again.
 */
import { PGlite, parse, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';

type BackendMessage = Parameters<typeof parse.parseResults>[0][number];

const { serialize } = protocol;
const MAX_STATEMENTS = 500;
const NAMED = /^\s*(select|insert|update|delete|with)\b/i;
/** PostgreSQL's "cached plan must not change result type", after a schema change. */
const STALE_PLAN = '0A000';

interface Statement {
  name: string;
  /** The parameters' type OIDs, to serialise values as PGlite's own path does. */
  types: number[];
  /** The statement's RowDescription (or NoData), which parseResults reads before the rows. */
  description: BackendMessage[];
}

const concat = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

export class PreparingPGlite extends PGlite {
  #statements = new Map<string, Statement>();
  #counter = 0;
  /** Statements evicted from the map, closed with the next batch sent to the backend. */
  #toClose: string[] = [];

  /**
   * drizzle passes its few parsers (dates stay strings) with every query, and PGlite merges them
   * by copying its whole table of 318 parsers each time (0.13 ms a query): they are written into
   * the table itself here (the same few, so a cheap assignment).
   */
  override async query<T>(query: string, params: unknown[] = [], options?: QueryOptions) {
    if (!options?.parsers) return super.query<T>(query, params, options);
    Object.assign(this.parsers, options.parsers);
    const rest = { ...options, parsers: undefined };
    if (!NAMED.test(query)) return super.query<T>(query, params, rest);
    try {
      return await this.#runNamed<T>(query, params, rest);
    } catch (err) {
      if ((err as { code?: string }).code !== STALE_PLAN) throw err;
      this.#forget(query);
      return await this.#runNamed<T>(query, params, rest);
    }
  }

  #runNamed<T>(query: string, params: unknown[], options: QueryOptions) {
    return this._runExclusiveTransaction(() =>
      this._runExclusiveQuery(async () => {
        const statement = this.#statements.get(query) ?? (await this.#prepare(query));
        // Most recently used last: the map's first entry is the one to evict.
        this.#statements.delete(query);
        this.#statements.set(query, statement);
        const values = params.map((value, i) => {
          if (value === null || value === undefined) return null;
          const serializer = this.serializers[statement.types[i] ?? 0];
          return serializer ? serializer(value) : String(value);
        });
        const { messages } = await this.execProtocol(
          concat([
            serialize.bind({ statement: statement.name, values }),
            serialize.execute({}),
            serialize.sync(),
          ]),
          { syncToFs: false },
        );
        await this.syncToFs();
        const [results] = parse.parseResults(
          [...statement.description, ...messages],
          this.parsers,
          options,
        );
        return results as Results<T>;
      }),
    );
  }

  async #prepare(query: string): Promise<Statement> {
    const name = `cm_${++this.#counter}`;
    const closes = this.#toClose.splice(0).map((n) => serialize.close({ type: 'S', name: n }));
    const { messages } = await this.execProtocol(
      concat([
        ...closes,
        serialize.parse({ name, text: query }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement: Statement = {
      name,
      types: parse.parseDescribeStatementResults(messages),
      description: messages.filter((m) => m.name === 'rowDescription' || m.name === 'noData'),
    };
    if (this.#statements.size >= MAX_STATEMENTS) {
      const [oldest] = this.#statements.keys();
      if (oldest !== undefined) this.#forget(oldest);
    }
    return statement;
  }

  #forget(query: string) {
    const statement = this.#statements.get(query);
    if (!statement) return;
    this.#statements.delete(query);
    this.#toClose.push(statement.name);
  }
}

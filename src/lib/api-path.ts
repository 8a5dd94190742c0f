/**
 * Fills a path of src/lib/paths/ (`'/api/event/{id}/'`) with its parameters. Each API path is
 * written once, in src/lib/paths/: the server mounts its handler on it and describes it in
 * /api/openapi.json (src/server/openapi/), and the islands call it through these two functions.
 */

/** The `{name}`s of a path: `'id' | 'box'` for `'/api/staff/messages/{box}/{id}/'`. */
type ParamNames<P extends string> = P extends `${string}{${infer K}}${infer Rest}`
  ? K | ParamNames<Rest>
  : never;
/** Nothing for a path without parameters, else one value for each `{name}`. */
type Params<P extends string> = [ParamNames<P>] extends [never]
  ? []
  : [Record<ParamNames<P>, string | number>];

/** The path with its `{name}`s filled (encoded), e.g. '/api/event/12/'; for links and fetch. */
export function apiHref<P extends string>(path: P, ...[params]: Params<P>): string {
  const values: Record<string, string | number> = params ?? {};
  return path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(values[name] ?? '')),
  );
}

/** The same, relative to the API client's /api prefix (src/client/api.ts): 'event/12/'. */
export const apiPath = <P extends string>(path: P, ...params: Params<P>): string =>
  apiHref(path, ...params).replace(/^\/api\//, '');

import { readFile } from 'node:fs/promises';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { detailSchema } from '../../src/lib/api/detail.ts';
import { choirMemberPublicSchema } from '../../src/lib/api/members.ts';
import { AUTH_COOKIE } from '../../src/lib/limits.ts';
import { fieldErrorsSchema } from '../../src/lib/schemas/errors.ts';
import { errorsOf, type Operation } from '../../src/server/openapi/operation.ts';
import { operations } from '../../src/server/openapi/registry.ts';
import { client, type TestApp, testApp } from '../helpers/app.ts';
import { dayFromToday } from '../helpers/events.ts';
import { createMember } from '../helpers/members.ts';
import {
  examplePath,
  type ReadableDemo,
  readableDemo,
  staffExamplePath,
} from '../helpers/readable-demo.ts';

let t: TestApp;
/** The document as a client receives it. */
let doc: {
  openapi: string;
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
  components: Record<string, Record<string, unknown>>;
};
let demo: ReadableDemo;
let tokens: ReadableDemo['tokens'];
beforeAll(async () => {
  t = await testApp();
  const res = await client(t.app).get('/api/openapi.json');
  expect(res.status).toBe(200);
  doc = JSON.parse(await res.text());
  demo = await readableDemo(t, 'singer');
  tokens = demo.tokens;
});
afterAll(() => t.close());

/** 'GET /api/choir/{id}' for a Hono route or a document path: trailing slashes do not matter. */
const routeKey = (method: string, path: string) =>
  `${method.toUpperCase()} ${path
    // A parameter with a pattern ending in an extension (':token{…\\.ics}') is '{token}.ics'.
    .replace(/:(\w+)\{[^/]*\\\.(\w+)\}/g, '{$1}.$2')
    .replace(/:(\w+)/g, '{$1}')
    .replace(/\/$/, '')}`;

/** The registry's operation for a concrete request path. */
function operationFor(method: string, path: string): Operation {
  const found = operations.find((op) => {
    const pattern = op.path.replace(/\/$/, '').replace(/\{\w+\}/g, '[^/]+');
    return op.method === method && new RegExp(`^${pattern}/?$`).test(path.split('?')[0] ?? '');
  });
  if (!found) throw new Error(`no operation describes ${method} ${path}`);
  return found;
}

/** Checks that a real answer is one the operation describes, and that its body fits the schema. */
async function expectDescribedAnswer(
  method: 'get' | 'post' | 'patch',
  path: string,
  res: Response,
) {
  const op = operationFor(method, path);
  const documented = [...Object.keys(op.responses).map(Number), ...errorsOf(op)];
  expect(documented, `${method} ${path} answered ${res.status}`).toContain(res.status);
  const schema =
    res.status === 400
      ? fieldErrorsSchema
      : res.status > 400
        ? detailSchema
        : op.responses[res.status as keyof Operation['responses']];
  if (!schema) return expect(await res.text()).toBe('');
  const media = res.ok && op.mediaType;
  // A range such as 'video/*' (a lesson's sources) matches any type of its kind.
  const pattern = media && new RegExp(`^${media.replaceAll('*', '[^/;]+')}`);
  if (pattern) expect(res.headers.get('content-type')).toMatch(pattern);
  const result = v.safeParse(schema, await (media ? res.text() : res.json()));
  expect(result.success ? 'fits' : v.summarize(result.issues), `${method} ${path}`).toBe('fits');
}

describe('GET /api/openapi.json', () => {
  test('answers an OpenAPI 3.1 document', () => {
    expect(doc.openapi).toBe('3.1.0');
  });

  test('describes every route of the app', () => {
    const described = new Set(
      Object.entries(doc.paths).flatMap(([path, item]) =>
        Object.keys(item).map((method) => routeKey(method, path)),
      ),
    );
    const routes = new Set(
      t.app.routes
        .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/'))
        .map((route) => routeKey(route.method, route.path)),
    );
    expect(routes.size).toBeGreaterThan(30);
    expect([...routes].filter((route) => !described.has(route))).toEqual([]);
    expect([...described].filter((route) => !routes.has(route))).toEqual([]);
  });

  test('resolves every $ref of the document', () => {
    const refs = JSON.stringify(doc).match(/"\$ref":"[^"]+"/g) ?? [];
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of new Set(refs)) {
      const [, kind = '', name = ''] = /#\/components\/(\w+)\/(\w+)/.exec(ref) ?? [];
      expect(doc.components[kind]?.[name], ref).toBeDefined();
    }
  });

  test('gives every operation a successful answer and its error answers', () => {
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const statuses = Object.keys(operation.responses);
        expect(
          statuses.some((status) => status.startsWith('2')),
          `${method} ${path}`,
        ).toBe(true);
        if (path.includes('{id}')) expect(statuses, `${method} ${path}`).toContain('404');
      }
    }
  });

  test('describes the 400 field errors and the { detail } of the other errors', () => {
    const { schemas = {}, responses = {} } = doc.components;
    expect(schemas.FieldErrors).toMatchObject({
      type: 'object',
      properties: { non_field_errors: { type: 'array', items: { type: 'string' } } },
      additionalProperties: { type: 'array', items: { type: 'string' } },
    });
    expect(schemas.Detail).toMatchObject({ required: ['detail'] });
    for (const name of ['Unauthorized', 'Forbidden', 'NotFound', 'PayloadTooLarge']) {
      expect(JSON.stringify(responses[name])).toContain('#/components/schemas/Detail');
    }
    expect(responses.TooManyRequests).toMatchObject({ headers: { 'Retry-After': {} } });
  });

  test('accepts the token as an Authorization header or as the session cookie', () => {
    expect(doc.components.securitySchemes).toEqual({
      token: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'Authorization' }),
      cookie: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: AUTH_COOKIE }),
    });
    expect(doc.paths['/api/account/details/']?.get).toMatchObject({
      security: [{ token: [] }, { cookie: [] }],
    });
    expect(doc.paths['/api/counties/']?.get).toMatchObject({ security: [] });
  });
});

describe.each(operations.filter((op) => op.method === 'get'))('GET $path', (op) => {
  test('answers what its schema describes', async () => {
    const isStaffPath = op.path.startsWith('/api/staff/');
    const path = isStaffPath
      ? await staffExamplePath(t, demo, op.path)
      : examplePath(t, demo, op.path);
    // The demo conductor may open every box of the demo choir; the back office, the team's
    // inbox and the signed consents are for staff.
    const forStaff =
      isStaffPath ||
      op.path === '/api/messaging/madrigalist/inbox/' ||
      op.path.startsWith('/api/sign-ups/consent/');
    const asker = forStaff
      ? tokens.staff
      : op.path.startsWith('/api/families/children/')
        ? tokens.parent
        : tokens.conductor;
    const token = op.auth === 'user' ? asker : undefined;
    const res = await client(t.app, token).get(path);
    expect(Object.keys(op.responses)).toContain(String(res.status));
    await expectDescribedAnswer('get', path, res);
  });
});

describe('answers of writes and errors fit their schemas', () => {
  test('GET /api/choir/{id}/members/ answers a singer the public shape', async () => {
    const path = `/api/choir/${t.choirId}/members/`;
    const res = await client(t.app, tokens.singer).get(path);
    expect(v.safeParse(v.array(choirMemberPublicSchema), await res.clone().json()).success).toBe(
      true,
    );
    await expectDescribedAnswer('get', path, res);
  });

  test('POST /api/token-auth/ answers the token, or field errors', async () => {
    const path = '/api/token-auth/';
    const ok = { username: 'corist@example.com', password: 'parola-demo' };
    await expectDescribedAnswer('post', path, await client(t.app).post(path, ok));
    await expectDescribedAnswer('post', path, await client(t.app).post(path, {}));
  });

  test('POST /api/account/join_choir and remove_choir answer the choir as listed', async () => {
    for (const path of ['/api/account/join_choir', '/api/account/remove_choir']) {
      const res = await client(t.app, tokens.pending).post(path, { choir: t.choirId });
      expect(res.status).toBe(200);
      await expectDescribedAnswer('post', path, res);
    }
  });

  test('POST /api/choir/{id}/make-conductor/ and make-member/ answer the member', async () => {
    const list = (await (
      await client(t.app, tokens.conductor).get(`/api/choir/${t.choirId}/members/`)
    ).json()) as { user_id: number; type: string; status: boolean }[];
    const singer = list.find((member) => member.status && member.type === '0');
    expect(singer).toBeDefined();
    for (const action of ['make-conductor', 'make-member']) {
      const path = `/api/choir/${t.choirId}/${action}/`;
      const res = await client(t.app, tokens.conductor).post(path, { user_id: singer?.user_id });
      expect(res.status).toBe(200);
      await expectDescribedAnswer('post', path, res);
    }
  });

  test('PATCH /api/choir/{id}/ answers the details, and a detail for a stale version', async () => {
    const path = `/api/choir/${t.choirId}/`;
    const api = client(t.app, tokens.conductor);
    const details = await (await api.get(path)).json();
    const {
      can_edit,
      county_name,
      is_confirmed,
      is_conductor,
      is_member,
      user_is_confirmed,
      logo,
      id,
      ...form
    } = details;
    const saved = await api.patch(path, { ...form, voices: 'Sopran, alto, tenor' });
    expect(saved.status).toBe(200);
    await expectDescribedAnswer('patch', path, saved);
    const stale = await api.patch(path, { ...form, voices: 'Sopran' });
    expect(stale.status).toBe(409);
    await expectDescribedAnswer('patch', path, stale);
  });

  test('POST /api/messaging/contact/ answers the stored message', async () => {
    const path = '/api/messaging/contact/';
    const res = await client(t.app).post(path, {
      name: 'Maria Popescu',
      email: 'maria@example.com',
      message: 'Bună ziua, aș dori să aflu cum se poate înscrie corul școlii noastre.',
      gdpr: true,
    });
    expect(res.status).toBe(201);
    await expectDescribedAnswer('post', path, res);
  });

  test('401, 403 and 404 answer { detail }', async () => {
    const cases = [
      ['/api/account/details/', undefined],
      [`/api/dashboard/${t.choirId}/pending`, tokens.singer],
      ['/api/choir/999999/', tokens.conductor],
    ] as const;
    for (const [path, token] of cases) {
      await expectDescribedAnswer('get', path, await client(t.app, token).get(path));
    }
  });
});

describe("the back office's answers fit their schemas", () => {
  const staffApi = () => client(t.app, tokens.staff);
  /** The id of the first row of a back-office list. */
  const firstId = async (path: string) =>
    ((await (await staffApi().get(path)).json()) as { results: { id: number }[] }).results[0]?.id ??
    0;

  test('a list with ?format=csv|xlsx answers a file of a type its operation gives', async () => {
    for (const format of ['csv', 'xlsx']) {
      const path = `/api/staff/choirs/?format=${format}&status=waiting`;
      const res = await staffApi().get(path);
      expect(res.status).toBe(200);
      const type = res.headers.get('content-type') ?? '';
      const files = operationFor('get', path).files ?? [];
      expect(
        files.some((file) => type.startsWith(file)),
        `${type} in ${files}`,
      ).toBe(true);
    }
  });

  test('POST /api/staff/library/files/ takes the raw file and answers its key', async () => {
    const path = '/api/staff/library/files/?kind=pdf&name=colinda.pdf';
    const res = await t.app.request(path, {
      method: 'POST',
      headers: {
        'x-forwarded-for': '10.0.0.1',
        authorization: `Token ${tokens.staff}`,
        'content-type': 'application/octet-stream',
      },
      body: await readFile(
        new URL('../../src/server/db/seed/library-files/partitura.pdf', import.meta.url),
      ),
    });
    expect(res.status).toBe(201);
    await expectDescribedAnswer('post', path, res);
  });

  test('the vocabularies: a term added, then renamed', async () => {
    const created = await staffApi().post('/api/staff/library/terms/', {
      kind: 'theme',
      name: 'Cântece de primăvară',
    });
    expect(created.status).toBe(201);
    const { id } = (await created.clone().json()) as { id: number };
    await expectDescribedAnswer('post', '/api/staff/library/terms/', created);
    const path = `/api/staff/library/terms/${id}/`;
    const renamed = await staffApi().patch(path, { name: 'Cântece de vară' });
    expect(renamed.status).toBe(200);
    await expectDescribedAnswer('patch', path, renamed);
  });

  test('a score edited with the fields sent', async () => {
    const path = `/api/staff/library/scores/${await firstId('/api/staff/library/scores/')}/`;
    const res = await staffApi().patch(path, { author: 'Tradițional românesc' });
    expect(res.status).toBe(200);
    await expectDescribedAnswer('patch', path, res);
  });

  test("a choir's confirmation withdrawn, then given back", async () => {
    const withdraw = `/api/staff/choirs/${t.choirId}/withdraw/`;
    const withdrawn = await staffApi().post(withdraw, {
      reason: 'Datele corului sunt incomplete.',
    });
    expect(withdrawn.status).toBe(200);
    await expectDescribedAnswer('post', withdraw, withdrawn);
    const again = await staffApi().post(withdraw, { reason: 'Datele corului sunt incomplete.' });
    expect(again.status).toBe(409);
    await expectDescribedAnswer('post', withdraw, again);
    const confirm = `/api/staff/choirs/${t.choirId}/confirm/`;
    const confirmed = await staffApi().post(confirm, {});
    expect(confirmed.status).toBe(200);
    await expectDescribedAnswer('post', confirm, confirmed);
  });

  test('an account blocked and unblocked; blocking oneself is a conflict', async () => {
    const { id } = await createMember(t, 'de-blocat@example.com');
    for (const action of ['block', 'unblock']) {
      const path = `/api/staff/people/${id}/${action}/`;
      const res = await staffApi().post(path, {});
      expect(res.status).toBe(200);
      await expectDescribedAnswer('post', path, res);
    }
    const self = await firstId('/api/staff/people/?q=admin@example.com');
    const path = `/api/staff/people/${self}/block/`;
    const res = await staffApi().post(path, {});
    expect(res.status).toBe(409);
    await expectDescribedAnswer('post', path, res);
  });

  test('a session date and a workshop added', async () => {
    const sessions = '/api/staff/workshops/sessions/';
    const session = await staffApi().post(sessions, {
      date: dayFromToday(40),
      availability_start: dayFromToday(0),
      availability_end: dayFromToday(30),
    });
    expect(session.status).toBe(201);
    const { id } = (await session.clone().json()) as { id: number };
    await expectDescribedAnswer('post', sessions, session);
    const path = `${sessions}${id}/workshops/`;
    const workshop = await staffApi().post(path, {
      title: 'Atelier de dirijat',
      hour: '10:00',
      places: 12,
    });
    expect(workshop.status).toBe(201);
    await expectDescribedAnswer('post', path, workshop);
  });

  test("the team's replies to a contact message and to a madrigal singer", async () => {
    for (const inbox of ['contact', 'madrigalist']) {
      const id = await firstId(`/api/staff/messages/${inbox}/`);
      const path = `/api/staff/messages/${inbox}/${id}/reply/`;
      const res = await staffApi().post(path, {
        message: 'Mulțumim pentru mesaj, vă răspundem cu drag.',
      });
      expect(res.status).toBe(201);
      await expectDescribedAnswer('post', path, res);
    }
  });
});

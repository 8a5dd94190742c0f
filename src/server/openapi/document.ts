/**
 * The OpenAPI 3.1 document of the whole API, built once from the registry (registry.ts) and the
 * schemas the code runs on; GET /api/openapi.json serves it. docs/api.md keeps the overview.
 */
import type { JsonSchema } from '@valibot/to-json-schema';
import pkg from '../../../package.json' with { type: 'json' };
import { SUBMISSION_FORMS } from '../../lib/api/staff-submissions.ts';
import { AUTH_COOKIE, AVATAR_MAX_BYTES, JSON_BODY_MAX_BYTES } from '../../lib/limits.ts';
import { answerSchema, componentRef, componentSchemas, requestSchema } from './json-schema.ts';
import { type ErrorStatus, errorsOf, type Operation } from './operation.ts';
import { operationsByTag } from './registry.ts';

/** The error answers, shared by every operation. */
const ERRORS: Record<ErrorStatus, { name: string; description: string; schema: string }> = {
  400: {
    name: 'BadRequest',
    description:
      'Invalid input: the Romanian message of each field; `non_field_errors` for the others. ' +
      'No text may hold U+0000–U+0008, U+000B, U+000C, U+000E–U+001F, U+007F or half of a ' +
      'surrogate pair; a single-line field (a name, a phone, an e-mail, a title, a date…) ' +
      'holds no tab, line break, other C0 or C1 control character, U+2028 or U+2029 either ' +
      '(`Acest câmp se scrie pe un singur rând…`); a text of several lines (a message, a ' +
      'description, a reason) keeps its tabs and line breaks',
    schema: 'FieldErrors',
  },
  401: {
    name: 'Unauthorized',
    description: 'No valid token: the client logs out',
    schema: 'Detail',
  },
  403: {
    name: 'Forbidden',
    description: 'The token is valid, the right is missing',
    schema: 'Detail',
  },
  404: { name: 'NotFound', description: 'No such resource', schema: 'Detail' },
  409: {
    name: 'Conflict',
    description:
      'The resource changed since the client read it, or its state refuses the request: nothing was saved',
    schema: 'Detail',
  },
  413: {
    name: 'PayloadTooLarge',
    description: `A body over ${JSON_BODY_MAX_BYTES / 1024} KiB (an avatar or a choir image: ${AVATAR_MAX_BYTES / 1024 / 1024} MiB; a back-office library upload: the limit of its kind)`,
    schema: 'Detail',
  },
  429: {
    name: 'TooManyRequests',
    description: 'Too many attempts; `Retry-After` gives the seconds to wait',
    schema: 'Detail',
  },
};

/** Path parameters, by name: every `{name}` of a registry path must be here. */
const PATH_PARAMETERS: Record<string, { description: string; schema: JsonSchema }> = {
  id: {
    description:
      "The resource's id (a choir, an event, an account, a library item…); anything but a positive number answers 404",
    schema: { type: 'integer', minimum: 1 },
  },
  user_id: {
    description:
      "A member's account id (attendance marks); anything but a positive number answers 404",
    schema: { type: 'integer', minimum: 1 },
  },
  code: { description: 'The code of an activation link', schema: { type: 'string' } },
  kind: {
    description:
      "A video lesson's file: its source (mp4, webm, ogg) or its poster; anything else: 404",
    schema: { type: 'string', enum: ['mp4', 'webm', 'ogg', 'poster'] },
  },
  box: {
    description: 'A box of the resources: posters, brand or others; anything else: 404',
    schema: { type: 'string', enum: ['posters', 'brand', 'others'] },
  },
  form: {
    description:
      'A public form of the back office: auditions, campaign, questionnaire, workshops or consents; anything else: 404',
    schema: { type: 'string', enum: [...SUBMISSION_FORMS] },
  },
  slug: {
    description: "A news item's slug, e.g. 'gala-vocile-copiilor-ateneu'; unknown: 404",
    schema: { type: 'string', pattern: '^[a-z0-9-]+$' },
  },
  video: {
    description: "A news video's id (the site's `?watchVideo=`), e.g. 'gala-2025'; unknown: 404",
    schema: { type: 'string', pattern: '^[a-z0-9-]+$' },
  },
  token: {
    description:
      "A member's calendar feed token (43 characters of base64url); unknown or revoked: 404",
    schema: { type: 'string', pattern: '^[A-Za-z0-9_-]+$' },
  },
};

const json = (schema: JsonSchema) => ({ 'application/json': { schema } });
/** A file's bytes, as a body or an answer. */
const FILE: JsonSchema = { type: 'string', format: 'binary' };

function parametersOf(op: Operation) {
  const inPath = [...op.path.matchAll(/\{(\w+)\}/g)].map(([, name = '']) => {
    const known = PATH_PARAMETERS[name];
    if (!known) throw new Error(`${op.path}: describe the path parameter {${name}} in document.ts`);
    return { name, in: 'path', required: true, ...known };
  });
  const inQuery = Object.entries(op.query?.entries ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: !['optional', 'nullish', 'exact_optional'].includes(schema.type),
    schema: requestSchema(schema),
  }));
  return [...inPath, ...inQuery];
}

function requestBodyOf(op: Operation) {
  if (op.body) return { required: true, content: json(requestSchema(op.body)) };
  if (op.form) {
    return {
      required: true,
      content: { 'multipart/form-data': { schema: requestSchema(op.form) } },
    };
  }
  if (op.rawBody) return { required: true, content: { [op.rawBody]: { schema: FILE } } };
  return undefined;
}

function responsesOf(op: Operation) {
  const responses: Record<string, unknown> = {};
  for (const [status, schema] of Object.entries(op.responses)) {
    const files = Object.fromEntries((op.files ?? []).map((type) => [type, { schema: FILE }]));
    responses[status] = schema
      ? {
          description: op.summary,
          content: op.mediaType
            ? { [op.mediaType]: { schema: answerSchema(schema) } }
            : { ...json(answerSchema(schema)), ...files },
        }
      : { description: status === '304' ? 'Not modified: the ETag still holds' : 'No content' };
  }
  for (const status of errorsOf(op)) {
    responses[status] = { $ref: `#/components/responses/${ERRORS[status].name}` };
  }
  return responses;
}

function operationObject(op: Operation, tag: string) {
  const parameters = parametersOf(op);
  const requestBody = requestBodyOf(op);
  return {
    tags: [tag],
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    security: op.auth === 'user' ? [{ token: [] }, { cookie: [] }] : [],
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: responsesOf(op),
  };
}

function errorResponses() {
  const responses: Record<string, unknown> = {};
  for (const [status, error] of Object.entries(ERRORS)) {
    responses[error.name] = {
      description: error.description,
      ...(status === '429'
        ? { headers: { 'Retry-After': { schema: { type: 'integer', minimum: 1 } } } }
        : {}),
      content: json({ $ref: componentRef(error.schema) }),
    };
  }
  return responses;
}

function build() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [tag, operations] of Object.entries(operationsByTag)) {
    for (const op of operations) {
      paths[op.path] ??= {};
      if (paths[op.path]?.[op.method])
        throw new Error(`${op.method} ${op.path} is described twice`);
      paths[op.path] = { ...paths[op.path], [op.method]: operationObject(op, tag) };
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `${pkg.name} API`,
      version: pkg.version,
      description:
        "Paths, bodies and answers of the API; conventions (errors, sessions, paging) in docs/api.md. Every answer is `Cache-Control: private, no-store` unless its operation says otherwise (the counties, the choir map, the home figures and the site's content are public and cached; a library file is kept by the member's browser for an hour).",
    },
    tags: Object.keys(operationsByTag).map((name) => ({ name })),
    paths,
    components: {
      schemas: componentSchemas(),
      responses: errorResponses(),
      securitySchemes: {
        token: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: '`Token <token>`, the token of POST /api/token-auth/',
        },
        cookie: {
          type: 'apiKey',
          in: 'cookie',
          name: AUTH_COOKIE,
          description: 'The session cookie, holding the same token',
        },
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof build>;

let built: OpenApiDocument | undefined;

/** The document, built on first use: the schemas do not change while the process runs. */
export function openApiDocument(): OpenApiDocument {
  built ??= build();
  return built;
}

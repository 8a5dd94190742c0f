/**
 * valibot → JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1) with @valibot/to-json-schema.
 * Answers are converted as their output, request bodies and queries as their input (what a
 * client sends, before the schema trims or converts it). The answer schemas exported by
 * src/lib/api/ become named components, referenced wherever an answer contains them.
 */
import {
  type ConversionConfig,
  type JsonSchema,
  toJsonSchema,
  toJsonSchemaDefs,
} from '@valibot/to-json-schema';
import type * as v from 'valibot';
import * as account from '../../lib/api/account.ts';
import * as auth from '../../lib/api/auth.ts';
import * as captcha from '../../lib/api/captcha.ts';
import * as choirMap from '../../lib/api/choir-map.ts';
import * as choirs from '../../lib/api/choirs.ts';
import * as counties from '../../lib/api/counties.ts';
import * as dashboard from '../../lib/api/dashboard.ts';
import * as detail from '../../lib/api/detail.ts';
import * as health from '../../lib/api/health.ts';
import * as library from '../../lib/api/library.ts';
import * as members from '../../lib/api/members.ts';
import * as messaging from '../../lib/api/messaging.ts';
import * as staffAudit from '../../lib/api/staff-audit.ts';
import * as staffChoirs from '../../lib/api/staff-choirs.ts';
import * as staffLibrary from '../../lib/api/staff-library.ts';
import * as staffMessages from '../../lib/api/staff-messages.ts';
import * as staffPeople from '../../lib/api/staff-people.ts';
import * as staffReports from '../../lib/api/staff-reports.ts';
import * as staffSubmissions from '../../lib/api/staff-submissions.ts';
import * as staffWorkshops from '../../lib/api/staff-workshops.ts';
import { fieldErrorsSchema } from '../../lib/schemas/errors.ts';

const answerModules = [
  account,
  auth,
  captcha,
  choirMap,
  choirs,
  counties,
  dashboard,
  detail,
  health,
  library,
  members,
  messaging,
  { fieldErrorsSchema },
];

/** The back office's answers (/api/staff/), named 'Staff…': some share a members' answer's name. */
const staffAnswerModules = [
  staffAudit,
  staffChoirs,
  staffLibrary,
  staffMessages,
  staffPeople,
  staffReports,
  staffSubmissions,
  staffWorkshops,
];

const isSchema = (value: unknown): value is v.GenericSchema =>
  typeof value === 'object' && value !== null && 'kind' in value && value.kind === 'schema';

/** Each exported `fooBarSchema` as 'FooBar' ('StaffFooBar' for the back office's). */
function namedAnswers(): Record<string, v.GenericSchema> {
  const named: Record<string, v.GenericSchema> = {};
  const groups = [
    { prefix: '', modules: answerModules },
    { prefix: 'Staff', modules: staffAnswerModules },
  ];
  for (const { prefix, modules } of groups) {
    for (const module of modules) {
      for (const [name, value] of Object.entries(module)) {
        if (!isSchema(value) || !name.endsWith('Schema')) continue;
        const base = name[0]?.toUpperCase() + name.slice(1, -'Schema'.length);
        const key = base.startsWith(prefix) ? base : `${prefix}${base}`;
        if (named[key] && named[key] !== value) throw new Error(`two answer schemas named ${key}`);
        named[key] = value;
      }
    }
  }
  return named;
}

export const componentRef = (name: string) => `#/components/schemas/${name}`;

const named = namedAnswers();

const common = {
  target: 'draft-2020-12',
  // A schema the converter cannot express fails the document's test instead of vanishing.
  errorMode: 'throw',
  overrideRef: ({ referenceId }) => componentRef(referenceId),
  // An uploaded file: binary content in a multipart body.
  overrideSchema: ({ valibotSchema }) =>
    valibotSchema.type === 'file'
      ? { type: 'string', contentMediaType: 'application/octet-stream' }
      : null,
} satisfies ConversionConfig;

const answerConfig: ConversionConfig = { ...common, typeMode: 'output', definitions: named };
const requestConfig: ConversionConfig = {
  ...common,
  typeMode: 'input',
  // They change the value, not its type, or check what JSON Schema cannot say (a calendar day,
  // a repeated password): the input keeps its type without them.
  ignoreActions: ['trim', 'to_lower_case', 'check', 'partial_check'],
};

/** Without the converter's `$schema` and `$defs`: the document holds the definitions once. */
function bare(schema: JsonSchema): JsonSchema {
  const copy = { ...schema };
  delete copy.$schema;
  delete copy.$defs;
  return copy;
}

export const answerSchema = (schema: v.GenericSchema) => bare(toJsonSchema(schema, answerConfig));
export const requestSchema = (schema: v.GenericSchema) => bare(toJsonSchema(schema, requestConfig));

/** components.schemas: every named answer. */
export const componentSchemas = (): Record<string, JsonSchema> =>
  toJsonSchemaDefs(named, { ...common, typeMode: 'output' });

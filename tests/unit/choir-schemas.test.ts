import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { validation } from '../../src/lib/messages.ts';
import {
  choirCreateSchema,
  choirRefSchema,
  choirStep1Schema,
  choirStep2Schema,
} from '../../src/lib/schemas/choir.ts';
import { toFieldErrors } from '../../src/lib/schemas/errors.ts';

const step1 = {
  name: 'Corul „Lăstarii”',
  entity: 'Școala Gimnazială nr. 3',
  city: 'Pașcani',
  address: 'Str. Moldovei nr. 10',
  county: 'IS',
  choir_members: '28',
};
const step2 = { contact: 'Prof. Maria Ionescu', phone: '0722123456', email: 'Cor@Example.ro ' };
const errorsOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? {} : toFieldErrors(result.issues);
};

describe('choirStep1Schema', () => {
  test('accepts step 1 alone, with the number of members as text', () => {
    expect(v.parse(choirStep1Schema, step1)).toMatchObject({
      choir_members: 28,
      protocol_number: '',
    });
  });
});

describe('choirStep2Schema', () => {
  test('accepts step 2 alone and normalises the e-mail', () => {
    expect(v.parse(choirStep2Schema, step2).email).toBe('cor@example.ro');
  });
});

describe('choirCreateSchema', () => {
  test('needs the fields of both steps', () => {
    expect(errorsOf(choirCreateSchema, step1)).toEqual({
      contact: [validation.required],
      phone: [validation.phoneMissing],
      email: [validation.required],
    });
    expect(errorsOf(choirCreateSchema, { ...step1, ...step2 })).toEqual({});
  });
});

describe('choirRefSchema', () => {
  test.each([
    [{ choir: 7 }, 7],
    [{ id: '7' }, 7],
    [{ choir_id: 7 }, 7],
    [{ choir: 7, id: 9 }, 7],
  ])('reads the choir id from %j', (body, id) => {
    expect(v.parse(choirRefSchema, body)).toEqual({ choir: id });
  });
});

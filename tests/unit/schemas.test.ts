import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { DAY_YEARS } from '../../src/lib/limits.ts';
import { validation } from '../../src/lib/messages.ts';
import { finalizeAccountSchema } from '../../src/lib/schemas/account.ts';
import { loginSchema, registerSchema, resetConfirmFormSchema } from '../../src/lib/schemas/auth.ts';
import { toFieldErrors } from '../../src/lib/schemas/errors.ts';

const errorsOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? {} : toFieldErrors(result.issues);
};

describe('loginSchema', () => {
  test('trims and lower-cases the e-mail', () => {
    expect(v.parse(loginSchema, { username: '  Ana@Example.RO ', password: 'x' }).username).toBe(
      'ana@example.ro',
    );
  });

  test('gives one required message per missing field', () => {
    expect(errorsOf(loginSchema, {})).toEqual({
      username: [validation.required],
      password: [validation.required],
    });
  });
});

describe('registerSchema', () => {
  const valid = {
    email: 'a@b.ro',
    first_name: 'Ana',
    last_name: 'Pop',
    password: 'parola-buna',
    repeat_password: 'parola-buna',
    agreed: true,
    altcha: 'x',
  };

  test('accepts a valid form and drops unknown fields', () => {
    expect(v.parse(registerSchema, { ...valid, is_staff: true })).not.toHaveProperty('is_staff');
  });

  test('reports a password mismatch on repeat_password even while other fields are wrong', () => {
    expect(
      errorsOf(registerSchema, { ...valid, email: '', repeat_password: 'alta-parola' }),
    ).toEqual({
      email: [validation.required],
      repeat_password: [validation.passwordMismatch],
    });
  });

  test('keeps spaces inside a password', () => {
    expect(
      v.parse(registerSchema, { ...valid, password: ' cu spatii ', repeat_password: ' cu spatii ' })
        .password,
    ).toBe(' cu spatii ');
  });
});

describe('resetConfirmFormSchema', () => {
  test('requires the repeated password to match', () => {
    expect(
      errorsOf(resetConfirmFormSchema, {
        password: 'parola-noua',
        repeat_password: 'parola-nou',
        token: 't',
      }),
    ).toEqual({
      repeat_password: [validation.passwordMismatch],
    });
  });
});

describe('finalizeAccountSchema', () => {
  const valid = { birth_date: '2012-05-17', sex: 'F', judet: 'IS', localitate: 'Iași' };

  test.each([
    ['2012-13-01', validation.date],
    ['2011-02-29', validation.date],
    ['1899-12-31', validation.dateYears(DAY_YEARS.min, DAY_YEARS.max)],
    ['2999-01-01', validation.dateInFuture],
  ])('refuses the birth date %s', (birth_date, message) => {
    expect(errorsOf(finalizeAccountSchema, { ...valid, birth_date })).toEqual({
      birth_date: [message],
    });
  });

  test('accepts a leap day and an empty phone', () => {
    expect(
      v.parse(finalizeAccountSchema, { ...valid, birth_date: '2012-02-29', phone: '' }).phone,
    ).toBe('');
  });
});

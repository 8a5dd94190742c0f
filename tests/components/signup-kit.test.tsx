// @vitest-environment happy-dom
/** Pieces of the sign-up forms' browser kit that the browser tests reach only in passing. */
import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import * as v from 'valibot';
import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  clearDraft,
  DRAFT_KEY,
  readDraft,
  writeDraft,
} from '../../src/islands/forms/questionnaire-draft.ts';
import { auditionSchema } from '../../src/lib/schemas/audition.ts';
import { newSubmissionId, signupEnvelope } from '../../src/lib/schemas/signup.ts';
import { useForm } from '../../src/ui/use-form.ts';

describe('newSubmissionId', () => {
  test('makes version 4 UUIDs the server accepts, a new one each time', () => {
    const ids = Array.from({ length: 50 }, newSubmissionId);
    expect(new Set(ids).size).toBe(50);
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(v.is(signupEnvelope.submission_id, id)).toBe(true);
    }
  });
});

describe('the questionnaire draft', () => {
  afterEach(() => localStorage.clear());
  const fields = { q1: '', q9: [], q17: '', altcha: '', submission_id: '' };

  test('keeps the answers given, never the bot check or the submission id, and gives them back', () => {
    writeDraft({ q1: '2', q9: [1, 5], q17: 'Răbdare.', altcha: 'xyz', submission_id: 'abc' });
    expect(JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '{}')).toEqual({
      q1: '2',
      q9: [1, 5],
      q17: 'Răbdare.',
    });
    expect(readDraft(fields)).toEqual({ q1: '2', q9: [1, 5], q17: 'Răbdare.' });
  });

  test('forgets the draft when every answer is emptied, and once sent', () => {
    writeDraft({ q1: '2' });
    writeDraft({ q1: '', q9: [] });
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    writeDraft({ q1: '2' });
    clearDraft();
    expect(readDraft(fields)).toBeNull();
  });

  test.each([
    ['text that is not JSON', '{"q1": '],
    ['a list', '[1, 2]'],
    ['only unknown names and the submission id', '{"q99": "x", "submission_id": "abc"}'],
    ['values of the wrong kind', '{"q1": {"a": 1}, "q9": ["<script>"]}'],
  ])('gives nothing back for %s', (_case, stored) => {
    localStorage.setItem(DRAFT_KEY, stored);
    expect(readDraft(fields)).toBeNull();
  });
});

describe('useForm with onInvalid', () => {
  test('calls onInvalid instead of focusing a field after an invalid submit and after a 400', async () => {
    const onInvalid = vi.fn();
    const { result } = renderHook(() =>
      useForm(
        auditionSchema,
        {
          category: '',
          firstName: '',
          lastName: '',
          age: Number.NaN,
          email: '',
          phone: '',
          school: '',
          reason: '',
          experience: '',
          agreed: false,
          altcha: '',
          submission_id: '',
        },
        { onInvalid },
      ),
    );
    const send = vi.fn();
    await act(() => result.current.handleSubmit(send)({ preventDefault: () => {} } as FormEvent));
    expect(send).not.toHaveBeenCalled();
    expect(onInvalid).toHaveBeenCalledTimes(1);
    act(() => result.current.showServerErrors({ phone: ['Numai numere'] }));
    expect(onInvalid).toHaveBeenCalledTimes(2);
    expect(result.current.errorsOf('phone')).toContain('Numai numere');
  });
});

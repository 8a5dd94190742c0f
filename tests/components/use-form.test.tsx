// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { validation } from '../../src/lib/messages.ts';
import { loginSchema } from '../../src/lib/schemas/auth.ts';
import { useForm } from '../../src/ui/use-form.ts';

const submitEvent = () => ({ preventDefault: () => {} }) as FormEvent;
const setup = () =>
  renderHook(() => useForm(loginSchema, { username: '', password: '', altcha: '' }));

describe('useForm', () => {
  test('hides client errors until the field is touched', () => {
    const { result } = setup();
    expect(result.current.errorsOf('username')).toEqual([]);
    act(() => result.current.touch('username'));
    expect(result.current.errorsOf('username')).toEqual([validation.required]);
    expect(result.current.errorsOf('password')).toEqual([]);
  });

  test('shows every error and sends nothing after an invalid submit', async () => {
    const { result } = setup();
    const send = vi.fn();
    await act(() => result.current.handleSubmit(send)(submitEvent()));
    expect(send).not.toHaveBeenCalled();
    expect(result.current.errorsOf('password')).toEqual([validation.required]);
  });

  test('sends the schema output of valid values', async () => {
    const { result } = setup();
    act(() => {
      result.current.setValue('username', '  Ana@Example.com ');
      result.current.setValue('password', 'secret');
    });
    const send = vi.fn(async () => {});
    await act(() => result.current.handleSubmit(send)(submitEvent()));
    expect(send).toHaveBeenCalledWith({
      username: 'ana@example.com',
      password: 'secret',
      altcha: '',
    });
  });

  test('marks a field left by the keyboard at once', () => {
    const { result } = setup();
    act(() => result.current.field('username').onBlur());
    expect(result.current.errorsOf('username')).toEqual([validation.required]);
  });

  test('marks a field left by a press on another control once the click is over', async () => {
    const { result } = setup();
    act(() => {
      document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      result.current.field('username').onBlur();
    });
    // While the finger is down nothing moves: the pressed button stays where it was.
    expect(result.current.errorsOf('username')).toEqual([]);
    await act(async () => {
      document.body.dispatchEvent(new Event('pointerup', { bubbles: true }));
      document.body.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(result.current.errorsOf('username')).toEqual([validation.required]);
  });

  test('keeps a server error until that field is edited', () => {
    const { result } = setup();
    act(() => result.current.showServerErrors({ username: ['Luat'], password: ['Scurtă'] }));
    expect(result.current.errorsOf('username')).toEqual(['Luat']);
    act(() => result.current.setValue('username', 'ana@example.com'));
    expect(result.current.errorsOf('username')).toEqual([]);
    expect(result.current.errorsOf('password')).toEqual(['Scurtă']);
  });
});

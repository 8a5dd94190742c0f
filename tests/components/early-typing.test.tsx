// @vitest-environment happy-dom
/**
 * A slow phone shows the server-rendered form before React hydrates it: what the person types
 * meanwhile must survive hydration and the renders after it.
 */
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import LoginForm from '../../src/islands/auth/LoginForm.tsx';

describe('LoginForm hydration', () => {
  test('keeps the e-mail typed before hydration', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<LoginForm />);
    document.body.append(container);
    const email = container.querySelector<HTMLInputElement>('input[name="username"]');
    if (!email) throw new Error('no e-mail field');
    email.value = 'ana@example.com';

    await act(async () => {
      hydrateRoot(container, <LoginForm />);
    });
    const password = container.querySelector<HTMLInputElement>('input[name="password"]');
    await act(async () => {
      password?.focus();
      password?.blur();
    });
    expect(container.querySelector<HTMLInputElement>('input[name="username"]')?.value).toBe(
      'ana@example.com',
    );
  });
});

// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { account } from '../../src/lib/messages.ts';
import { Modal } from '../../src/ui/Modal.tsx';

afterEach(cleanup);

describe('Modal', () => {
  test('closes on Escape and offers a close button when dismissable', () => {
    const onClose = vi.fn();
    render(
      <Modal title="Editează" isOpen onClose={onClose}>
        <p>corp</p>
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Editează' })).toBeTruthy();
    expect(screen.getByRole('button', { name: account.close })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });

  test('ignores Escape and has no close button when forced', () => {
    const onClose = vi.fn();
    render(
      <Modal title="Acord" isOpen isDismissable={false} onClose={onClose}>
        <p>corp</p>
      </Modal>,
    );
    expect(screen.queryByRole('button', { name: account.close })).toBeNull();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
  });
});

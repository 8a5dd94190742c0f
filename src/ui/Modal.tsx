/**
 * A modal dialog (react-aria ModalOverlay + Modal + Dialog): focus moves into it, stays trapped
 * and returns to the opener on close; the rest of the page is hidden from assistive technology.
 * `isDismissable={false}` makes a forced modal: no close button, Escape and outside clicks do nothing.
 */
import type { ReactNode } from 'react';
import { Modal as AriaModal, Dialog, Heading, ModalOverlay } from 'react-aria-components';
import { account } from '../lib/messages.ts';
import { Button } from './Button.tsx';

export interface ModalProps {
  title: string;
  isOpen: boolean;
  /** Called when the user closes a dismissable modal (Escape, outside click, close button). */
  onClose?: () => void;
  isDismissable?: boolean;
  /** 'alertdialog' for an error that needs the user's answer. */
  role?: 'dialog' | 'alertdialog';
  /** 'lg' for a table; 'drawer' slides from the left edge (the members menu on a phone). */
  size?: 'sm' | 'md' | 'lg' | 'drawer';
  children: ReactNode;
}

export function Modal({
  title,
  isOpen,
  onClose,
  isDismissable = true,
  role = 'dialog',
  size = 'md',
  children,
}: ModalProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose?.();
      }}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      className={size === 'drawer' ? 'modal-overlay modal-overlay--drawer' : 'modal-overlay'}
    >
      <AriaModal className={`modal modal--${size}`}>
        <Dialog role={role} className="modal__dialog">
          <div className="modal__header">
            <Heading slot="title" className="modal__title">
              {title}
            </Heading>
            {isDismissable ? (
              <button
                type="button"
                className="modal__close"
                aria-label={account.close}
                onClick={() => onClose?.()}
              >
                <span aria-hidden="true">×</span>
              </button>
            ) : null}
          </div>
          <div className="modal__body">{children}</div>
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}

export interface ModalActionsProps {
  /** The submit button's text. */
  submit: string;
  /** True while the form sends: the submit button shows it and ignores presses. */
  busy?: boolean;
  /** A secondary button before it ('Anulează', 'Înapoi'), pressed: `onCancel`. */
  cancel?: string;
  onCancel?: () => void;
  /** Buttons before those. */
  children?: ReactNode;
}

/** The buttons at the foot of a modal's form. */
export function ModalActions({ submit, busy, cancel, onCancel, children }: ModalActionsProps) {
  return (
    <div className="modal__actions">
      {children}
      {cancel ? (
        <Button variant="secondary" onPress={onCancel}>
          {cancel}
        </Button>
      ) : null}
      <Button type="submit" isPending={busy}>
        {submit}
      </Button>
    </div>
  );
}

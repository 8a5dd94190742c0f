/**
 * The button of the UI kit (react-aria Button: press events, keyboard, focus ring data attributes).
 * `isPending` shows a spinner, marks the button aria-disabled and ignores presses while a request
 * runs; the accessible name and the focus stay. (react-aria's own isPending is not used: its live
 * announcement points at the button by id and outlives a button that closes with its modal,
 * which axe then reports as an unlabelled image.)
 */
import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends Omit<AriaButtonProps, 'children' | 'className' | 'isPending'> {
  variant?: ButtonVariant;
  fullWidth?: boolean;
  isPending?: boolean;
  className?: string;
  children: ReactNode;
}

export function Button(props: ButtonProps) {
  const {
    variant = 'primary',
    fullWidth,
    isPending,
    className,
    children,
    onPress,
    ...rest
  } = props;
  const classes = ['button', `button--${variant}`, fullWidth ? 'button--full' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <AriaButton
      {...rest}
      {...(onPress ? { onPress: (event) => (isPending ? undefined : onPress(event)) } : {})}
      aria-disabled={isPending ? true : undefined}
      data-pending={isPending ? true : undefined}
      className={classes}
    >
      {isPending ? <span className="button__spinner" aria-hidden="true" /> : null}
      {children}
    </AriaButton>
  );
}

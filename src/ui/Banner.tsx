/**
 * An inline notice at the top of a form: success is a polite status, an error is an alert.
 * Render it always (with `children` null when empty) so the live region exists before it speaks.
 */
import type { ReactNode } from 'react';

export interface BannerProps {
  tone: 'success' | 'error' | 'info';
  children?: ReactNode;
  title?: string;
}

export function Banner({ tone, title, children }: BannerProps) {
  const role = tone === 'error' ? 'alert' : 'status';
  const empty = children == null || children === false;
  return (
    <div role={role} className={empty ? 'banner-slot' : `banner banner--${tone}`}>
      {empty ? null : (
        <>
          {title ? <p className="banner__title">{title}</p> : null}
          <div className="banner__text">{children}</div>
        </>
      )}
    </div>
  );
}

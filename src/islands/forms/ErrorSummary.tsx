/**
 * The error summary at the top of a sign-up form after a failed send (the GOV.UK pattern): a
 * heading, then one link per field with its message. The summary takes the focus, so a screen
 * reader reads it and a keyboard user is at its links; a link moves the focus to its field (not
 * just scrolls to it). It follows the fields: fixed ones leave the list, and it hides when empty.
 */
import { forwardRef, type MouseEvent } from 'react';
import { signups as m } from '../../lib/messages.ts';

export interface SummaryItem {
  /** The field's `name` in the form. */
  name: string;
  label: string;
  message: string;
}

const FOCUSABLE = 'input:not([type="hidden"]), textarea, button';

/**
 * Focuses the field named `name` in `form`: the first control of its `.field` that a person can
 * reach (a select's button, not the hidden select react-aria keeps for the form; the first radio).
 */
export function focusField(form: HTMLFormElement | null, name: string) {
  const named = form?.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`);
  const reachable = [...(named?.closest('.field')?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
  const control = reachable.find((el) => !el.closest('[aria-hidden="true"]')) ?? named;
  if (!control) return;
  control.focus();
  control.scrollIntoView({ block: 'center' });
}

export const ErrorSummary = forwardRef<
  HTMLElement,
  { items: SummaryItem[]; form: () => HTMLFormElement | null }
>(function ErrorSummary({ items, form }, ref) {
  if (items.length === 0) return null;
  const go = (event: MouseEvent, name: string) => {
    event.preventDefault();
    focusField(form(), name);
  };
  return (
    <section
      ref={ref}
      className="error-summary"
      tabIndex={-1}
      aria-labelledby="error-summary-heading"
    >
      <h2 id="error-summary-heading" className="error-summary__heading">
        {m.summaryHeading}
      </h2>
      <p>{m.summaryIntro}</p>
      <ul className="error-summary__list">
        {items.map((item) => (
          <li key={item.name}>
            <a href={`#${item.name}`} onClick={(event) => go(event, item.name)}>
              {m.summaryItem(item.label, item.message)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
});

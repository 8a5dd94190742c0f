/**
 * A small form-state hook around one valibot schema, the same schema the API validates with.
 * Client errors of a field show once it is touched (left after focus) or after a submit attempt
 * (spec §5); server 400 errors show until the user edits that field. A failed submit moves the
 * focus to the first invalid control.
 */
import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import * as v from 'valibot';
import { type FieldErrors, toFieldErrors } from '../lib/schemas/errors.ts';

type AnySchema = v.GenericSchema<Record<string, unknown>, Record<string, unknown>>;

/**
 * A field left by pressing another control is marked touched only once the press is over. Its
 * error would otherwise appear at the press (pointerdown moves the focus), push the pressed
 * 'Salvează' down under the finger, and the tap would land beside it: seen on phones. Left by the
 * keyboard, a field is marked at once.
 */
let pressing = false;
const afterPress: (() => void)[] = [];
const flushPressed = () => {
  pressing = false;
  for (const run of afterPress.splice(0)) run();
};
if (typeof document !== 'undefined') {
  document.addEventListener('pointerdown', () => (pressing = true), true);
  // After the click that ends the press (its handlers run first), or soon after a press without one.
  document.addEventListener('click', () => setTimeout(flushPressed), true);
  const released = () => setTimeout(() => pressing && flushPressed(), 300);
  document.addEventListener('pointerup', released, true);
  document.addEventListener('pointercancel', released, true);
}
const whenPressEnds = (run: () => void) => (pressing ? afterPress.push(run) : run());

const FOCUSABLE =
  'input:not([type="hidden"]), button, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * What a form holds while being filled: any string where the schema wants a picklist or a date,
 * any boolean where it wants `true` (an unticked agreement), every optional field present.
 */
export type FormValues<T> = {
  [K in keyof T]-?: T[K] extends boolean
    ? boolean
    : T[K] extends string | undefined
      ? string
      : T[K];
};

export interface FieldBinding<T> {
  /** The field's name in the form: its key in the schema. */
  name: string;
  value: T;
  onChange: (value: T) => void;
  onBlur: () => void;
  errors: string[];
}

export interface FormOptions {
  /**
   * Called instead of focusing the first invalid control after a failed submit or a 400: a form
   * with an error summary moves the focus to the summary (src/islands/forms/ErrorSummary.tsx).
   */
  onInvalid?: () => void;
}

export function useForm<S extends AnySchema>(
  schema: S,
  initial: FormValues<v.InferInput<S>>,
  options: FormOptions = {},
) {
  type Values = FormValues<v.InferInput<S>>;
  type Name = keyof Values & string;
  const [values, setValues] = useState<Values>(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  const result = useMemo(() => v.safeParse(schema, values), [schema, values]);
  const clientErrors = useMemo(
    () => (result.success ? {} : toFieldErrors(result.issues)),
    [result],
  );

  /** `name` may be an entry of a list field, 'awards.2': shown once the list is touched. */
  const errorsOf = (name: string): string[] => {
    const shown = touched.has(name) || touched.has(name.split('.')[0] ?? name) || submitted;
    const client = shown ? (clientErrors[name] ?? []) : [];
    const server = serverErrors[name] ?? [];
    return [...new Set([...client, ...server])];
  };

  const setValue = useCallback(<K extends Name>(name: K, value: Values[K]) => {
    setValues((prev) => ({ ...prev, [name]: value }));
    // Editing a list clears the server's errors of its entries too ('awards.2').
    setServerErrors((prev) => {
      const edited = (key: string) => key === name || key.startsWith(`${name}.`);
      if (!Object.keys(prev).some(edited)) return prev;
      return Object.fromEntries(Object.entries(prev).filter(([key]) => !edited(key)));
    });
  }, []);

  const touch = useCallback((name: Name) => {
    setTouched((prev) => (prev.has(name) ? prev : new Set(prev).add(name)));
  }, []);

  /** Props for a UI-kit field: its name, value, onChange, onBlur and the errors to show. */
  const field = <K extends Name>(name: K): FieldBinding<Values[K]> => ({
    name,
    value: values[name],
    onChange: (value) => setValue(name, value),
    onBlur: () => whenPressEnds(() => touch(name)),
    errors: errorsOf(name),
  });

  // What was typed before the island hydrated (a slow phone) is in the DOM but not in the state:
  // adopt it, or the next render would write the empty state value over it.
  useEffect(() => {
    const elements = formRef.current?.elements;
    if (!elements) return;
    setValues((prev) => {
      const typed: Record<string, unknown> = {};
      for (const [name, value] of Object.entries(prev)) {
        const input = elements.namedItem(name);
        if (!(input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement)) continue;
        if (typeof value === 'boolean' && input instanceof HTMLInputElement) {
          if (input.checked !== value) typed[name] = input.checked;
        } else if (typeof value === 'string' && input.value && input.value !== value) {
          typed[name] = input.value;
        }
      }
      return Object.keys(typed).length ? { ...prev, ...typed } : prev;
    });
  }, []);

  // After a failed submit, focus the first invalid control once React has marked it.
  useEffect(() => {
    if (!focusRequest) return;
    const invalid = formRef.current?.querySelector<HTMLElement>(
      '[aria-invalid="true"], [data-invalid]',
    );
    const target = invalid?.matches(FOCUSABLE)
      ? invalid
      : invalid?.querySelector<HTMLElement>(FOCUSABLE);
    target?.focus();
  }, [focusRequest]);

  /** Validates, then runs `send` with the schema's output; the form is busy meanwhile. */
  const handleSubmit =
    (send: (output: v.InferOutput<S>) => Promise<void>) => async (event: FormEvent) => {
      event.preventDefault();
      if (busy) return;
      setSubmitted(true);
      if (!result.success) {
        if (options.onInvalid) options.onInvalid();
        else setFocusRequest((n) => n + 1);
        return;
      }
      setServerErrors({});
      setBusy(true);
      try {
        await send(result.output);
      } finally {
        setBusy(false);
      }
    };

  /** Shows the field errors of a 400 answer; focus goes to the first field that has one. */
  const showServerErrors = (errors: FieldErrors) => {
    setServerErrors(errors);
    if (options.onInvalid) options.onInvalid();
    else setFocusRequest((n) => n + 1);
  };

  const reset = (next: Values = initial) => {
    setValues(next);
    setTouched(new Set());
    setSubmitted(false);
    setServerErrors({});
  };

  return {
    values,
    setValue,
    touch,
    field,
    errorsOf,
    handleSubmit,
    showServerErrors,
    serverErrors,
    busy,
    reset,
    formRef,
    isValid: result.success,
  };
}

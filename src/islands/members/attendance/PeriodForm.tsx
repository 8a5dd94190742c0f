/**
 * The period of attendance figures (issue #28): two days and 'Arată', checked in the browser by the
 * API's own schema (figuresPeriodSchema) before asking. Used by the conductor's figures and the
 * back office's attendance report; the answer's own period fills the fields.
 */
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { figures as m } from '../../../lib/messages-attendance-figures.ts';
import { figuresPeriodSchema } from '../../../lib/schemas/attendance-figures.ts';
import { type FieldErrors, toFieldErrors } from '../../../lib/schemas/errors.ts';
import { Button } from '../../../ui/Button.tsx';
import { DatePicker } from '../../../ui/DatePicker.tsx';
import './figures.css';

export interface PeriodDays {
  from: string;
  to: string;
}

interface Props {
  /** The period shown now (the answer's). */
  period: PeriodDays | null;
  onApply: (period: PeriodDays) => void;
}

export function PeriodForm({ period, onApply }: Props) {
  const [draft, setDraft] = useState<PeriodDays>({ from: '', to: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  useEffect(() => {
    if (period) setDraft(period);
  }, [period]);

  return (
    <form
      className="figures-period"
      aria-label={m.period}
      onSubmit={(event) => {
        event.preventDefault();
        const result = v.safeParse(figuresPeriodSchema, draft);
        if (!result.success) {
          setErrors(toFieldErrors(result.issues));
          return;
        }
        setErrors({});
        onApply(draft);
      }}
    >
      <DatePicker
        label={m.from}
        name="from"
        value={draft.from}
        onChange={(from) => setDraft((d) => ({ ...d, from }))}
        errors={errors.from ?? []}
      />
      <DatePicker
        label={m.to}
        name="to"
        value={draft.to}
        onChange={(to) => setDraft((d) => ({ ...d, to }))}
        errors={errors.to ?? []}
      />
      <Button type="submit">{m.apply}</Button>
    </form>
  );
}

/** `?from=&to=` of a period, for an API path. */
export const periodQuery = (period: PeriodDays | null) =>
  period ? `?${new URLSearchParams({ from: period.from, to: period.to })}` : '';

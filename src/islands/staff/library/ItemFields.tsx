/**
 * The fields of a library item's form, rendered from its kind's description (kinds.ts): texts,
 * a description, a choice, files (FileField), the score's vocabularies and the MP3 tracks
 * (TracksField). Each shows the errors of its field.
 */

import { useCachedGet } from '../../../client/use-cached-get.ts';
import {
  type StaffTerms,
  TERM_FIELDS,
  TERM_KINDS,
  type UploadKind,
} from '../../../lib/api/staff-library.ts';
import { apiPath } from '../../../lib/api-path.ts';
import { lib } from '../../../lib/messages-staff-library.ts';
import { staffLibraryPaths } from '../../../lib/paths/staff-library.ts';
import type { FieldErrors } from '../../../lib/schemas/errors.ts';
import { CheckboxGroup } from '../../../ui/CheckboxGroup.tsx';
import { Select } from '../../../ui/Select.tsx';
import { TextAreaField } from '../../../ui/TextAreaField.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { FileField } from './FileField.tsx';
import { type FormTrack, TracksField } from './TracksField.tsx';

/** A field's name, in the form's values and in lib.fields (its label). */
type Name<Values> = keyof Values & Exclude<keyof typeof lib.fields, 'tracks' | `track${string}`>;

/** One field of a form. */
export type FieldSpec<Values> =
  | { type: 'text'; name: Name<Values>; required?: true; numeric?: true }
  | { type: 'paragraphs'; name: Name<Values> }
  | { type: 'choice'; name: Name<Values>; options: { id: string; name: string }[] }
  | { type: 'file'; name: Name<Values>; kind: UploadKind; optional?: true }
  /** The four vocabularies of a score, each a group of checkboxes. */
  | { type: 'terms' }
  /** `parts`: each track names its voice part (a score's, issue #27). */
  | { type: 'tracks'; parts?: true };

interface Props<Values> {
  fields: FieldSpec<Values>[];
  values: Values;
  set: (change: Partial<Values>) => void;
  errors: FieldErrors;
  onBusy: (change: 1 | -1) => void;
}

type Loose = Record<string, unknown>;

function TermsFields({
  values,
  set,
  errors,
}: {
  values: Loose;
  set: (c: Loose) => void;
  errors: FieldErrors;
}) {
  const { data: terms } = useCachedGet<StaffTerms>(apiPath(staffLibraryPaths.terms));
  return (
    <div className="library-terms-grid">
      {TERM_KINDS.map((kind) => {
        const field = TERM_FIELDS[kind];
        return (
          <CheckboxGroup
            key={kind}
            label={lib.termKinds[kind]}
            name={field}
            options={(terms?.[kind] ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
            value={(values[field] as number[]).map(String)}
            onChange={(ids) => set({ [field]: ids.map(Number) })}
            errors={errors[field] ?? []}
          />
        );
      })}
    </div>
  );
}

export function ItemFields<Values>({ fields, values, set, errors, onBusy }: Props<Values>) {
  const value = values as Loose;
  const put = set as (change: Loose) => void;
  return fields.map((f) => {
    switch (f.type) {
      case 'text':
        return (
          <TextField
            key={f.name}
            label={lib.fields[f.name]}
            name={f.name}
            {...(f.numeric ? { inputMode: 'numeric' } : {})}
            value={value[f.name] as string}
            onChange={(text) => put({ [f.name]: text })}
            errors={errors[f.name] ?? []}
            isRequired={Boolean(f.required)}
          />
        );
      case 'paragraphs':
        return (
          <TextAreaField
            key={f.name}
            label={lib.fields[f.name]}
            name={f.name}
            value={value[f.name] as string}
            onChange={(text) => put({ [f.name]: text })}
            errors={errors[f.name] ?? []}
            rows={4}
          />
        );
      case 'choice': {
        const label = lib.fields[f.name];
        return (
          <Select
            key={f.name}
            label={label}
            name={f.name}
            placeholder={label}
            options={f.options}
            value={value[f.name] as string}
            onChange={(choice) => put({ [f.name]: choice })}
            errors={errors[f.name] ?? []}
            isRequired
          />
        );
      }
      case 'file':
        return (
          <FileField
            key={f.name}
            label={lib.fields[f.name]}
            kind={f.kind}
            value={value[f.name] as string | null}
            onChange={(key) => put({ [f.name]: key })}
            onBusy={onBusy}
            errors={errors[f.name]}
            optional={Boolean(f.optional)}
          />
        );
      case 'terms':
        return <TermsFields key="terms" values={value} set={put} errors={errors} />;
      default: // 'tracks'
        return (
          <TracksField
            key="tracks"
            tracks={value.tracks as FormTrack[]}
            withParts={Boolean(f.parts)}
            onChange={(tracks) => put({ tracks })}
            onBusy={onBusy}
            errors={errors}
          />
        );
    }
  });
}

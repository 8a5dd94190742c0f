/**
 * The search box of a back-office list: the text is applied when submitted (Enter or 'Caută'),
 * so the address and the history get one entry per search, not one per key.
 */
import { type FormEvent, useEffect, useState } from 'react';
import { Input, Label, SearchField } from 'react-aria-components';
import { STAFF_SEARCH_MAX_LENGTH } from '../../lib/limits.ts';
import { staff } from '../../lib/messages-staff.ts';
import { Button } from '../../ui/Button.tsx';

interface Props {
  /** What the box searches, e.g. 'Caută după nume sau e-mail'. */
  label: string;
  value: string;
  onSearch: (text: string) => void;
}

export function StaffSearch({ label, value, onSearch }: Props) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(text.trim());
  }

  return (
    <search>
      <form className="staff-search" onSubmit={submit}>
        <SearchField
          className="field search-field"
          value={text}
          onChange={setText}
          onClear={() => onSearch('')}
          maxLength={STAFF_SEARCH_MAX_LENGTH}
        >
          <Label className="field__label">{label}</Label>
          <Input className="field__input" />
        </SearchField>
        <Button type="submit" variant="secondary">
          {staff.search}
        </Button>
      </form>
    </search>
  );
}

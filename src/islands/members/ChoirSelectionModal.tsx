/**
 * 'Administrează corurile' (spec §2.9): find a choir by name, city and county, page through the
 * results 9 at a time, join or leave a choir, or found a new one ('Cor Nou').
 * Joining past the limit of unconfirmed memberships (spec §4) shows the spec's warning without a
 * request; the API's own 400 with that text shows the same way. Other join/leave failures are
 * silent (spec §8). After a join or a leave the row shows the API's answer.
 */
import { useStore } from '@nanostores/react';
import { useRef, useState } from 'react';
import { Button as AriaButton, Input, Label, SearchField } from 'react-aria-components';
import { readErrorBody } from '../../client/api.ts';
import type { ListedChoir } from '../../lib/api/choirs.ts';
import { choirs as m } from '../../lib/messages.ts';
import { $choirDialog, joinChoir, leaveChoir, reachedJoinLimit } from '../../stores/choirs.ts';
import { $choirs } from '../../stores/session.ts';
import { Banner } from '../../ui/Banner.tsx';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { Pager } from '../../ui/Pager.tsx';
import { Select } from '../../ui/Select.tsx';
import { COUNTY_OPTIONS } from '../account/profile-options.ts';
import { ChoirTable } from './ChoirTable.tsx';
import { type ChoirFilters, useChoirSearch } from './use-choir-search.ts';

const close = () => $choirDialog.set(null);

export function ChoirSelectionModal() {
  const choirs = useStore($choirs);
  const search = useChoirSearch();
  const [warning, setWarning] = useState<string | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  async function join(choir: ListedChoir) {
    setWarning(null);
    if (reachedJoinLimit(choirs)) {
      setWarning(m.joinLimit);
      return;
    }
    try {
      search.patch(await joinChoir(choir.id));
    } catch (error) {
      // The server is the authority on the limit; any other failure is silent (spec §8).
      const limit = (await readErrorBody(error))?.non_field_errors?.[0];
      if (limit) setWarning(limit);
    }
  }

  async function leave(choir: ListedChoir) {
    setWarning(null);
    try {
      search.patch(await leaveChoir(choir.id));
    } catch {
      // Silent (spec §8): the row keeps showing the membership.
    }
  }

  const { data, state } = search;
  const rows = data?.results ?? [];
  return (
    <Modal title={m.selectTitle} isOpen onClose={close}>
      <div ref={rootRef} className="choir-select">
        <fieldset className="choir-select__filters">
          <legend className="visually-hidden">{m.filters}</legend>
          <TextFilter
            label={m.filterName}
            clearLabel={m.clearName}
            name="name"
            search={search}
            autoFocus
          />
          <TextFilter label={m.filterCity} clearLabel={m.clearCity} name="city" search={search} />
          <div className="choir-select__county">
            <Select
              label={m.filterCounty}
              name="county"
              placeholder={m.allCounties}
              options={COUNTY_OPTIONS}
              value={search.filters.county}
              onChange={(value) => search.setFilter('county', value)}
            />
            {search.filters.county ? (
              <AriaButton
                className="clear-button"
                aria-label={m.clearCounty}
                onPress={() => {
                  search.setFilter('county', '');
                  rootRef.current?.querySelector<HTMLElement>('.select__button')?.focus();
                }}
              >
                <span aria-hidden="true">×</span>
              </AriaButton>
            ) : null}
          </div>
        </fieldset>

        <Banner tone="error">{warning}</Banner>

        <p role="status" className="choir-select__status">
          {state === 'loading'
            ? m.loadingList
            : state === 'error'
              ? m.loadFailed
              : data && data.count > 0
                ? m.found(data.count)
                : m.empty}
        </p>

        {rows.length > 0 && state !== 'error' ? (
          <ChoirTable rows={rows} busy={state === 'loading'} onJoin={join} onLeave={leave} />
        ) : null}

        <Pager
          label={m.pagination}
          page={search.page}
          pages={search.pages}
          onPage={search.setPage}
        />

        <div className="modal__actions">
          <Button variant="ghost" onPress={() => $choirDialog.set('add')}>
            {m.newChoir}
          </Button>
        </div>
      </div>
    </Modal>
  );
}

interface TextFilterProps {
  label: string;
  clearLabel: string;
  name: Exclude<keyof ChoirFilters, 'county'>;
  search: ReturnType<typeof useChoirSearch>;
  /** The name filter takes the focus when the modal opens: searching is what it is for. */
  autoFocus?: boolean;
}

/** A search field with its clear button (Escape clears it too). */
function TextFilter({ label, clearLabel, name, search, autoFocus = false }: TextFilterProps) {
  return (
    <SearchField
      name={name}
      autoFocus={autoFocus}
      value={search.filters[name]}
      onChange={(value) => search.setFilter(name, value)}
      className="field search-field"
    >
      <Label className="field__label">{label}</Label>
      <div className="search-field__box">
        <Input className="field__input search-field__input" />
        <AriaButton className="clear-button" aria-label={clearLabel}>
          <span aria-hidden="true">×</span>
        </AriaButton>
      </div>
    </SearchField>
  );
}

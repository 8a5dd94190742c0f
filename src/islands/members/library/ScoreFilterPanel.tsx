/**
 * The score list's filters (document 2 §2): voices, themes, difficulties, choir types (from
 * GET /api/song/filters), the file types mp3 and pdf, and the name/author search with its clear
 * button (Escape clears too). Each vocabulary is a labelled checkbox group, so a screen reader
 * hears 'Voci, grup' and Tab moves group to group. On phones the panel is a disclosure
 * ('Filtre', closed at first) so the list is not pushed under a screen of checkboxes.
 */
import {
  Button as AriaButton,
  Checkbox,
  CheckboxGroup,
  Disclosure,
  DisclosurePanel,
  Heading,
  Input,
  Label,
  SearchField,
} from 'react-aria-components';
import { SCORE_FILE_TYPES, type ScoreFilters } from '../../../lib/api/library.ts';
import { library } from '../../../lib/messages.ts';
import { Button } from '../../../ui/Button.tsx';
import { SCORE_SEARCH_MAX, type ScoreQuery, TERM_KEYS, type TermKey } from './score-query.ts';
import { useWideScreen } from './use-wide-screen.ts';
import './score-filters.css';

const m = library.scores;
const TERM_LABELS: Record<TermKey, string> = {
  voices: m.voices,
  themes: m.themes,
  difficulties: m.difficulties,
  choir_types: m.choirTypes,
};

export interface ScoreFilterPanelProps {
  filters: ScoreFilters | undefined;
  query: ScoreQuery;
  searchText: string;
  onSearchText: (text: string) => void;
  onChange: (patch: Partial<ScoreQuery>) => void;
  onClear: () => void;
}

/** How many checkboxes are ticked (shown on the phones' 'Filtre' button). */
const chosen = (query: ScoreQuery) =>
  TERM_KEYS.reduce((sum, key) => sum + query[key].length, 0) + query.files.length;

function Group({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: { id: string; name: string }[];
  value: string[];
  onChange: (value: string[]) => void;
}) {
  return (
    <CheckboxGroup className="filter-group" value={value} onChange={onChange}>
      <Label className="filter-group__label">{label}</Label>
      {options.map((option) => (
        <Checkbox key={option.id} value={option.id} className="checkbox">
          <span className="checkbox__box" aria-hidden="true">
            <svg viewBox="0 0 18 18" className="checkbox__tick" aria-hidden="true">
              <polyline points="3.5 9.5 7.5 13 14.5 5" />
            </svg>
          </span>
          <span className="checkbox__label">{option.name}</span>
        </Checkbox>
      ))}
    </CheckboxGroup>
  );
}

function SearchBox({ text, onText }: { text: string; onText: (text: string) => void }) {
  return (
    <SearchField
      className="field search-field score-filters__search"
      value={text}
      onChange={onText}
      maxLength={SCORE_SEARCH_MAX}
    >
      <Label className="field__label">{m.search}</Label>
      <div className="search-field__box">
        <Input className="field__input search-field__input" />
        <AriaButton className="clear-button" aria-label={m.clearSearch}>
          <span aria-hidden="true">×</span>
        </AriaButton>
      </div>
    </SearchField>
  );
}

function Fields(props: ScoreFilterPanelProps) {
  const { filters, query, onChange } = props;
  const active = chosen(query) > 0 || !!query.search;
  return (
    <div className="score-filters__fields">
      {filters
        ? TERM_KEYS.filter((key) => filters[key].length > 0).map((key) => (
            <Group
              key={key}
              label={TERM_LABELS[key]}
              options={filters[key].map((term) => ({ id: String(term.id), name: term.name }))}
              value={query[key].map(String)}
              onChange={(value) => onChange({ [key]: value.map(Number) })}
            />
          ))
        : null}
      <Group
        label={m.files}
        options={SCORE_FILE_TYPES.map((type) => ({ id: type, name: m.fileTypes[type] }))}
        value={query.files}
        onChange={(value) => onChange({ files: SCORE_FILE_TYPES.filter((t) => value.includes(t)) })}
      />
      {active ? (
        <Button variant="ghost" className="button--small" onPress={props.onClear}>
          {m.clearFilters}
        </Button>
      ) : null}
    </div>
  );
}

export function ScoreFilterPanel(props: ScoreFilterPanelProps) {
  const wide = useWideScreen();
  const count = chosen(props.query);
  return (
    <section className="card score-filters" aria-labelledby="score-filters-title">
      {wide ? (
        <h2 id="score-filters-title" className="score-filters__title">
          {m.filters}
        </h2>
      ) : (
        <h2 id="score-filters-title" className="visually-hidden">
          {m.filters}
        </h2>
      )}
      <SearchBox text={props.searchText} onText={props.onSearchText} />
      {wide ? (
        <Fields {...props} />
      ) : (
        <Disclosure className="score-filters__disclosure">
          <Heading level={3} className="score-filters__toggle-heading">
            <AriaButton slot="trigger" className="score-filters__toggle">
              {count > 0 ? m.filtersChosen(count) : m.filters}
              <span className="score-filters__chevron" aria-hidden="true" />
            </AriaButton>
          </Heading>
          <DisclosurePanel>
            <Fields {...props} />
          </DisclosurePanel>
        </Disclosure>
      )}
    </section>
  );
}

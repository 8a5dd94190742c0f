/**
 * Jurnalul acțiunilor (issue #12): every staff action, newest first: who, what, on what, when.
 * Filtered by the target or the staff member's e-mail, by action and by days (issue #23);
 * exported as CSV or XLSX with the same filters. What an action touched links to its page in the
 * back office (a choir, a person, a library item, a submission, a message), unless it was deleted.
 */
import type { StaffAction } from '../../../lib/api/staff-audit.ts';
import { apiHref, apiPath } from '../../../lib/api-path.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { staff } from '../../../lib/messages-staff.ts';
import { actionLabel, STAFF_ACTIONS, journal as t } from '../../../lib/messages-staff-journal.ts';
import { staffPaths } from '../../../lib/paths/staff.ts';
import { DatePicker } from '../../../ui/DatePicker.tsx';
import { type ChoiceFilter, StaffFilters } from '../StaffFilters.tsx';
import { type StaffColumn, StaffTable } from '../StaffTable.tsx';
import { useStaffList } from '../use-staff-list.ts';

const FILTERS = ['action', 'from', 'to'] as const;
const PAGES = '/cont/administrare';

/** The library's tab of each kind of item (LibraryAdminPage.tsx), found there by its name. */
const LIBRARY_TABS: Record<string, string> = {
  score: 'scores',
  audiobook: 'audiobooks',
  video_lesson: 'videos',
  resource: 'resources',
};

/** Where the back office shows what `row` touched; null when it has no page or is gone. */
export function targetHref(row: StaffAction): string | null {
  const id = row.target_id;
  if (id === null || row.action.endsWith('.delete')) return null;
  const at = (page: string, query: Record<string, string>) =>
    `${PAGES}/${page}?${new URLSearchParams(query)}`;
  const tab = LIBRARY_TABS[row.target_type];
  if (tab) return at('librarie', { tab, q: row.target_label });
  switch (row.target_type) {
    case 'choir':
      return at('coruri', { id: String(id) });
    case 'user':
      return at('persoane', { id: String(id) });
    case 'consent':
      return at('inscrieri', { form: 'consents', id: String(id) });
    case 'contact_message':
      return at('mesaje', { box: 'contact', id: String(id) });
    case 'madrigalist_message':
      return at('mesaje', { box: 'madrigalist', id: String(id) });
    case 'workshop':
      return at('ateliere', { workshop: String(id) });
    case 'workshop_session':
      return at('ateliere', { session: String(id) });
    default:
      return null;
  }
}

function Target({ row }: { row: StaffAction }) {
  const label = row.target_label || `${row.target_type} ${row.target_id ?? ''}`;
  const href = targetHref(row);
  return href ? <a href={href}>{label}</a> : label;
}
const CHOICES: ChoiceFilter[] = [
  {
    name: 'action',
    label: t.action,
    options: [
      { id: 'all', name: staff.all },
      ...Object.entries(STAFF_ACTIONS).map(([id, name]) => ({ id, name })),
    ],
  },
];

const shown = (value: unknown) => value !== undefined && value !== null && value !== '';
const asText = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);

/** The action's detail as 'key: value' pairs, one level of nesting flattened, empty values left out. */
function detailText(detail: StaffAction['detail']) {
  const pairs = Object.entries(detail ?? {}).flatMap(([key, value]) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.entries(value).filter(([, inner]) => shown(inner))
      : shown(value)
        ? [[key, value] as const]
        : [],
  );
  return pairs.length > 0
    ? pairs.map(([key, value]) => `${key}: ${asText(value)}`).join('; ')
    : '–';
}

const COLUMNS: StaffColumn<StaffAction>[] = [
  { key: 'when', label: t.when, render: (row) => formatDateTime(row.created_at) },
  { key: 'who', label: t.who, render: (row) => row.actor?.email ?? t.deleted },
  { key: 'action', label: t.action, render: (row) => actionLabel(row.action) },
  { key: 'target', label: t.target, render: (row) => <Target row={row} /> },
  { key: 'detail', label: t.detail, render: (row) => detailText(row.detail) },
];

export default function JournalPage() {
  const list = useStaffList<StaffAction>(apiPath(staffPaths.audit), FILTERS);
  return (
    <>
      <StaffFilters list={list} search={t.search} choices={CHOICES}>
        <DatePicker
          label={t.from}
          name="from"
          value={list.filter('from')}
          onChange={(value) => list.setFilter('from', value)}
        />
        <DatePicker
          label={t.to}
          name="to"
          value={list.filter('to')}
          onChange={(value) => list.setFilter('to', value)}
        />
      </StaffFilters>
      <StaffTable
        label={t.list}
        list={list}
        columns={COLUMNS}
        rowKey={(row) => row.id}
        exportHref={apiHref(staffPaths.audit)}
      />
    </>
  );
}

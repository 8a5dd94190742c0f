/**
 * Jurnalul acțiunilor (issue #12): every staff action, newest first: who, what, on what, when.
 * Filtered by the target or the staff member's e-mail, by action and by the kind of target;
 * exported as CSV or XLSX with the same filters.
 */
import type { StaffAction } from '../../../lib/api/staff-audit.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { actionLabel, STAFF_ACTIONS } from '../../../lib/staff/actions.ts';
import { staff } from '../../../lib/staff/common.ts';
import { Select } from '../../../ui/Select.tsx';
import { StaffSearch } from '../StaffSearch.tsx';
import { type StaffColumn, StaffTable } from '../StaffTable.tsx';
import { useStaffList } from '../use-staff-list.ts';

const t = {
  list: 'Jurnalul acțiunilor',
  search: 'Caută după obiect sau e-mailul autorului',
  action: 'Acțiunea',
  when: 'Data',
  who: 'Cine',
  target: 'Asupra',
  detail: 'Detalii',
  deleted: 'cont șters',
};

const FILTERS = ['action'] as const;
const ALL = 'all';
const ACTION_OPTIONS = [
  { id: ALL, name: staff.all },
  ...Object.entries(STAFF_ACTIONS).map(([id, name]) => ({ id, name })),
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
  {
    key: 'target',
    label: t.target,
    render: (row) => row.target_label || `${row.target_type} ${row.target_id ?? ''}`,
  },
  { key: 'detail', label: t.detail, render: (row) => detailText(row.detail) },
];

export default function JournalPage() {
  const list = useStaffList<StaffAction>('staff/audit/', FILTERS);
  return (
    <>
      <div className="staff-filters">
        <StaffSearch
          label={t.search}
          value={list.filter('q')}
          onSearch={(q) => list.setFilter('q', q)}
        />
        <Select
          label={t.action}
          name="action"
          placeholder={staff.all}
          options={ACTION_OPTIONS}
          value={list.filter('action') || ALL}
          onChange={(value) => list.setFilter('action', value === ALL ? '' : value)}
        />
      </div>
      <StaffTable
        label={t.list}
        list={list}
        columns={COLUMNS}
        rowKey={(row) => row.id}
        exportPath="staff/audit/"
      />
    </>
  );
}

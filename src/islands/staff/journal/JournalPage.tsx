/**
 * Jurnalul acțiunilor (issue #12): every staff action, newest first: who, what, on what, when.
 * Filtered by the target or the staff member's e-mail, by action and by the kind of target;
 * exported as CSV or XLSX with the same filters.
 */
import type { StaffAction } from '../../../lib/api/staff-audit.ts';
import { apiHref, apiPath } from '../../../lib/api-path.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { staff } from '../../../lib/messages-staff.ts';
import { actionLabel, STAFF_ACTIONS, journal as t } from '../../../lib/messages-staff-journal.ts';
import { staffPaths } from '../../../lib/paths/staff.ts';
import { type ChoiceFilter, StaffFilters } from '../StaffFilters.tsx';
import { type StaffColumn, StaffTable } from '../StaffTable.tsx';
import { useStaffList } from '../use-staff-list.ts';

const FILTERS = ['action'] as const;
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
  {
    key: 'target',
    label: t.target,
    render: (row) => row.target_label || `${row.target_type} ${row.target_id ?? ''}`,
  },
  { key: 'detail', label: t.detail, render: (row) => detailText(row.detail) },
];

export default function JournalPage() {
  const list = useStaffList<StaffAction>(apiPath(staffPaths.audit), FILTERS);
  return (
    <>
      <StaffFilters list={list} search={t.search} choices={CHOICES} />
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

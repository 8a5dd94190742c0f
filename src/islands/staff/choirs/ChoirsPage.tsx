/**
 * Coruri (issue #12): every choir, the waiting ones first, filtered by status, county and a text
 * in the name or the city, exported with the same filters. A choir's name opens its detail on
 * the same page (`?id=N`, so it can be linked, reloaded and left with the browser's back);
 * the list's filters stay in the address meanwhile.
 */
import { useCallback, useState } from 'react';
import { CHOIR_STATUSES, type StaffChoir } from '../../../lib/api/staff-choirs.ts';
import { apiHref, apiPath } from '../../../lib/api-path.ts';
import { formatDate } from '../../../lib/dates.ts';
import { staff } from '../../../lib/messages-staff.ts';
import { staffChoirs as sc } from '../../../lib/messages-staff-choirs.ts';
import { staffPaths } from '../../../lib/paths/staff.ts';
import { COUNTY_OPTIONS } from '../../account/profile-options.ts';
import { type ChoiceFilter, StaffFilters } from '../StaffFilters.tsx';
import { type StaffColumn, StaffTable } from '../StaffTable.tsx';
import { useStaffList } from '../use-staff-list.ts';
import { ChoirDetail } from './ChoirDetail.tsx';
import { ChoirState } from './ChoirState.tsx';

const FILTERS = ['status', 'county'] as const;
const CHOICES: ChoiceFilter[] = [
  {
    name: 'status',
    label: sc.status,
    options: [
      { id: 'all', name: sc.statusAll },
      ...CHOIR_STATUSES.map((id) => ({ id, name: sc.statusLabels[id] })),
    ],
  },
  {
    name: 'county',
    label: staff.county,
    options: [{ id: 'all', name: staff.allCounties }, ...COUNTY_OPTIONS],
  },
];

export default function ChoirsPage() {
  const list = useStaffList<StaffChoir>(apiPath(staffPaths.choirs), FILTERS);
  const openId = Number(list.param('id')) || 0;
  // Back from a detail, the focus returns to that choir's link in the list.
  const [returnTo, setReturnTo] = useState(0);
  const focusOnce = useCallback((link: HTMLAnchorElement | null) => {
    if (!link) return;
    link.focus();
    setReturnTo(0);
  }, []);
  if (openId) {
    const back = () => {
      setReturnTo(openId);
      list.setParam('id', '');
    };
    return <ChoirDetail id={openId} onBack={back} />;
  }

  const columns: StaffColumn<StaffChoir>[] = [
    {
      key: 'name',
      label: sc.name,
      render: (row) => (
        <a
          href={`?id=${row.id}`}
          onClick={(event) => list.openDetail(event, row.id)}
          ref={row.id === returnTo ? focusOnce : undefined}
        >
          {row.name}
        </a>
      ),
    },
    { key: 'city', label: sc.city, render: (row) => row.city },
    { key: 'county', label: sc.county, render: (row) => row.county_name },
    { key: 'state', label: sc.state, render: (row) => <ChoirState confirmed={row.is_confirmed} /> },
    { key: 'members', label: sc.members, render: (row) => row.members_count },
    { key: 'conductors', label: sc.conductors, render: (row) => row.conductors_count },
    { key: 'created', label: sc.createdAt, render: (row) => formatDate(row.created_at) },
  ];

  return (
    <>
      <StaffFilters list={list} search={sc.searchLabel} choices={CHOICES} />
      <StaffTable
        label={sc.list}
        list={list}
        columns={columns}
        rowKey={(row) => row.id}
        exportHref={apiHref(staffPaths.choirs)}
      />
    </>
  );
}

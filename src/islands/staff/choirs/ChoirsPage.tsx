/**
 * Coruri (issue #12): every choir, the waiting ones first, filtered by status, county and a text
 * in the name or the city, exported with the same filters. A choir's name opens its detail on
 * the same page (`?id=N`, so it can be linked, reloaded and left with the browser's back);
 * the list's filters stay in the address meanwhile.
 */
import { type MouseEvent, useCallback, useState } from 'react';
import type { StaffChoir } from '../../../lib/api/staff-choirs.ts';
import { formatDate } from '../../../lib/dates.ts';
import { CHOIR_STATUSES, staffChoirs as sc } from '../../../lib/staff/choirs.ts';
import { staff } from '../../../lib/staff/common.ts';
import { Select } from '../../../ui/Select.tsx';
import { COUNTY_OPTIONS } from '../../account/profile-options.ts';
import { StaffSearch } from '../StaffSearch.tsx';
import { type StaffColumn, StaffTable } from '../StaffTable.tsx';
import { useStaffList } from '../use-staff-list.ts';
import { ChoirDetail } from './ChoirDetail.tsx';
import { ChoirState } from './ChoirState.tsx';

const FILTERS = ['status', 'county'] as const;
const ALL = 'all';
const STATUS_OPTIONS = [
  { id: ALL, name: sc.statusAll },
  ...CHOIR_STATUSES.map((id) => ({ id, name: sc.statusLabels[id] })),
];
const COUNTY_FILTER = [{ id: ALL, name: staff.allCounties }, ...COUNTY_OPTIONS];

export default function ChoirsPage() {
  const list = useStaffList<StaffChoir>('staff/choirs/', FILTERS);
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

  const open = (event: MouseEvent, id: number) => {
    // A plain click opens the detail in place; a modified click (new tab) follows the link.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    list.setParam('id', String(id));
  };
  const columns: StaffColumn<StaffChoir>[] = [
    {
      key: 'name',
      label: sc.name,
      render: (row) => (
        <a
          href={`?id=${row.id}`}
          onClick={(event) => open(event, row.id)}
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
      <div className="staff-filters">
        <StaffSearch
          label={sc.searchLabel}
          value={list.filter('q')}
          onSearch={(q) => list.setFilter('q', q)}
        />
        <Select
          label={sc.status}
          name="status"
          placeholder={sc.statusAll}
          options={STATUS_OPTIONS}
          value={list.filter('status') || ALL}
          onChange={(value) => list.setFilter('status', value === ALL ? '' : value)}
        />
        <Select
          label={staff.county}
          name="county"
          placeholder={staff.allCounties}
          options={COUNTY_FILTER}
          value={list.filter('county') || ALL}
          onChange={(value) => list.setFilter('county', value === ALL ? '' : value)}
        />
      </div>
      <StaffTable
        label={sc.list}
        list={list}
        columns={columns}
        rowKey={(row) => row.id}
        exportPath="staff/choirs/"
      />
    </>
  );
}

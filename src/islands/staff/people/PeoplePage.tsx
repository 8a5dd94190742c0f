/**
 * Persoane (issue #12): accounts found by name or e-mail, filtered by state, role and county
 * (members of a choir in that county), exported with the same filters; an account's detail on
 * the same page (`?id=N`, linkable, left with the browser's back). Below the list, the members
 * export: every membership of the choirs of a chosen county as CSV or XLSX.
 */
import type { MouseEvent } from 'react';
import type { StaffPerson } from '../../../lib/api/staff-people.ts';
import { formatDate } from '../../../lib/dates.ts';
import { staff } from '../../../lib/staff/common.ts';
import { PERSON_ROLES, PERSON_STATES, staffPeople as sp } from '../../../lib/staff/people.ts';
import { Select, type SelectOption } from '../../../ui/Select.tsx';
import { COUNTY_OPTIONS } from '../../account/profile-options.ts';
import { StaffSearch } from '../StaffSearch.tsx';
import { type StaffColumn, StaffTable } from '../StaffTable.tsx';
import { useStaffList } from '../use-staff-list.ts';
import { MembersExport } from './MembersExport.tsx';
import { PersonDetail } from './PersonDetail.tsx';
import { PersonState } from './PersonState.tsx';
import './people.css';

const FILTERS = ['state', 'role', 'county'] as const;
const ALL = 'all';
const STATE_OPTIONS = [
  { id: ALL, name: staff.all },
  ...PERSON_STATES.map((id) => ({ id, name: sp.stateLabels[id] })),
];
const ROLE_OPTIONS = [
  { id: ALL, name: staff.all },
  ...PERSON_ROLES.map((id) => ({ id, name: sp.roleLabels[id] })),
];
const COUNTY_FILTER = [{ id: ALL, name: staff.allCounties }, ...COUNTY_OPTIONS];

export default function PeoplePage() {
  const list = useStaffList<StaffPerson>('staff/people/', FILTERS);
  const openId = Number(list.param('id')) || 0;
  if (openId) return <PersonDetail id={openId} onBack={() => list.setParam('id', '')} />;

  const open = (event: MouseEvent, id: number) => {
    // A plain click opens the detail in place; a modified click (new tab) follows the link.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    list.setParam('id', String(id));
  };
  const columns: StaffColumn<StaffPerson>[] = [
    {
      key: 'name',
      label: sp.name,
      render: (row) => (
        <a href={`?id=${row.id}`} onClick={(event) => open(event, row.id)}>
          {row.name || row.email}
        </a>
      ),
    },
    { key: 'email', label: sp.email, render: (row) => row.email },
    {
      key: 'state',
      label: sp.state,
      render: (row) => <PersonState state={row.state} staffMember={row.is_staff} />,
    },
    { key: 'choirs', label: sp.choirs, render: (row) => row.choirs_count },
    { key: 'created', label: sp.createdAt, render: (row) => formatDate(row.created_at) },
  ];
  const filter = (
    name: (typeof FILTERS)[number],
    label: string,
    options: readonly SelectOption[],
  ) => (
    <Select
      label={label}
      name={name}
      placeholder={options[0]?.name ?? staff.all}
      options={options}
      value={list.filter(name) || ALL}
      onChange={(value) => list.setFilter(name, value === ALL ? '' : value)}
    />
  );

  return (
    <>
      <div className="staff-filters">
        <StaffSearch
          label={sp.searchLabel}
          value={list.filter('q')}
          onSearch={(q) => list.setFilter('q', q)}
        />
        {filter('state', sp.state, STATE_OPTIONS)}
        {filter('role', sp.role, ROLE_OPTIONS)}
        {filter('county', sp.countyHint, COUNTY_FILTER)}
      </div>
      <StaffTable
        label={sp.list}
        list={list}
        columns={columns}
        rowKey={(row) => row.id}
        exportPath="staff/people/"
      />
      <MembersExport initialCounty={list.filter('county')} />
    </>
  );
}

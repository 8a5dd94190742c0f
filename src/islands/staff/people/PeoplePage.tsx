/**
 * Persoane (issue #12): accounts found by name or e-mail, filtered by state, role and county
 * (members of a choir in that county), exported with the same filters; an account's detail on
 * the same page (`?id=N`, linkable, left with the browser's back). Below the list, the members
 * export: every membership of the choirs of a chosen county as CSV or XLSX.
 */

import { PERSON_ROLES, PERSON_STATES, type StaffPerson } from '../../../lib/api/staff-people.ts';
import { apiHref, apiPath } from '../../../lib/api-path.ts';
import { formatDate } from '../../../lib/dates.ts';
import { staff } from '../../../lib/messages-staff.ts';
import { staffPeople as sp } from '../../../lib/messages-staff-people.ts';
import { staffPaths } from '../../../lib/paths/staff.ts';
import { COUNTY_OPTIONS } from '../../account/profile-options.ts';
import { type ChoiceFilter, StaffFilters } from '../StaffFilters.tsx';
import { type StaffColumn, StaffTable } from '../StaffTable.tsx';
import { useStaffList } from '../use-staff-list.ts';
import { MembersExport } from './MembersExport.tsx';
import { PersonDetail } from './PersonDetail.tsx';
import { PersonState } from './PersonState.tsx';
import './people.css';

const FILTERS = ['state', 'role', 'county'] as const;
const ALL = { id: 'all', name: staff.all };
const CHOICES: ChoiceFilter[] = [
  {
    name: 'state',
    label: sp.state,
    options: [ALL, ...PERSON_STATES.map((id) => ({ id, name: sp.stateLabels[id] }))],
  },
  {
    name: 'role',
    label: sp.role,
    options: [ALL, ...PERSON_ROLES.map((id) => ({ id, name: sp.roleLabels[id] }))],
  },
  {
    name: 'county',
    label: sp.countyHint,
    options: [{ id: 'all', name: staff.allCounties }, ...COUNTY_OPTIONS],
  },
];

export default function PeoplePage() {
  const list = useStaffList<StaffPerson>(apiPath(staffPaths.people), FILTERS);
  const openId = Number(list.param('id')) || 0;
  if (openId) return <PersonDetail id={openId} onBack={() => list.setParam('id', '')} />;

  const columns: StaffColumn<StaffPerson>[] = [
    {
      key: 'name',
      label: sp.name,
      render: (row) => (
        <a href={`?id=${row.id}`} onClick={(event) => list.openDetail(event, row.id)}>
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

  return (
    <>
      <StaffFilters list={list} search={sp.searchLabel} choices={CHOICES} />
      <StaffTable
        label={sp.list}
        list={list}
        columns={columns}
        rowKey={(row) => row.id}
        exportHref={apiHref(staffPaths.people)}
      />
      <MembersExport initialCounty={list.filter('county')} />
    </>
  );
}

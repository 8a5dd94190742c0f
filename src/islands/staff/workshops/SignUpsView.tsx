/**
 * The sign-ups of one workshop (`?workshop=N`) or of a whole session date (`?session=N`): the
 * searchable, paged table of the API and its CSV / XLSX export links with the same search.
 */
import type { StaffWorkshopSignUp } from '../../../lib/api/staff-workshops.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { staffWorkshops as m } from '../../../lib/messages-staff-workshops.ts';
import { Button } from '../../../ui/Button.tsx';
import { StaffSearch } from '../StaffSearch.tsx';
import { type StaffColumn, StaffTable } from '../StaffTable.tsx';
import { useStaffList } from '../use-staff-list.ts';

const NO_FILTERS = [] as const;

const COLUMNS: StaffColumn<StaffWorkshopSignUp>[] = [
  { key: 'name', label: m.col.name, render: (row) => row.name },
  {
    key: 'contact',
    label: m.col.email,
    render: (row) => (
      <>
        <a href={`mailto:${row.email}`}>{row.email}</a>
        <br />
        <a href={`tel:${row.phone}`}>{row.phone}</a>
      </>
    ),
  },
  { key: 'age', label: m.col.age, render: (row) => row.age },
  { key: 'school', label: m.col.school, render: (row) => row.school },
  { key: 'workshops', label: m.col.workshops, render: (row) => row.workshops.join(', ') },
  { key: 'when', label: m.col.when, render: (row) => formatDateTime(row.created_at) },
];

interface Props {
  /** A sign-ups path of staffWorkshopPaths, filled: 'staff/workshops/12/sign-ups/' */
  path: string;
  /** The same, filled by apiHref, for the export links. */
  exportHref: string;
  heading: string;
  onBack: () => void;
}

export function SignUpsView({ path, exportHref, heading, onBack }: Props) {
  const list = useStaffList<StaffWorkshopSignUp>(path, NO_FILTERS);
  return (
    <section className="workshop-sign-ups" aria-labelledby="sign-ups-heading">
      <Button variant="ghost" onPress={onBack}>
        {m.backToSessions}
      </Button>
      <h2 id="sign-ups-heading">{heading}</h2>
      <div className="staff-filters">
        <StaffSearch
          label={m.searchSignUps}
          value={list.filter('q')}
          onSearch={(q) => list.setFilter('q', q)}
        />
      </div>
      <StaffTable
        label={m.signUpsLabel}
        list={list}
        columns={COLUMNS}
        rowKey={(row) => row.id}
        exportHref={exportHref}
      />
    </section>
  );
}

/**
 * Înscrieri și consimțăminte (issue #12): a tab per public form (`?form=`), each a list newest
 * first, searched and filtered (days, and the form's own filter), exported with the same filters.
 * A row opens its submission whole in a modal (`?id=N`, so it can be linked and reloaded); a
 * consent's shows its state and opens the signed PDF in a new tab.
 */

import { useCachedGet } from '../../../client/use-cached-get.ts';
import {
  CONSENT_STATES,
  SUBMISSION_FORMS,
  type SubmissionForm,
  type SubmissionRow,
  type WorkshopChoice,
} from '../../../lib/api/staff-submissions.ts';
import { apiHref, apiPath } from '../../../lib/api-path.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { AUDITION_CATEGORIES, auditions } from '../../../lib/messages-auditions.ts';
import { staff } from '../../../lib/messages-staff.ts';
import { submissions as m, SUBMISSION_COLUMNS } from '../../../lib/messages-staff-submissions.ts';
import { submissionPaths } from '../../../lib/paths/staff-submissions.ts';
import { DatePicker } from '../../../ui/DatePicker.tsx';
import { Select } from '../../../ui/Select.tsx';
import { COUNTY_OPTIONS } from '../../account/profile-options.ts';
import { AddressTabs, RowLink, useAddressTab } from '../AddressTabs.tsx';
import { StaffSearch } from '../StaffSearch.tsx';
import { type StaffColumn, StaffTable } from '../StaffTable.tsx';
import { useStaffList } from '../use-staff-list.ts';
import { ConsentStateBadge } from './ConsentStateBadge.tsx';
import { SubmissionModal } from './SubmissionModal.tsx';
import './submissions.css';
import '../link-tabs.css';

const ALL = 'all';
/** Each form's filters besides `q` (the names of the API's query parameters). */
const FILTERS: Record<SubmissionForm, readonly string[]> = {
  auditions: ['from', 'to', 'category'],
  campaign: ['from', 'to', 'county'],
  questionnaire: ['from', 'to'],
  workshops: ['from', 'to', 'workshop'],
  consents: ['from', 'to', 'state'],
};

export default function SubmissionsPage() {
  const form = useAddressTab('form', SUBMISSION_FORMS);
  return <FormTab key={form} form={form} />;
}

function FormTab({ form }: { form: SubmissionForm }) {
  const listPath = apiPath(submissionPaths.list, { form });
  const own = useStaffList<SubmissionRow>(listPath, FILTERS[form]);
  const choices = useCachedGet<WorkshopChoice[]>(
    form === 'workshops' ? apiPath(submissionPaths.workshopChoices) : null,
  );
  const openId = Number(own.param('id')) || 0;

  const open = (id: number) => own.setParam('id', String(id));

  const columns: StaffColumn<SubmissionRow>[] = [
    {
      key: 'created_at',
      label: m.date,
      render: (row) => (
        <RowLink id={row.id} onOpen={open}>
          {formatDateTime(row.created_at)}
        </RowLink>
      ),
    },
    ...SUBMISSION_COLUMNS[form].map(({ key, label }) => ({
      key,
      label,
      render: (row: SubmissionRow) =>
        key === 'state_label' && row.state ? (
          <ConsentStateBadge state={row.state} />
        ) : (
          String(row[key] ?? '')
        ),
    })),
  ];

  const select = (
    name: string,
    label: string,
    allLabel: string,
    options: { id: string; name: string }[],
  ) => (
    <Select
      label={label}
      name={name}
      placeholder={allLabel}
      options={[{ id: ALL, name: allLabel }, ...options]}
      value={own.filter(name) || ALL}
      onChange={(value) => own.setFilter(name, value === ALL ? '' : value)}
    />
  );

  return (
    <>
      <AddressTabs
        name="form"
        values={SUBMISSION_FORMS}
        current={form}
        label={m.tabsLabel}
        text={(to) => m.forms[to]}
      />
      <div className="staff-filters">
        <StaffSearch
          label={form === 'questionnaire' ? m.searchQuestionnaire : m.searchLabel}
          value={own.filter('q')}
          onSearch={(q) => own.setFilter('q', q)}
        />
        <DatePicker
          label={m.from}
          name="from"
          value={own.filter('from')}
          onChange={(value) => own.setFilter('from', value)}
        />
        <DatePicker
          label={m.to}
          name="to"
          value={own.filter('to')}
          onChange={(value) => own.setFilter('to', value)}
        />
        {form === 'auditions'
          ? select(
              'category',
              m.category,
              m.allCategories,
              AUDITION_CATEGORIES.map((id) => ({ id, name: auditions.categories[id] })),
            )
          : null}
        {form === 'campaign'
          ? select('county', staff.county, staff.allCounties, COUNTY_OPTIONS)
          : null}
        {form === 'workshops'
          ? select(
              'workshop',
              m.workshop,
              m.allWorkshops,
              (choices.data ?? []).map((choice) => ({ id: String(choice.id), name: choice.label })),
            )
          : null}
        {form === 'consents'
          ? select(
              'state',
              m.state,
              m.allStates,
              CONSENT_STATES.map((id) => ({ id, name: m.states[id] })),
            )
          : null}
      </div>
      <div className="submissions-list">
        <StaffTable
          label={m.lists[form]}
          list={own}
          columns={columns}
          rowKey={(row) => row.id}
          exportHref={apiHref(submissionPaths.list, { form })}
        />
      </div>
      {openId ? (
        <SubmissionModal form={form} id={openId} onClose={() => own.setParam('id', '')} />
      ) : null}
    </>
  );
}

/**
 * The members export (the "export the members of a county to XLSX"): a county, how many
 * memberships its choirs have (past STAFF_COUNT_LIMIT: „Peste 1.000 de membri”), and the CSV and XLSX links of GET /api/staff/people/members/ (one
 * row per membership, streamed by the server whatever the size).
 */
import { useState } from 'react';
import { useCachedGet } from '../../../client/use-cached-get.ts';
import type { CappedPage } from '../../../lib/api/page.ts';
import type { StaffMember } from '../../../lib/api/staff-people.ts';
import { apiHref, apiPath } from '../../../lib/api-path.ts';
import { staff } from '../../../lib/messages-staff.ts';
import { staffPeople as sp } from '../../../lib/messages-staff-people.ts';
import { staffPaths } from '../../../lib/paths/staff.ts';
import { COUNTY_OPTIONS } from '../../account/profile-options.ts';
import { FilterSelect } from '../StaffFilters.tsx';
import { ExportLinks } from '../StaffTable.tsx';

const COUNTY_CHOICE = [{ id: 'all', name: staff.allCounties }, ...COUNTY_OPTIONS];

export function MembersExport({ initialCounty }: { initialCounty: string }) {
  const [county, setCounty] = useState(initialCounty);
  const query = new URLSearchParams(county ? { county } : {});
  const { data } = useCachedGet<CappedPage<StaffMember>>(`${apiPath(staffPaths.members)}?${query}`);
  return (
    <section className="staff-panel people-export" aria-labelledby="people-members-export">
      <h2 id="people-members-export">{sp.membersTitle}</h2>
      <p>{sp.membersExplain}</p>
      <div className="people-export__bar">
        <FilterSelect
          label={sp.membersOfCounty}
          name="members-county"
          options={COUNTY_CHOICE}
          value={county}
          onChange={setCounty}
        />
        <p className="people-export__count" aria-live="polite">
          {data ? (data.count_capped ? sp.membersCountOver : sp.membersCount)(data.count) : null}
        </p>
        <ExportLinks label={sp.membersList} href={apiHref(staffPaths.members)} query={query} />
      </div>
    </section>
  );
}

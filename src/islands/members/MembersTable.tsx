/**
 * The members table of Corul meu (document 2, §2, §6): tabs filter the members (conductors also
 * get 'În așteptare', opened by `?members=pending`), 10 rows a page, the spec's empty text.
 * The columns of §6: a conductor sees name, e-mail, sex, birth date, status and 'Verifică' on
 * every member but themselves; a singer sees the approved members' names, cities and counties.
 * Issue #25: the parent's consent of each child member (state and flags) in its own column.
 * On a phone each row reads as a card (ui.css: each cell labelled by its column).
 * Issue #27: a conductor sets each approved member's voice part in its own column
 * (VoicePartPicker) and may group the rows by part, in the library's order of voices.
 * 'Tipărește lista' prints the whole tab (issue #23): every row is in the page, the other pages'
 * hidden on screen and shown on paper (styles/print.css), without the actions column.
 */
import { Fragment, type ReactNode, useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import type { LibraryTerm } from '../../lib/api/library.ts';
import type { AnyChoirMember } from '../../lib/api/members.ts';
import { countyName } from '../../lib/counties.ts';
import { formatDate } from '../../lib/dates.ts';
import { MEMBERS_TABLE_PAGE_SIZE } from '../../lib/limits.ts';
import { members } from '../../lib/messages.ts';
import { childConsent, consentSummary } from '../../lib/messages-child-consent.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { Button } from '../../ui/Button.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { Pager } from '../../ui/Pager.tsx';
import { MembersExport } from './export/MembersExport.tsx';
import { statusText } from './member-status.ts';
import { VoicePartPicker } from './VoicePartPicker.tsx';
import { byPart, partName, useVoiceParts } from './voice-parts.ts';
import '../../ui/tabs.css';
import './members-table.css';

const t = members.myChoir;

type Filter = 'all' | 'conductors' | 'singers' | 'pending';

const FILTERS: Record<Filter, { label: string; keep: (member: AnyChoirMember) => boolean }> = {
  all: { label: t.tabAll, keep: () => true },
  conductors: { label: t.tabConductors, keep: (member) => member.type === '1' },
  singers: { label: t.tabSingers, keep: (member) => member.type === '0' && member.status },
  pending: { label: t.tabPending, keep: (member) => !member.status },
};

interface Column {
  label: string;
  cell: (member: AnyChoirMember) => ReactNode;
  /** Left off the paper (the buttons). */
  screenOnly?: boolean;
}

/** The member's avatar and name, '(tu)' for the user, and a conductor's role. */
function nameColumn(userId: number | undefined): Column {
  return {
    label: t.name,
    cell: (member) => (
      <span className="member-name">
        <Avatar src={member.avatar} firstName={member.first_name} lastName={member.last_name} />
        <span>
          {member.name} {member.user_id === userId ? t.you : null}
          {member.type === '1' ? <span className="member-role">{t.roles.conductor}</span> : null}
        </span>
      </span>
    ),
  };
}

/** An address may wrap after its '@' (the table fits beside the side menu at 1280 px), nowhere else. */
function breakableEmail(address: string) {
  const at = address.indexOf('@') + 1;
  return at === 0 ? (
    address
  ) : (
    <>
      {address.slice(0, at)}
      <wbr />
      {address.slice(at)}
    </>
  );
}

/** A singer sees the approved members' names and places (spec §6; the API gives no more). */
const singerColumns = (userId: number | undefined): Column[] => [
  nameColumn(userId),
  { label: t.city, cell: (member) => member.city ?? '–' },
  { label: t.county, cell: (member) => (member.county ? countyName(member.county) : '–') },
];

/**
 * A conductor sees each approved member's voice part (and sets it), e-mail, sex, birth date and
 * status, and 'Verifică' on everyone but themselves.
 */
const conductorColumns = (
  userId: number | undefined,
  onCheck: (member: AnyChoirMember) => void,
  part: (member: AnyChoirMember) => ReactNode,
): Column[] => [
  nameColumn(userId),
  { label: t.voicePart, cell: part },
  { label: t.email, cell: (member) => (member.email ? breakableEmail(member.email) : null) },
  { label: t.sex, cell: (member) => (member.sex ? t.sexes[member.sex] : '–') },
  {
    label: t.birthDate,
    cell: (member) => (member.birth_date ? formatDate(member.birth_date) : '–'),
  },
  { label: t.status, cell: statusText },
  { label: childConsent.column, cell: (member) => consentSummary(member.consent) },
  {
    label: t.actions,
    screenOnly: true,
    cell: (member) =>
      member.user_id === userId ? null : (
        <Button
          variant="secondary"
          className="button--small"
          aria-label={t.checkLabel(member.name)}
          onPress={() => onCheck(member)}
        >
          {t.check}
        </Button>
      ),
  },
];

export interface MembersTableProps {
  choirId: number;
  list: readonly AnyChoirMember[];
  isConductor: boolean;
  userId: number | undefined;
  onCheck: (member: AnyChoirMember) => void;
  /** After a change made in the table (a voice part). */
  onChanged: () => void;
}

export function MembersTable(props: MembersTableProps) {
  const { choirId, list, isConductor, userId, onCheck, onChanged } = props;
  const voices = useVoiceParts(isConductor);
  const [grouped, setGrouped] = useState(false);
  const [filter, setFilter] = useState<Filter>(() =>
    isConductor && new URLSearchParams(location.search).get('members') === 'pending'
      ? 'pending'
      : 'all',
  );
  const [page, setPage] = useState(1);
  const tabs: Filter[] = isConductor
    ? ['all', 'conductors', 'singers', 'pending']
    : ['all', 'conductors', 'singers'];
  const part = (member: AnyChoirMember) =>
    member.status ? (
      <VoicePartPicker
        key={`${member.user_id}-${member.voice_part}`}
        choirId={choirId}
        member={member}
        voices={voices}
        onChanged={onChanged}
      />
    ) : (
      '–'
    );
  const columns = isConductor ? conductorColumns(userId, onCheck, part) : singerColumns(userId);
  const kept = list.filter(FILTERS[filter].keep);
  const rows = grouped ? byPart(kept, voices) : kept;
  const pages = Math.max(1, Math.ceil(rows.length / MEMBERS_TABLE_PAGE_SIZE));
  const first = (page - 1) * MEMBERS_TABLE_PAGE_SIZE;
  const onPage = (index: number) => index >= first && index < first + MEMBERS_TABLE_PAGE_SIZE;

  return (
    <Tabs
      selectedKey={filter}
      onSelectionChange={(key) => {
        setFilter(key as Filter);
        setPage(1);
      }}
      className="tabs members-tabs"
    >
      <TabList aria-label={t.tabs} className="tabs__list">
        {tabs.map((id) => (
          <Tab key={id} id={id} className="tabs__tab">
            {FILTERS[id].label} ({list.filter(FILTERS[id].keep).length})
          </Tab>
        ))}
      </TabList>
      {tabs.map((id) => (
        <TabPanel key={id} id={id} className="tabs__panel">
          {rows.length === 0 ? (
            <p className="box__empty">{t.empty}</p>
          ) : (
            <table className="data-table">
              <caption className="visually-hidden">{`${t.tableTitle}: ${FILTERS[id].label}`}</caption>
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th
                      key={column.label}
                      scope="col"
                      className={column.screenOnly ? 'no-print' : undefined}
                    >
                      {column.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((member, index) => (
                  <Fragment key={member.user_id}>
                    {grouped &&
                    (index === 0 || rows[index - 1]?.voice_part !== member.voice_part) ? (
                      <GroupRow
                        member={member}
                        rows={rows}
                        voices={voices}
                        span={columns.length}
                        onPage={onPage(index)}
                      />
                    ) : null}
                    <tr className={onPage(index) ? undefined : 'data-table__off-page'}>
                      {columns.map((column) => (
                        <td
                          key={column.label}
                          data-label={column.label}
                          className={column.screenOnly ? 'no-print' : undefined}
                        >
                          {column.cell(member)}
                        </td>
                      ))}
                    </tr>
                  </Fragment>
                ))}
              </tbody>
            </table>
          )}
          <Pager label={t.tableTitle} page={page} pages={pages} onPage={setPage} />
        </TabPanel>
      ))}
      {isConductor ? (
        <div className="members-grouping no-print">
          <Checkbox name="group-by-part" value={grouped} onChange={setGrouped}>
            {t.groupByPart}
          </Checkbox>
        </div>
      ) : null}
      <div className="members-tools">
        <Button variant="secondary" onPress={() => window.print()}>
          {t.print}
        </Button>
        <MembersExport
          rows={rows}
          isConductor={isConductor}
          voices={voices}
          filter={FILTERS[filter].label}
        />
      </div>
    </Tabs>
  );
}

/** The heading of a part's rows: its name and how many of the tab's members sing it. */
function GroupRow(props: {
  member: AnyChoirMember;
  rows: readonly AnyChoirMember[];
  voices: readonly LibraryTerm[];
  span: number;
  onPage: boolean;
}) {
  const { member, rows, voices, span, onPage } = props;
  const count = rows.filter((row) => row.voice_part === member.voice_part).length;
  return (
    <tr className={onPage ? 'members-group' : 'members-group data-table__off-page'}>
      <th colSpan={span} scope="colgroup">
        {t.partGroup(partName(voices, member.voice_part), count)}
      </th>
    </tr>
  );
}

/**
 * The members table of Corul meu (document 2, §2, §6): tabs filter the members (conductors also
 * get 'În așteptare', opened by `?members=pending`), 10 rows a page, the spec's empty text.
 * A conductor sees e-mail, sex, birth date, role and status, and 'Verifică' on every member but
 * themselves; a singer sees the approved members' names and places (the API gives no more).
 */
import { useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import type { AnyChoirMember } from '../../lib/api/members.ts';
import { formatDate } from '../../lib/dates.ts';
import { MEMBERS_TABLE_PAGE_SIZE } from '../../lib/limits.ts';
import { members } from '../../lib/messages.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { Button } from '../../ui/Button.tsx';
import { Pager } from '../../ui/Pager.tsx';

const t = members.myChoir;

type Filter = 'all' | 'conductors' | 'singers' | 'pending';

const FILTERS: Record<Filter, { label: string; keep: (member: AnyChoirMember) => boolean }> = {
  all: { label: t.tabAll, keep: () => true },
  conductors: { label: t.tabConductors, keep: (member) => member.type === '1' },
  singers: { label: t.tabSingers, keep: (member) => member.type === '0' && member.status },
  pending: { label: t.tabPending, keep: (member) => !member.status },
};

export interface MembersTableProps {
  list: readonly AnyChoirMember[];
  isConductor: boolean;
  userId: number | undefined;
  onCheck: (member: AnyChoirMember) => void;
}

export function MembersTable({ list, isConductor, userId, onCheck }: MembersTableProps) {
  const [filter, setFilter] = useState<Filter>(() =>
    isConductor && new URLSearchParams(location.search).get('members') === 'pending'
      ? 'pending'
      : 'all',
  );
  const [page, setPage] = useState(1);
  const tabs: Filter[] = isConductor
    ? ['all', 'conductors', 'singers', 'pending']
    : ['all', 'conductors', 'singers'];
  const rows = list.filter(FILTERS[filter].keep);
  const pages = Math.max(1, Math.ceil(rows.length / MEMBERS_TABLE_PAGE_SIZE));
  const shown = rows.slice((page - 1) * MEMBERS_TABLE_PAGE_SIZE, page * MEMBERS_TABLE_PAGE_SIZE);

  return (
    <Tabs
      selectedKey={filter}
      onSelectionChange={(key) => {
        setFilter(key as Filter);
        setPage(1);
      }}
      className="members-tabs"
    >
      <TabList aria-label={t.tabs} className="members-tabs__list">
        {tabs.map((id) => (
          <Tab key={id} id={id} className="members-tabs__tab">
            {FILTERS[id].label} ({list.filter(FILTERS[id].keep).length})
          </Tab>
        ))}
      </TabList>
      {tabs.map((id) => (
        <TabPanel key={id} id={id} className="members-tabs__panel">
          {shown.length === 0 ? (
            <p className="box__empty">{t.empty}</p>
          ) : (
            <table className="data-table">
              <caption className="visually-hidden">{`${t.tableTitle}: ${FILTERS[id].label}`}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.name}</th>
                  {isConductor ? <th scope="col">{t.email}</th> : null}
                  {isConductor ? <th scope="col">{t.birthDate}</th> : null}
                  <th scope="col">{t.city}</th>
                  <th scope="col">{t.role}</th>
                  {isConductor ? <th scope="col">{t.status}</th> : null}
                  {isConductor ? <th scope="col">{t.actions}</th> : null}
                </tr>
              </thead>
              <tbody>
                {shown.map((member) => (
                  <tr key={member.user_id}>
                    <td data-label={t.name}>
                      <span className="member-name">
                        <Avatar
                          src={member.avatar}
                          firstName={member.first_name}
                          lastName={member.last_name}
                        />
                        {member.name} {member.user_id === userId ? t.you : null}
                      </span>
                    </td>
                    {isConductor ? <td data-label={t.email}>{member.email}</td> : null}
                    {isConductor ? (
                      <td data-label={t.birthDate}>
                        {member.birth_date ? formatDate(member.birth_date) : '–'}
                      </td>
                    ) : null}
                    <td data-label={t.city}>{member.city ?? '–'}</td>
                    <td data-label={t.role}>
                      {member.type === '1' ? t.roles.conductor : t.roles.singer}
                    </td>
                    {isConductor ? (
                      <td data-label={t.status}>
                        {member.status ? t.statuses.approved : t.statuses.pending}
                      </td>
                    ) : null}
                    {isConductor ? (
                      <td data-label={t.actions}>
                        {member.user_id === userId ? null : (
                          <Button
                            variant="secondary"
                            className="button--small"
                            aria-label={t.checkLabel(member.name)}
                            onPress={() => onCheck(member)}
                          >
                            {t.check}
                          </Button>
                        )}
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <Pager label={t.tableTitle} page={page} pages={pages} onPage={setPage} />
        </TabPanel>
      ))}
    </Tabs>
  );
}

/**
 * Mesaje (issue #12): the contact messages and the madrigal singers' inbox, a tab each (`?box=`),
 * newest first, searched, filtered by answer, exported. A message opens in a modal (`?id=N`) with
 * the team's replies and a reply form: the reply goes by mail to the sender and stays in the thread.
 */
import {
  ANSWERED_CHOICES,
  type ContactRow,
  type MadrigalistRow,
  type MessageBox,
} from '../../../lib/api/staff-messages.ts';
import { apiHref, apiPath } from '../../../lib/api-path.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { staff } from '../../../lib/messages-staff.ts';
import { staffMessages as m } from '../../../lib/messages-staff-messages.ts';
import { staffMessagePaths } from '../../../lib/paths/staff-submissions.ts';
import { Select } from '../../../ui/Select.tsx';
import { AddressTabs, RowLink, useAddressTab } from '../AddressTabs.tsx';
import { StaffSearch } from '../StaffSearch.tsx';
import { type StaffColumn, StaffTable } from '../StaffTable.tsx';
import { useStaffList } from '../use-staff-list.ts';
import { ThreadModal } from './ThreadModal.tsx';
import '../link-tabs.css';
import './messages.css';

const BOXES: MessageBox[] = ['contact', 'madrigalist'];
const FILTERS = ['answered'] as const;
const ALL = 'all';
const ANSWERED_OPTIONS = [
  { id: ALL, name: staff.all },
  ...ANSWERED_CHOICES.map((id) => ({ id, name: m.answeredChoices[id] })),
];

export default function MessagesPage() {
  const box = useAddressTab('box', BOXES);
  return <BoxTab key={box} box={box} />;
}

type Row = ContactRow | MadrigalistRow;

/**
 * An e-mail address that may break only before its '@' and its dots (issue #23): never in the
 * middle of a name, so 'ana.pop@example.com' reads 'ana' / '.pop' / '@example' / '.com' at worst.
 */
function Email({ address }: { address: string }) {
  const parts = address.split(/(?=[@.])/);
  return (
    <span className="staff-messages__email">
      {parts.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one address never move.
        <span key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </span>
      ))}
    </span>
  );
}
const senderOf = (row: Row) => ('sender' in row ? row.sender : row);

function BoxTab({ box }: { box: MessageBox }) {
  const list = useStaffList<Row>(apiPath(staffMessagePaths[box].list), FILTERS);
  const openId = Number(list.param('id')) || 0;
  const open = (id: number) => list.setParam('id', String(id));

  const columns: StaffColumn<Row>[] = [
    { key: 'date', label: m.date, render: (row) => formatDateTime(row.created_at) },
    {
      key: 'from',
      label: m.from,
      render: (row) => (
        <>
          <RowLink id={row.id} onOpen={open}>
            {senderOf(row).name}
          </RowLink>
          <br />
          <Email address={senderOf(row).email} />
        </>
      ),
    },
    {
      key: 'message',
      label: m.message,
      render: (row) => <span className="staff-messages__excerpt">{row.message}</span>,
    },
    {
      key: 'answered',
      label: m.answered,
      render: (row) => (
        <span className={row.answered ? 'staff-badge staff-badge--ok' : 'staff-badge'}>
          {row.answered ? m.answeredYes : m.answeredNo}
        </span>
      ),
    },
  ];

  return (
    <>
      <AddressTabs
        name="box"
        values={BOXES}
        current={box}
        label={m.tabsLabel}
        text={(to) => m[to]}
      />
      <div className="staff-filters">
        <StaffSearch
          label={m.searchContact}
          value={list.filter('q')}
          onSearch={(q) => list.setFilter('q', q)}
        />
        <Select
          label={m.answeredFilter}
          name="answered"
          placeholder={staff.all}
          options={ANSWERED_OPTIONS}
          value={list.filter('answered') || ALL}
          onChange={(value) => list.setFilter('answered', value === ALL ? '' : value)}
        />
      </div>
      <StaffTable
        label={box === 'contact' ? m.contactList : m.madrigalistList}
        list={list}
        columns={columns}
        rowKey={(row) => row.id}
        onRowClick={(row) => open(row.id)}
        exportHref={apiHref(staffMessagePaths[box].list)}
      />
      {openId ? (
        <ThreadModal
          box={box}
          id={openId}
          onReplied={list.reload}
          onClose={() => list.setParam('id', '')}
        />
      ) : null}
    </>
  );
}

/**
 * Evenimente globale (issue #12): the programme's events, shown in every choir's calendar. The
 * list (upcoming first, or the ended ones; searched by title or place) comes from
 * /api/staff/events/; creating, editing and deleting reuse the calendar's own form and API
 * (src/islands/members/calendar/, `cor: 0`), which record each change as a staff action.
 */
import { useState } from 'react';
import type { CalendarEvent } from '../../../lib/api/events.ts';
import { apiPath } from '../../../lib/api-path.ts';
import { todayInBucharest } from '../../../lib/dates.ts';
import { eventTypeName } from '../../../lib/event-types.ts';
import { staff } from '../../../lib/messages-staff.ts';
import { staffEvents as m, staffWorkshops } from '../../../lib/messages-staff-workshops.ts';
import { staffPaths } from '../../../lib/paths/staff.ts';
import { Button } from '../../../ui/Button.tsx';
import { EventFormModal } from '../../members/calendar/EventFormModal.tsx';
import { hasStarted, longRange } from '../../members/calendar/event-text.ts';
import { deleteEvent } from '../../members/calendar/events-api.ts';
import { type ChoiceFilter, StaffFilters } from '../StaffFilters.tsx';
import { type StaffColumn, StaffTable } from '../StaffTable.tsx';
import { useStaffList } from '../use-staff-list.ts';
import { DeleteModal } from '../workshops/DeleteModal.tsx';
import '../workshops/workshops.css';

const FILTERS = ['when'] as const;
/** Upcoming, the first option, is the list without `?when=`. */
const CHOICES: ChoiceFilter[] = [
  {
    name: 'when',
    label: m.when,
    options: [
      { id: 'upcoming', name: m.upcoming },
      { id: 'past', name: m.past },
    ],
  },
];

type Dialog = { kind: 'form'; event?: CalendarEvent } | { kind: 'delete'; event: CalendarEvent };

export default function EventsPage() {
  const list = useStaffList<CalendarEvent>(apiPath(staffPaths.events), FILTERS);
  const [dialog, setDialog] = useState<Dialog | null>(null);

  const columns: StaffColumn<CalendarEvent>[] = [
    { key: 'title', label: m.col.title, render: (row) => row.title },
    { key: 'when', label: m.col.when, render: (row) => longRange(row) },
    { key: 'type', label: m.col.type, render: (row) => eventTypeName(row.type) },
    { key: 'location', label: m.col.location, render: (row) => row.location },
    {
      key: 'actions',
      label: m.col.actions,
      render: (row) => (
        <div className="workshop-actions">
          {hasStarted(row) ? null : (
            <Button
              variant="ghost"
              onPress={() => setDialog({ kind: 'form', event: row })}
              aria-label={m.edit(row.title)}
            >
              {staffWorkshops.edit}
            </Button>
          )}
          <Button
            variant="ghost"
            onPress={() => setDialog({ kind: 'delete', event: row })}
            aria-label={m.remove(row.title)}
          >
            {staff.confirmDelete}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <>
      <p>{m.intro}</p>
      <div className="workshop-toolbar">
        <Button onPress={() => setDialog({ kind: 'form' })}>{m.add}</Button>
      </div>
      <StaffFilters list={list} search={m.search} choices={CHOICES} />
      <StaffTable label={m.listLabel} list={list} columns={columns} rowKey={(row) => row.id} />

      {dialog?.kind === 'form' ? (
        <EventFormModal
          choirId={0}
          isStaff={false}
          event={dialog.event}
          day={dialog.event?.startDate ?? todayInBucharest()}
          onClose={() => {
            setDialog(null);
            list.reload();
          }}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeleteModal
          title={m.remove(dialog.event.title)}
          question={m.confirmDelete(dialog.event.title)}
          remove={() => deleteEvent(dialog.event.id)}
          done={m.deleted}
          failed={m.deleteFailed}
          onDeleted={list.reload}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </>
  );
}

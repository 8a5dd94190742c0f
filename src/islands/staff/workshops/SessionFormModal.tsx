/**
 * A workshop session date, new or edited: its day, the window of sign-ups and its place, through the schema
 * the API validates with (the window closes at the latest on the day; a new day not in the past).
 */
import { api } from '../../../client/api.ts';
import type { StaffWorkshopSession } from '../../../lib/api/staff-workshops.ts';
import { apiPath } from '../../../lib/api-path.ts';
import { todayInBucharest } from '../../../lib/dates.ts';
import { staffWorkshops as m } from '../../../lib/messages-staff-workshops.ts';
import { staffWorkshopPaths as paths } from '../../../lib/paths/staff-submissions.ts';
import { sessionSchema } from '../../../lib/schemas/staff-workshops.ts';
import { DatePicker } from '../../../ui/DatePicker.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { useForm } from '../../../ui/use-form.ts';
import { SaveModal } from './SaveModal.tsx';

const NEW_SESSION = sessionSchema(true);
const EDITED_SESSION = sessionSchema(false);

interface Props {
  /** The session to edit; without it, a new one (its window opening today). */
  session?: StaffWorkshopSession;
  onSaved: () => void;
  onClose: () => void;
}

export function SessionFormModal({ session, onSaved, onClose }: Props) {
  const today = todayInBucharest();
  const form = useForm(session ? EDITED_SESSION : NEW_SESSION, {
    date: session?.date ?? '',
    availability_start: session?.availability_start ?? today,
    availability_end: session?.availability_end ?? '',
    location: session?.location ?? '',
  });

  return (
    <SaveModal
      title={session ? m.editSessionTitle : m.newSessionTitle}
      form={form}
      send={(body) =>
        session
          ? api.patch(apiPath(paths.session, { id: session.id }), { json: body })
          : api.post(apiPath(paths.sessions), { json: body })
      }
      saved={session ? m.sessionUpdated : m.sessionCreated}
      onSaved={onSaved}
      onClose={onClose}
    >
      <DatePicker label={m.date} isRequired {...form.field('date')} name="date" />
      <DatePicker
        label={m.availabilityStart}
        isRequired
        {...form.field('availability_start')}
        name="availability_start"
      />
      <DatePicker
        label={m.availabilityEnd}
        isRequired
        {...form.field('availability_end')}
        name="availability_end"
      />
      <TextField label={m.location} description={m.locationHint} {...form.field('location')} />
    </SaveModal>
  );
}

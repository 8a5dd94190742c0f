/**
 * A workshop of a session date, new or edited: title, description, hour and places (empty: no
 * limit), through the schema the API validates with. The API refuses places below the sign-ups
 * already taken: that message lands on the places field.
 */
import { api } from '../../../client/api.ts';
import type { StaffWorkshop } from '../../../lib/api/staff-workshops.ts';
import { apiPath } from '../../../lib/api-path.ts';
import { staffWorkshops as m } from '../../../lib/messages-staff-workshops.ts';
import { staffWorkshopPaths as paths } from '../../../lib/paths/staff-submissions.ts';
import { workshopSchema } from '../../../lib/schemas/staff-workshops.ts';
import { TextAreaField } from '../../../ui/TextAreaField.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { useForm } from '../../../ui/use-form.ts';
import { SaveModal } from './SaveModal.tsx';

interface Props {
  /** The session a new workshop goes to. */
  sessionId: number;
  /** The workshop to edit; without it, a new one. */
  workshop?: StaffWorkshop;
  onSaved: () => void;
  onClose: () => void;
}

export function WorkshopFormModal({ sessionId, workshop, onSaved, onClose }: Props) {
  const form = useForm(workshopSchema, {
    title: workshop?.title ?? '',
    description: workshop?.description ?? '',
    hour: workshop?.hour ?? '',
    places: workshop?.places === null || !workshop ? '' : String(workshop.places),
  });

  const places = form.field('places');
  return (
    <SaveModal
      title={workshop ? m.editWorkshopTitle : m.newWorkshopTitle}
      form={form}
      send={(body) =>
        workshop
          ? api.patch(apiPath(paths.workshop, { id: workshop.id }), { json: body })
          : api.post(apiPath(paths.sessionWorkshops, { id: sessionId }), { json: body })
      }
      saved={workshop ? m.workshopUpdated : m.workshopCreated}
      onSaved={onSaved}
      onClose={onClose}
    >
      <TextField label={m.workshopTitle} isRequired autoFocus {...form.field('title')} />
      <TextAreaField label={m.description} {...form.field('description')} />
      <div className="form__row">
        <TextField
          label={m.hour}
          isRequired
          inputMode="numeric"
          description={m.hourHint}
          {...form.field('hour')}
        />
        <TextField
          label={m.places}
          inputMode="numeric"
          description={m.placesHint}
          {...places}
          value={places.value === null || places.value === undefined ? '' : String(places.value)}
        />
      </div>
    </SaveModal>
  );
}

/**
 * 'Editează Detalii' (document 2, §2 edit-choir modal, §5, §7): the whole choir form, the founding
 * fields and the presentation, validated by choirEditSchema like the API, sent with PATCH
 * /api/choir/{id}/. The image is saved on its own as soon as it is chosen (ChoirImageField).
 * Success: toast, the page reloads the choir, the modal closes and the focus returns to the
 * button. 400: each error beside its field, the modal stays open. 409 (someone saved first):
 * the message, with the user's edits kept on screen until they load the new version.
 */
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { api, errorStatus, readErrorBody } from '../../client/api.ts';
import type { ChoirDetails } from '../../lib/api/choirs.ts';
import { LONG_TEXT_MAX_LENGTH } from '../../lib/limits.ts';
import { choirProfile as cp, choirs as m } from '../../lib/messages.ts';
import { CHOIR_FIELD_LABELS as labels } from '../../lib/messages-choir-profile.ts';
import { type ChoirEditInput, choirEditSchema } from '../../lib/schemas/choir.ts';
import { showToast } from '../../stores/toasts.ts';
import { Banner } from '../../ui/Banner.tsx';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { Select } from '../../ui/Select.tsx';
import { TextAreaField } from '../../ui/TextAreaField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { TextListField } from '../../ui/TextListField.tsx';
import { type FormValues, useForm } from '../../ui/use-form.ts';
import { COUNTY_OPTIONS } from '../account/profile-options.ts';
import { ChoirImageField } from './ChoirImageField.tsx';

/** The form as the details fill it. */
function valuesOf(d: ChoirDetails): FormValues<ChoirEditInput> {
  return {
    name: d.name,
    entity: d.entity,
    protocol_number: d.protocol_number ?? '',
    city: d.city,
    address: d.address ?? '',
    county: d.county,
    choir_members: String(d.choir_members),
    contact: d.contact ?? '',
    phone: d.phone ?? '',
    email: d.email ?? '',
    description: d.description,
    year: d.year === null ? '' : String(d.year),
    voices: d.voices,
    awards: [...d.awards],
    participation: [...d.participation],
    version: d.version,
  };
}

export interface EditChoirModalProps {
  choir: ChoirDetails;
  /** The choir changed (form or image): the page reloads what shows it. */
  onChanged: (details?: ChoirDetails) => void;
  onClose: () => void;
  /** Where the form is saved: the conductor's `choir/{id}/`, or the back office's own path. */
  savePath?: string;
}

export function EditChoirModal({
  choir,
  onChanged,
  onClose,
  savePath = `choir/${choir.id}/`,
}: EditChoirModalProps) {
  const form = useForm(choirEditSchema, valuesOf(choir));
  const [failure, setFailure] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const { values } = form;

  const save = form.handleSubmit(async (output) => {
    setFailure(null);
    try {
      const saved = await api.patch(savePath, { json: output }).json<ChoirDetails>();
      showToast({ tone: 'success', text: cp.saved });
      onChanged(saved);
      onClose();
    } catch (error) {
      if (errorStatus(error) === 409) {
        setStale(true);
        return setFailure(cp.conflict);
      }
      const errors = await readErrorBody(error);
      if (!errors) return setFailure(cp.saveFailed);
      form.showServerErrors(errors);
      setFailure(errors.non_field_errors?.[0] ?? null);
    }
  });

  async function loadLatest() {
    try {
      const latest = await api.get(`choir/${choir.id}/`).json<ChoirDetails>();
      form.reset(valuesOf(latest));
      onChanged(latest);
      setStale(false);
      setFailure(null);
    } catch {
      setFailure(cp.saveFailed);
    }
  }

  const list = (name: 'awards' | 'participation') => ({
    name,
    label: labels[name],
    items: values[name] ?? [],
    onChange: (items: string[]) => form.setValue(name, items),
    onBlur: () => form.touch(name),
    errors: form.errorsOf(name),
    itemErrors: (index: number) => form.errorsOf(`${name}.${index}`),
    removeLabel: cp.removeItem,
    removeText: cp.removeText,
  });

  return (
    <Modal title={cp.editTitle} isOpen onClose={onClose} size="lg">
      <Form ref={form.formRef} onSubmit={save} validationBehavior="aria" className="form">
        <fieldset className="form-section">
          <legend className="form-section__legend choir-edit__legend">{cp.profileLegend}</legend>
          <ChoirImageField choirId={choir.id} logo={choir.logo} onSaved={onChanged} />
          <TextAreaField
            label={labels.description}
            name="description"
            description={cp.descriptionHint(LONG_TEXT_MAX_LENGTH)}
            {...form.field('description')}
            value={values.description ?? ''}
          />
          <div className="form__row">
            <TextField
              label={labels.year}
              name="year"
              inputMode="numeric"
              description={cp.yearHint}
              {...form.field('year')}
              value={String(values.year ?? '')}
            />
            <TextField
              label={labels.voices}
              name="voices"
              description={cp.voicesHint}
              {...form.field('voices')}
              value={values.voices ?? ''}
            />
          </div>
          <TextListField
            {...list('awards')}
            description={cp.awardsHint}
            itemLabel={cp.awardItem}
            addLabel={cp.addAward}
          />
          <TextListField
            {...list('participation')}
            description={cp.participationHint}
            itemLabel={cp.participationItem}
            addLabel={cp.addParticipation}
          />
        </fieldset>
        <fieldset className="form-section">
          <legend className="form-section__legend choir-edit__legend">{cp.choirLegend}</legend>
          <TextField label={m.name} name="name" isRequired {...form.field('name')} />
          <TextField label={m.entity} name="entity" isRequired {...form.field('entity')} />
          <TextField
            label={m.protocolNumber}
            name="protocol_number"
            description={m.protocolNumberHint}
            {...form.field('protocol_number')}
            value={values.protocol_number ?? ''}
          />
          <div className="form__row">
            <TextField label={m.city} name="city" isRequired {...form.field('city')} />
            <Select
              label={m.county}
              name="county"
              placeholder={m.countyPlaceholder}
              options={COUNTY_OPTIONS}
              isRequired
              {...form.field('county')}
            />
          </div>
          <TextField label={m.address} name="address" isRequired {...form.field('address')} />
          <TextField
            label={m.choirMembers}
            name="choir_members"
            inputMode="numeric"
            isRequired
            {...form.field('choir_members')}
            value={String(values.choir_members)}
          />
        </fieldset>
        <fieldset className="form-section">
          <legend className="form-section__legend choir-edit__legend">{cp.contactLegend}</legend>
          <TextField label={m.contact} name="contact" isRequired {...form.field('contact')} />
          <div className="form__row">
            <TextField
              label={m.phone}
              name="phone"
              type="tel"
              inputMode="tel"
              description={m.phoneHint}
              isRequired
              {...form.field('phone')}
            />
            <TextField
              label={m.email}
              name="email"
              type="email"
              isRequired
              {...form.field('email')}
            />
          </div>
        </fieldset>
        <Banner tone="error">{failure}</Banner>
        <div className="modal__actions">
          {stale ? (
            <Button variant="secondary" onPress={() => void loadLatest()}>
              {cp.loadLatest}
            </Button>
          ) : null}
          <Button variant="secondary" onPress={onClose}>
            {cp.cancel}
          </Button>
          <Button type="submit" isPending={form.busy}>
            {cp.save}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}

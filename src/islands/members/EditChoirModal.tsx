/**
 * 'Editează Detalii' (document 2, §2 edit-choir modal, §5, §7): the whole choir form, the founding
 * fields and the presentation, validated by choirEditSchema like the API, sent with PATCH
 * /api/choir/{id}/. A chosen image is saved with the form (issue #23): uploaded after the
 * PATCH succeeds, so 'Renunță' saves nothing; an image the server refuses keeps the modal open.
 * Success: toast, the page reloads the choir, the modal closes and the focus returns to the
 * button. 400: each error beside its field, the modal stays open. 409 (someone saved first):
 * the message, with the user's edits kept on screen until they load the new version.
 */
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { api, errorStatus } from '../../client/api.ts';
import { saveFailure } from '../../client/form-failure.ts';
import { UploadError, uploadWithProgress } from '../../client/upload.ts';
import type { ChoirDetails } from '../../lib/api/choirs.ts';
import { apiHref, apiPath } from '../../lib/api-path.ts';
import { LONG_TEXT_MAX_LENGTH } from '../../lib/limits.ts';
import { choirProfile as cp, choirs as m } from '../../lib/messages.ts';
import { CHOIR_FIELD_LABELS as labels } from '../../lib/messages-choir-profile.ts';
import { choirPaths } from '../../lib/paths/choirs.ts';
import { type ChoirEditInput, choirEditSchema } from '../../lib/schemas/choir.ts';
import { showToast } from '../../stores/toasts.ts';
import { Banner } from '../../ui/Banner.tsx';
import { Button } from '../../ui/Button.tsx';
import { Modal, ModalActions } from '../../ui/Modal.tsx';
import { TextAreaField } from '../../ui/TextAreaField.tsx';
import { EmailField, PhoneField, TextField } from '../../ui/TextField.tsx';
import { TextListField } from '../../ui/TextListField.tsx';
import { type FormValues, useForm } from '../../ui/use-form.ts';
import { ChoirFoundingFields } from './ChoirFields.tsx';
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
  savePath = apiPath(choirPaths.choir, { id: choir.id }),
}: EditChoirModalProps) {
  const form = useForm(choirEditSchema, valuesOf(choir));
  const [failure, setFailure] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const [image, setImage] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const { values } = form;

  /** Uploads the chosen image; the choir as saved, or null (the error shown) when it failed. */
  async function saveImage(file: File): Promise<ChoirDetails | null> {
    const body = new FormData();
    body.append('image', file);
    setProgress(0);
    try {
      return await uploadWithProgress<ChoirDetails>(
        apiHref(choirPaths.image, { id: choir.id }),
        body,
        setProgress,
      );
    } catch (error) {
      const fields = error instanceof UploadError ? error.fields : null;
      setImageError(fields?.image?.join(' ') ?? cp.imageFailed);
      return null;
    } finally {
      setProgress(null);
    }
  }

  const save = form.handleSubmit(async (output) => {
    setFailure(null);
    setImageError(null);
    try {
      let saved = await api.patch(savePath, { json: output }).json<ChoirDetails>();
      if (image) {
        const withImage = await saveImage(image);
        if (!withImage) {
          // The form is saved (its version moved on): the modal shows it, the image still chosen.
          form.reset(valuesOf(saved));
          onChanged(saved);
          return setFailure(cp.imageNotSaved);
        }
        saved = withImage;
      }
      showToast({ tone: 'success', text: cp.saved });
      onChanged(saved);
      onClose();
    } catch (error) {
      if (errorStatus(error) === 409) {
        setStale(true);
        return setFailure(cp.conflict);
      }
      setFailure(await saveFailure(error, form.showServerErrors, cp.saveFailed));
    }
  });

  async function loadLatest() {
    try {
      const latest = await api
        .get(apiPath(choirPaths.choir, { id: choir.id }))
        .json<ChoirDetails>();
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
          <ChoirImageField
            logo={choir.logo}
            file={image}
            onChange={setImage}
            progress={progress}
            error={imageError}
          />
          <TextAreaField
            label={labels.description}
            description={cp.descriptionHint(LONG_TEXT_MAX_LENGTH)}
            {...form.field('description')}
            value={values.description ?? ''}
          />
          <div className="form__row">
            <TextField
              label={labels.year}
              inputMode="numeric"
              description={cp.yearHint}
              {...form.field('year')}
              value={String(values.year ?? '')}
            />
            <TextField
              label={labels.voices}
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
          <ChoirFoundingFields field={form.field} />
        </fieldset>
        <fieldset className="form-section">
          <legend className="form-section__legend choir-edit__legend">{cp.contactLegend}</legend>
          <TextField label={m.contact} isRequired {...form.field('contact')} />
          <div className="form__row">
            {/* The saved choir's own contact: the browser offers none of the user's. */}
            <PhoneField
              label={m.phone}
              inputMode="tel"
              autoComplete={undefined}
              description={m.phoneHint}
              isRequired
              {...form.field('phone')}
            />
            <EmailField
              label={m.email}
              inputMode={undefined}
              autoComplete={undefined}
              isRequired
              {...form.field('email')}
            />
          </div>
        </fieldset>
        <Banner tone="error">{failure}</Banner>
        <ModalActions submit={cp.save} busy={form.busy} cancel={cp.cancel} onCancel={onClose}>
          {stale ? (
            <Button variant="secondary" onPress={() => void loadLatest()}>
              {cp.loadLatest}
            </Button>
          ) : null}
        </ModalActions>
      </Form>
    </Modal>
  );
}

/**
 * 'Cor nou' (spec §2.10, §5, §8): found a choir in two steps, 'PAS 1 din 2' (the choir and its
 * institution) and 'PAS 2 din 2' (the contact person). Each step is its own form over its own
 * schema, so 'Înapoi' keeps what was typed. 'Salvează' sends both steps to POST /api/choir/.
 * Success: toast and close. 400: the errors go to their fields, back on step 1 when one belongs
 * there. Any other failure: the spec's text in a banner that stays until the next attempt.
 */
import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import type * as v from 'valibot';
import { readErrorBody } from '../../client/api.ts';
import { choirs as m } from '../../lib/messages.ts';
import { choirStep1Schema, choirStep2Schema } from '../../lib/schemas/choir.ts';
import type { FieldErrors } from '../../lib/schemas/errors.ts';
import { $choirDialog, createChoir } from '../../stores/choirs.ts';
import { showToast } from '../../stores/toasts.ts';
import { Banner } from '../../ui/Banner.tsx';
import { Modal, ModalActions } from '../../ui/Modal.tsx';
import { EmailField, PhoneField, TextField } from '../../ui/TextField.tsx';
import { useForm } from '../../ui/use-form.ts';
import { ChoirFoundingFields } from './ChoirFields.tsx';

const close = () => $choirDialog.set(null);

/** Which fields belong to step 1: a server error on one of them sends the user back there. */
const STEP1_FIELDS = Object.keys(choirStep1Schema.entries);

/** Splits a 400 answer into the errors of each step; `non_field_errors` stays apart. */
function splitErrors(errors: FieldErrors) {
  const step1: FieldErrors = {};
  const step2: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors)) {
    if (field === 'non_field_errors') continue;
    (STEP1_FIELDS.includes(field) ? step1 : step2)[field] = messages;
  }
  return { step1, step2, general: errors.non_field_errors?.[0] ?? null };
}

export function AddChoirModal() {
  const [step, setStep] = useState<1 | 2>(1);
  const [failure, setFailure] = useState<string | null>(null);
  const step1 = useForm(choirStep1Schema, {
    name: '',
    entity: '',
    protocol_number: '',
    city: '',
    address: '',
    county: '',
    choir_members: '',
  });
  const step2 = useForm(choirStep2Schema, { contact: '', phone: '', email: '' });
  const step1Output = useRef<v.InferOutput<typeof choirStep1Schema> | null>(null);

  // After 'Următorul pas' or 'Înapoi', the focus goes to the first field of the new step.
  const [stepFocus, setStepFocus] = useState(0);
  useEffect(() => {
    if (!stepFocus) return;
    const form = step === 1 ? step1.formRef.current : step2.formRef.current;
    form?.querySelector<HTMLElement>('input')?.focus();
  }, [stepFocus, step, step1.formRef, step2.formRef]);

  const next = step1.handleSubmit(async (output) => {
    step1Output.current = output;
    setStep(2);
    setStepFocus((n) => n + 1);
  });

  const back = () => {
    setStep(1);
    setStepFocus((n) => n + 1);
  };

  const save = step2.handleSubmit(async (output) => {
    if (!step1Output.current) return back();
    setFailure(null);
    try {
      await createChoir({ ...step1Output.current, ...output });
    } catch (error) {
      const errors = await readErrorBody(error);
      if (!errors) return setFailure(m.createFailed);
      const split = splitErrors(errors);
      step2.showServerErrors(split.step2);
      if (Object.keys(split.step1).length) {
        setStep(1);
        step1.showServerErrors(split.step1);
      }
      setFailure(split.general);
      return;
    }
    showToast({ tone: 'success', text: m.created });
    close();
  });

  return (
    <Modal title={m.addTitle} isOpen onClose={close}>
      <Banner tone="error">{failure}</Banner>
      {step === 1 ? (
        <Form ref={step1.formRef} onSubmit={next} validationBehavior="aria" className="form">
          <fieldset className="form-section">
            <legend className="form-section__legend">{m.step(1)}</legend>
            <ChoirFoundingFields field={step1.field} autofill />
          </fieldset>
          <ModalActions submit={m.next} cancel={m.cancel} onCancel={close} />
        </Form>
      ) : (
        <Form ref={step2.formRef} onSubmit={save} validationBehavior="aria" className="form">
          <fieldset className="form-section">
            <legend className="form-section__legend">{m.step(2)}</legend>
            <TextField
              label={m.contact}
              autoComplete="name"
              isRequired
              {...step2.field('contact')}
            />
            <PhoneField
              label={m.phone}
              inputMode="tel"
              description={m.phoneHint}
              isRequired
              {...step2.field('phone')}
            />
            <EmailField label={m.email} isRequired {...step2.field('email')} />
          </fieldset>
          <ModalActions submit={m.save} busy={step2.busy} cancel={m.back} onCancel={back} />
        </Form>
      )}
    </Modal>
  );
}

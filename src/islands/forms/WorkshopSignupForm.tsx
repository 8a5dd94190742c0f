/**
 * The workshop sign-up of /ateliere (document 2 §2–§5, §8): the session dates open today come
 * from GET /api/sign-ups/workshops/; with none open the page says so and shows no form. The
 * places are the server's to count: when a send is refused on `workshops` (someone took the last
 * place meanwhile) the list is read again, so the workshop now shows 'complet'.
 */
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../client/api.ts';
import type { WorkshopSessions } from '../../lib/api/workshops.ts';
import { apiPath } from '../../lib/api-path.ts';
import { WORKSHOP_AGE } from '../../lib/limits.ts';
import { workshopSignup as m, signups } from '../../lib/messages.ts';
import { signupPaths } from '../../lib/paths/signups.ts';
import { workshopSignupSchema } from '../../lib/schemas/workshops.ts';
import { Agreement } from '../../ui/Checkbox.tsx';
import { FactList } from '../../ui/FactList.tsx';
import { TextAreaField } from '../../ui/TextAreaField.tsx';
import { EmailField, PhoneField, TextField } from '../../ui/TextField.tsx';
import { AgeField } from './AgeField.tsx';
import { SignupForm } from './SignupForm.tsx';
import { useSignupForm } from './use-signup-form.ts';
import { longDay, WorkshopPicker } from './WorkshopPicker.tsx';

type Load =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'ready'; sessions: WorkshopSessions };

const readSessions = () => api.get(apiPath(signupPaths.workshops)).json<WorkshopSessions>();

export default function WorkshopSignupForm() {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  // A failed reading after the first keeps the list shown: the send's own error says enough.
  const refresh = useCallback(
    () =>
      void readSessions().then(
        (sessions) => setLoad({ state: 'ready', sessions }),
        () => setLoad((now) => (now.state === 'ready' ? now : { state: 'failed' })),
      ),
    [],
  );
  useEffect(refresh, [refresh]);

  if (load.state === 'loading') return <p role="status">{m.loading}</p>;
  if (load.state === 'failed') return <p role="alert">{m.loadFailed}</p>;
  if (load.sessions.length === 0) return <p className="workshop-empty">{m.empty}</p>;
  return <WorkshopForm sessions={load.sessions} onRefused={refresh} />;
}

function WorkshopForm(props: { sessions: WorkshopSessions; onRefused: () => void }) {
  const signup = useSignupForm({
    schema: workshopSignupSchema,
    path: apiPath(signupPaths.workshops),
    empty: {
      workshops: [],
      name: '',
      age: Number.NaN,
      email: '',
      phone: '',
      school: '',
      workplace: '',
      knowledge: '',
      experience: '',
      agreed: false,
      altcha: '',
      submission_id: '',
    },
    labels: {
      workshops: m.workshops,
      name: m.name,
      age: m.age,
      email: m.email,
      phone: m.phone,
      school: m.school,
      workplace: m.workplace,
      knowledge: m.knowledge,
      experience: m.experience,
      agreed: m.agreedShort,
      altcha: signups.captchaField,
    },
  });
  const { field, serverErrors } = signup.form;
  const refused = serverErrors.workshops;
  const { onRefused } = props;
  useEffect(() => {
    if (refused) onRefused();
  }, [refused, onRefused]);

  return (
    <SignupForm
      signup={signup}
      submitLabel={m.submit}
      success={signups.signupSaved}
      successDetails={
        signup.sentBody ? (
          <ChosenWorkshops
            sessions={props.sessions}
            ids={signup.sentBody.workshops}
            email={signup.sentBody.email}
          />
        ) : null
      }
      again={m.again}
    >
      <WorkshopPicker sessions={props.sessions} {...field('workshops')} />
      <TextField label={m.name} autoComplete="name" isRequired {...field('name')} />
      <AgeField label={m.age} range={WORKSHOP_AGE} {...field('age')} />
      <EmailField label={m.email} description={m.emailHint} isRequired {...field('email')} />
      <PhoneField label={m.phone} description={m.phoneHint} isRequired {...field('phone')} />
      <TextField label={m.school} description={m.schoolHint} isRequired {...field('school')} />
      <TextField
        label={m.workplace}
        description={m.workplaceHint}
        isRequired
        {...field('workplace')}
      />
      <TextAreaField
        label={m.knowledge}
        rows={2}
        description={m.knowledgeHint}
        isRequired
        {...field('knowledge')}
      />
      <TextAreaField
        label={m.experience}
        rows={2}
        description={m.experienceHint}
        isRequired
        {...field('experience')}
      />
      <Agreement {...field('agreed')}>{m.agreed}</Agreement>
    </SignupForm>
  );
}

/** The success state's account of the send: each chosen workshop's what, when and where. */
function ChosenWorkshops(props: { sessions: WorkshopSessions; ids: number[]; email: string }) {
  const chosen = props.sessions.flatMap((session) =>
    session.workshops
      .filter((workshop) => props.ids.includes(workshop.id))
      .map((workshop) => ({ session, workshop })),
  );
  return (
    <>
      <p>{m.successIntro}</p>
      <ul className="workshop-success">
        {chosen.map(({ session, workshop }) => (
          <li key={workshop.id}>
            <strong>{workshop.title}</strong>
            <FactList
              className="workshop-success__facts"
              items={[
                [m.whenLabel, m.when(longDay(session.date), workshop.hour)],
                [m.whereLabel, session.location || m.placeToCome],
              ]}
            />
          </li>
        ))}
      </ul>
      <p>{m.successMailed(props.email)}</p>
    </>
  );
}

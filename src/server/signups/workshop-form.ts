/**
 * The workshop sign-up (document 2 §3, §5) in the shared pipeline of submit.ts: `prepare` takes
 * the chosen workshops' places under their lock (workshops.ts) and reads what the mails tell of
 * them; the person's mail carries them as a calendar file (workshop-mail.ts).
 */
import { todayInBucharest } from '../../lib/dates.ts';
import { signups } from '../../lib/messages-signups.ts';
import { workshopSignup as m } from '../../lib/messages-workshops.ts';
import { WORKSHOP_FORM_VERSION, workshopSignupSchema } from '../../lib/schemas/workshops.ts';
import { workshopSignUps } from '../db/schema.ts';
import type { SignupForm } from './submit.ts';
import { teamMail } from './team-mail.ts';
import { workshopConfirmation, workshopWhen } from './workshop-mail.ts';
import { type ChosenWorkshop, takePlaces } from './workshops.ts';

export const workshopSignupForm = (
  siteUrl: string,
): SignupForm<typeof workshopSignupSchema, ChosenWorkshop[], typeof workshopSignUps> => ({
  name: 'workshops',
  schema: workshopSignupSchema,
  table: workshopSignUps,
  email: (body) => body.email,
  prepare: (tx, body) => takePlaces(tx, body.workshops, todayInBucharest(), body.submission_id),
  row: (body) => ({
    submissionId: body.submission_id,
    formVersion: WORKSHOP_FORM_VERSION,
    name: body.name,
    email: body.email,
    phone: body.phone,
    age: body.age,
    school: body.school,
    workplace: body.workplace,
    knowledge: body.knowledge,
    experience: body.experience,
    workshops: body.workshops,
    agreed: body.agreed,
  }),
  mails(body, id, chosen) {
    return {
      person: workshopConfirmation(body.name, chosen, id, siteUrl),
      team: teamMail({ name: m.formName, version: WORKSHOP_FORM_VERSION }, body.name, id, [
        [m.workshops, chosen.map((w) => m.teamWorkshop(workshopWhen(w), w.title)).join('\n')],
        [m.name, body.name],
        [m.age, `${body.age} ${signups.ageUnit}`],
        [m.email, body.email],
        [m.phone, body.phone],
        [m.school, body.school],
        [m.workplace, body.workplace],
        [m.knowledge, body.knowledge],
        [m.experience, body.experience],
        [m.agreed, signups.yes],
      ]),
    };
  },
});

/** The audition sign-up (document 1 §7) in the shared pipeline of submit.ts. */
import { signups } from '../../lib/messages.ts';
import { auditions as m } from '../../lib/messages-auditions.ts';
import { AUDITION_FORM_VERSION, auditionSchema } from '../../lib/schemas/audition.ts';
import { auditionSignups } from '../db/schema.ts';
import type { SignupForm } from './submit.ts';
import { teamMail } from './team-mail.ts';

export const auditionForm: SignupForm<typeof auditionSchema, undefined, typeof auditionSignups> = {
  name: 'auditions',
  schema: auditionSchema,
  table: auditionSignups,
  email: (body) => body.email,
  row: (body) => ({
    submissionId: body.submission_id,
    formVersion: AUDITION_FORM_VERSION,
    category: body.category,
    firstName: body.firstName,
    lastName: body.lastName,
    age: body.age,
    email: body.email,
    phone: body.phone,
    school: body.school,
    reason: body.reason,
    experience: body.experience,
    agreed: body.agreed,
  }),
  mails(body, id) {
    const category = m.categories[body.category];
    const name = `${body.firstName} ${body.lastName}`;
    return {
      person: { subject: m.mailSubject, text: m.mailBody(body.firstName, category) },
      team: teamMail({ name: m.formName, version: AUDITION_FORM_VERSION }, name, id, [
        [m.category, category],
        [m.firstName, body.firstName],
        [m.lastName, body.lastName],
        [m.age, `${body.age} ${signups.ageUnit}`],
        [m.email, body.email],
        [m.phone, body.phone],
        [m.school, body.school],
        [m.reason, body.reason],
        [m.experience, body.experience],
        [m.agreed, signups.yes],
      ]),
    };
  },
};

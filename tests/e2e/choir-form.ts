/** The add-choir form's first step, as a new conductor fills it (members.spec, staff-choirs.spec). */
import type { Locator } from '@playwright/test';
import { choirs } from '../../src/lib/messages.ts';
import { choose } from './helpers.ts';

/** Fills step 1 for a school's choir in Pașcani (Iași), `school` and `street` its number there. */
export async function fillChoirStep1(
  form: Locator,
  choir: { name: string; school: number; street: number; members: number },
) {
  await form.getByLabel(choirs.name).fill(choir.name);
  await form.getByLabel(choirs.entity).fill(`Școala Gimnazială nr. ${choir.school} Pașcani`);
  await form.getByLabel(choirs.city).fill('Pașcani');
  await form.getByLabel(choirs.address).fill(`Strada Ștefan cel Mare ${choir.street}`);
  await choose(form, choirs.county, 'Iași');
  await form.getByLabel(choirs.choirMembers).fill(String(choir.members));
}

/** The library's page titles: 'Librărie Partituri' (document 2 §2: 'Librărie' plus the part's name). */
import { members } from '../../../lib/messages.ts';

export const libraryTitle = (part: keyof typeof members.sections.library) =>
  `${members.nav.library} ${members.sections.library[part]}`;

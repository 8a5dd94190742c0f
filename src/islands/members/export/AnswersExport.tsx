/**
 * 'Descarcă' under an event's answers (its conductors only, like the panel): every approved member
 * with their voice part, answer ('Fără răspuns' when none; 'Particip (implicit)' for a member counted
 * present by default, issue #28) and note, in the API's order, as the panel names
 * them; a conductor only when they answered (issue #23: conductors are not waited for); the counts under the
 * heading, as the panel shows them.
 */
import { useStore } from '@nanostores/react';
import { type ExportTable, fileSlug } from '../../../client/export/table.ts';
import type { CalendarEvent, EventAnswers } from '../../../lib/api/events.ts';
import type { LibraryTerm } from '../../../lib/api/library.ts';
import { members } from '../../../lib/messages.ts';
import { eventAnswersPanel as p } from '../../../lib/messages-calendar.ts';
import { EVENT_ANSWERS } from '../../../lib/messages-events.ts';
import { exportFiles as m } from '../../../lib/messages-export.ts';
import { reminders as rm } from '../../../lib/messages-reminders.ts';
import { $selectedChoir } from '../../../stores/choirs.ts';
import { longRange, shownName } from '../calendar/event-text.ts';
import { partName } from '../voice-parts.ts';
import { ExportButtons } from './ExportButtons.tsx';

export function answersTable(
  event: CalendarEvent,
  answers: EventAnswers,
  voices: readonly LibraryTerm[],
  choir: string,
): ExportTable {
  const { counts } = answers;
  const summary = [
    `${EVENT_ANSWERS.yes}: ${counts.yes}`,
    `${EVENT_ANSWERS.no}: ${counts.no}`,
    `${EVENT_ANSWERS.maybe}: ${counts.maybe}`,
    `${p.none}: ${counts.none}`,
  ].join(', ');
  return {
    title: m.answersTitle(event.title),
    subtitle: `${choir} · ${longRange(event)} · ${summary}`,
    fileName: fileSlug(m.answersFile, event.title, event.startDate),
    columns: [members.myChoir.name, members.myChoir.voicePart, m.answer, m.note],
    rows: answers.members
      .filter((member) => member.answer || !member.is_conductor)
      .map((member) => [
        shownName(member),
        member.voice_part === null ? '' : partName(voices, member.voice_part),
        member.answer ? EVENT_ANSWERS[member.answer] : member.by_default ? rm.byDefault : p.none,
        member.note,
      ]),
  };
}

export interface AnswersExportProps {
  event: CalendarEvent;
  answers: EventAnswers;
  voices: readonly LibraryTerm[];
}

export function AnswersExport({ event, answers, voices }: AnswersExportProps) {
  const choir = useStore($selectedChoir);
  return (
    <ExportButtons
      what={m.answersWhat}
      table={() => answersTable(event, answers, voices, choir?.name ?? '')}
    />
  );
}

/**
 * The choir's answers to an event, for its conductors (and staff): the counts Particip /
 * Nu particip / Poate / Fără răspuns, who has not answered, who answered what (with their note),
 * 'Tipărește răspunsurile' (the print view: print.css keeps only this dialog's content), and
 * 'Anunță corul', which mails the members. Conductors are not waited for (issue #23); two members
 * of the same name are told apart by the API's `name_hint`. 'Anunță corul' first shows who gets
 * the mail and its text (NotifyPreview) and sends once confirmed. A 409 (already told, nothing
 * changed since) is shown as information, not as an error. Each member's voice part follows their
 * name (issue #27); 'Grupează după voce' splits both lists by part, in the library's order.
 * Issue #28: a member counted present by default who has not answered is listed as 'Particip
 * (implicit)'; 'Trimite o reamintire' (RemindButton) follows the announcement.
 */
import { type ReactNode, useEffect, useState } from 'react';
import { errorStatus, readErrorDetail } from '../../../client/api.ts';
import type { CalendarEvent, EventAnswerRow, EventAnswers } from '../../../lib/api/events.ts';
import type { LibraryTerm } from '../../../lib/api/library.ts';
import { members as mm } from '../../../lib/messages.ts';
import { eventAnswersPanel as m } from '../../../lib/messages-calendar.ts';
import { EVENT_ANSWERS, events as em } from '../../../lib/messages-events.ts';
import { reminders as rm } from '../../../lib/messages-reminders.ts';
import { showToast } from '../../../stores/toasts.ts';
import { Banner } from '../../../ui/Banner.tsx';
import { Button } from '../../../ui/Button.tsx';
import { Checkbox } from '../../../ui/Checkbox.tsx';
import { FactList } from '../../../ui/FactList.tsx';
import { AnswersExport } from '../export/AnswersExport.tsx';
import { byPart, partName, useVoiceParts } from '../voice-parts.ts';
import { shownName } from './event-text.ts';
import { getAnswers, notifyChoir } from './events-api.ts';
import { NotifyPreview } from './NotifyPreview.tsx';
import { RemindButton } from './RemindButton.tsx';

/** The member's name, and their part when they have one: 'Ana Pop · Alto'. */
const nameAndPart = (member: EventAnswerRow, voices: readonly LibraryTerm[]) =>
  member.voice_part === null
    ? shownName(member)
    : `${shownName(member)} · ${partName(voices, member.voice_part)}`;

/** The members in one list, or grouped: a heading per part (with its count) and its list. */
function AnswerList(props: {
  rows: EventAnswerRow[];
  voices: readonly LibraryTerm[];
  grouped: boolean;
  item: (member: EventAnswerRow) => ReactNode;
}) {
  const { rows, voices, grouped, item } = props;
  const list = (members: EventAnswerRow[]) => (
    <ul className="answers__list">
      {members.map((member) => (
        <li key={member.user_id}>{item(member)}</li>
      ))}
    </ul>
  );
  if (!grouped) return list(rows);
  const sorted = byPart(rows, voices);
  const parts = [...new Set(sorted.map((member) => member.voice_part))];
  return parts.map((part) => {
    const members = sorted.filter((member) => member.voice_part === part);
    return (
      <div key={part ?? 'none'} className="answers__part">
        <h5>{mm.myChoir.partGroup(partName(voices, part), members.length)}</h5>
        {list(members)}
      </div>
    );
  });
}

export interface EventAnswersPanelProps {
  event: CalendarEvent;
  choirId: number;
  /** Only a choir's own event that has not ended is announced (global events never are). */
  canNotify: boolean;
}

export function EventAnswersPanel({ event, choirId, canNotify }: EventAnswersPanelProps) {
  const eventId = event.id;
  const [answers, setAnswers] = useState<EventAnswers | null>(null);
  const [failed, setFailed] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const [grouped, setGrouped] = useState(false);
  const voices = useVoiceParts();

  useEffect(() => {
    let live = true;
    getAnswers(eventId, choirId)
      .then((data) => live && setAnswers(data))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [eventId, choirId]);

  const notify = async () => {
    setBusy(true);
    setNotice(null);
    try {
      const { sent } = await notifyChoir(eventId);
      setPreviewing(false);
      showToast({ tone: 'success', text: m.notified(sent) });
    } catch (error) {
      setPreviewing(false);
      setNotice(
        errorStatus(error) === 409
          ? { tone: 'info', text: (await readErrorDetail(error)) ?? em.alreadyNotified }
          : { tone: 'error', text: m.notifyFailed },
      );
    } finally {
      setBusy(false);
    }
  };

  // Counted present by default (issue #28): among those who answered, as 'Particip (implicit)'.
  const waiting = answers?.members.filter(
    (member) => !member.answer && !member.is_conductor && !member.by_default,
  );
  const answered = answers?.members.filter((member) => member.answer || member.by_default) ?? [];
  return (
    <section className="answers" aria-labelledby="answers-title" aria-busy={!answers && !failed}>
      <h3 id="answers-title">{m.heading}</h3>
      {failed ? <p className="box__empty">{m.loadFailed}</p> : null}
      {answers ? (
        <>
          <FactList
            className="summary summary--compact"
            items={[
              [EVENT_ANSWERS.yes, answers.counts.yes],
              [EVENT_ANSWERS.no, answers.counts.no],
              [EVENT_ANSWERS.maybe, answers.counts.maybe],
              [m.none, answers.counts.none],
            ]}
          />
          <p className="box__meta">{m.conductorsApart}</p>
          <div className="no-print">
            <Checkbox name="answers-by-part" value={grouped} onChange={setGrouped}>
              {mm.myChoir.groupByPart}
            </Checkbox>
          </div>
          <h4>{m.notAnsweredHeading}</h4>
          {waiting?.length ? (
            <AnswerList
              rows={waiting}
              voices={voices}
              grouped={grouped}
              item={(member) => nameAndPart(member, voices)}
            />
          ) : (
            <p className="box__empty">{m.everyoneAnswered}</p>
          )}
          {answered.length ? (
            <>
              <h4>{m.answeredHeading}</h4>
              <AnswerList
                rows={answered}
                voices={voices}
                grouped={grouped}
                item={(member) => (
                  <>
                    {nameAndPart(member, voices)}
                    {member.is_conductor ? ` (${m.conductorMark})` : ''}:{' '}
                    <strong>{member.answer ? EVENT_ANSWERS[member.answer] : rm.byDefault}</strong>
                    {member.note ? <span className="box__meta">„{member.note}”</span> : null}
                  </>
                )}
              />
            </>
          ) : null}
          <div className="answers__tools">
            <Button variant="secondary" onPress={() => window.print()}>
              {m.print}
            </Button>
            <AnswersExport event={event} answers={answers} voices={voices} />
          </div>
        </>
      ) : null}
      {canNotify ? (
        <div className="answers__notify">
          <Banner tone={notice?.tone ?? 'info'}>{notice?.text ?? null}</Banner>
          {previewing ? (
            <NotifyPreview
              eventId={eventId}
              busy={busy}
              onSend={() => void notify()}
              onCancel={() => setPreviewing(false)}
            />
          ) : (
            <Button
              variant="secondary"
              onPress={() => {
                setNotice(null);
                setPreviewing(true);
              }}
            >
              {m.notify}
            </Button>
          )}
          {previewing ? null : <RemindButton eventId={eventId} />}
        </div>
      ) : null}
    </section>
  );
}

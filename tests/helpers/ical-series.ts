/**
 * The series of an iCalendar feed as a phone calendar reads them, with ical.js: each RRULE
 * expanded by its iterator (EXDATEs left out), the VEVENTs with a RECURRENCE-ID in place of
 * their occurrences, times through the feed's own VTIMEZONE.
 */
import ICAL from 'ical.js';

export interface FeedOccurrence {
  start: Date;
  end: Date;
  recurrenceId: Date;
  summary: string;
  /** Written as its own VEVENT (RECURRENCE-ID), not by the rule. */
  exception: boolean;
}

export function feedSeries(text: string) {
  const vcalendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of vcalendar.getAllSubcomponents('vtimezone'))
    ICAL.TimezoneService.register(zone);
  const vevents = vcalendar.getAllSubcomponents('vevent');
  return vevents
    .filter((v) => v.hasProperty('rrule'))
    .map((v) => {
      const master = new ICAL.Event(v);
      for (const other of vevents)
        if (other.hasProperty('recurrence-id') && other.getFirstPropertyValue('uid') === master.uid)
          master.relateException(other);
      const occurrences: FeedOccurrence[] = [];
      const iterator = master.iterator();
      // A rule with an UNTIL ends; the bound only stops a broken one.
      for (let next = iterator.next(); next && occurrences.length < 200; next = iterator.next()) {
        const details = master.getOccurrenceDetails(next);
        occurrences.push({
          start: details.startDate.toJSDate(),
          end: details.endDate.toJSDate(),
          recurrenceId: details.recurrenceId.toJSDate(),
          summary: details.item.summary,
          exception: details.item !== master,
        });
      }
      const exdates = v
        .getAllProperties('exdate')
        .map((p) => (p.getFirstValue() as ICAL.Time).toJSDate());
      return { uid: master.uid, summary: master.summary, exdates, occurrences };
    });
}

/**
 * How one event is written in iCalendar, the same in the members' feed (feed.ts, feed-series.ts)
 * and in the announcement mail's attachment (issue #28): the same UID (`event-{id}@host`, or a
 * series' `series-{id}@host` with the occurrence's RECURRENCE-ID), so a phone calendar that has
 * both merges them into one event instead of showing it twice.
 */
import { eventTypeName } from '../../lib/event-types.ts';
import { site } from '../../lib/messages.ts';
import { eventFeed } from '../../lib/messages-events.ts';
import type { MailAttachment } from '../db/schema.ts';
import { calendar, type IcalEvent } from './ical.ts';
import type { EventRow } from './present.ts';

/** The site's iCalendar identity: the calendar's header, the UIDs, the events' URLs and texts. */
export function icalSite(siteUrl: string) {
  const host = new URL(siteUrl).hostname;
  return {
    header: { prodId: `-//${host}//Evenimente//RO`, name: eventFeed.name(site.name) },
    uid: (key: string) => `${key}@${host}`,
    url: (eventId?: number) => `${siteUrl}/cont/evenimente${eventId ? `?event=${eventId}` : ''}`,
    describe: (e: Pick<EventRow, 'title' | 'type' | 'location' | 'description'>) => ({
      summary: e.title,
      location: e.location,
      description: e.description,
      category: eventTypeName(e.type),
    }),
  };
}

/** The VEVENT of one event as the feed has it (an occurrence of a series: its RECURRENCE-ID). */
export function icalEventOf(e: EventRow, shape: ReturnType<typeof icalSite>): IcalEvent {
  const inSeries = e.seriesId !== null && e.seriesStart !== null;
  return {
    uid: shape.uid(inSeries ? `series-${e.seriesId}` : `event-${e.id}`),
    start: e.startsAt,
    end: e.endsAt,
    modified: e.updatedAt,
    ...shape.describe(e),
    url: shape.url(e.id),
    ...(inSeries && e.seriesStart ? { recurrenceId: e.seriesStart } : {}),
  };
}

/** The announcement mail's attachment: a calendar of that one event (text/calendar, .ics). */
export function icsAttachment(e: EventRow, siteUrl: string): MailAttachment {
  const shape = icalSite(siteUrl);
  const text = calendar({ ...shape.header, events: [icalEventOf(e, shape)] });
  return {
    filename: 'eveniment.ics',
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: Buffer.from(text).toString('base64'),
  };
}

/**
 * An event's `classes` (document 1, the Event entity): the calendar's CSS classes for its type,
 * in the month list, one event's answer and the OpenAPI description.
 */
import * as v from 'valibot';
import { expect, test } from 'vitest';
import { eventListSchema } from '../../src/lib/api/events.ts';
import { eventTestApp, hoursFromNow, insertEvent, windowPath } from '../helpers/events.ts';

const cast = eventTestApp();
const { as } = cast;

test('each event of the month carries the classes of its type, any other code those of type 5', async () => {
  const at = (days: number) => ({
    start: hoursFromNow(24 * days),
    end: hoursFromNow(24 * days + 2),
  });
  const concert = await insertEvent(cast.t, { choirId: cast.t.choirId, type: 1, ...at(2) });
  const festival = await insertEvent(cast.t, { choirId: null, type: 4, ...at(3) });
  const odd = await insertEvent(cast.t, { choirId: cast.t.choirId, type: 42, ...at(4) });

  const res = await as('singer').get(windowPath(cast.t.choirId));
  expect(res.status).toBe(200);
  const list = v.parse(eventListSchema, await res.json());
  const classesOf = (id: number) => list.find((e) => e.id === id)?.classes;
  expect(classesOf(concert)).toEqual(['event-type', 'event-type--1']);
  expect(classesOf(festival)).toEqual(['event-type', 'event-type--4']);
  expect(classesOf(odd)).toEqual(['event-type', 'event-type--5']);

  const one = await as('singer').get(`/api/event/${concert}/`);
  expect((await one.json()).classes).toEqual(['event-type', 'event-type--1']);
});

test('the OpenAPI description lists classes among an event’s fields', async () => {
  const res = await cast.t.app.request('/api/openapi.json');
  const text = await res.text();
  const doc = JSON.parse(text) as {
    paths: Record<string, { get?: { responses: Record<string, unknown> } }>;
  };
  const listed = JSON.stringify(doc.paths['/api/event/']?.get?.responses['200']);
  expect(listed).toContain('"classes"');
  expect(listed).toContain('"global_event"');
});

/**
 * The reminder's one text (issue #28), for the mail now and Web Push later: its kind, title, body
 * and link, with the choir's own information only.
 */
import { describe, expect, test } from 'vitest';
import { bucharestMoment } from '../../src/lib/schemas/event.ts';
import { reminderMail, reminderMessage } from '../../src/server/reminders/message.ts';

const event = {
  id: 42,
  title: 'Repetiție generală',
  startsAt: bucharestMoment('2026-12-03', '18:00'),
  endsAt: bucharestMoment('2026-12-03', '20:00'),
  answerBy: '2026-12-01',
};

describe('reminderMessage', () => {
  test('returns the kind, a title with the event and when, a short body and the event’s link', () => {
    const message = reminderMessage(event, 'Corul „Lăstarii”', 'https://cor.example');
    expect(message).toEqual({
      kind: 'reminder',
      title: 'Reamintire: Repetiție generală, joi, 3 decembrie 2026, 18:00–20:00',
      body: 'Corul „Lăstarii” așteaptă răspunsul tău pentru „Repetiție generală” (joi, 3 decembrie 2026, 18:00–20:00). Răspunde până la marți, 1 decembrie 2026.',
      url: 'https://cor.example/cont/evenimente?event=42',
    });
  });

  test('says no deadline when the event has none', () => {
    const { body } = reminderMessage({ ...event, answerBy: null }, 'Corul „Lăstarii”', '');
    expect(body).not.toContain('Răspunde până la');
  });
});

describe('reminderMail', () => {
  test('greets the member, keeps the body, gives the three answer links and the link', () => {
    const message = reminderMessage(event, 'Corul „Lăstarii”', 'https://cor.example');
    const mail = reminderMail(message, {
      name: 'Ana Pop',
      maybe: true,
      answerUrl: (answer) => `https://cor.example/r?a=${answer}`,
    });
    expect(mail.subject).toBe(message.title);
    expect(mail.text).toMatch(/^Bună, Ana Pop!\n\n/);
    expect(mail.text).toContain(message.body);
    expect(mail.text).toContain('Ai răspuns „Poate”');
    for (const answer of ['yes', 'no', 'maybe']) expect(mail.text).toContain(`r?a=${answer}`);
    expect(mail.text.endsWith(message.url)).toBe(true);
  });
});

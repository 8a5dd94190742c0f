// @vitest-environment happy-dom
/**
 * What the members area exports (src/islands/members/export/): each list's rows as its screen
 * shows them to that person (a singer's file has no e-mail even when a row carries one; the
 * month's file leaves out the neighbouring months' days the grid shows), and the buttons: a
 * workbook handed to the browser as a download, the Romanian message when the file cannot be made.
 */
import { parseDate } from '@internationalized/date';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { ExportTable } from '../../src/client/export/table.ts';
import { AnswersExport, answersTable } from '../../src/islands/members/export/AnswersExport.tsx';
import { ExportButtons } from '../../src/islands/members/export/ExportButtons.tsx';
import { membersTable } from '../../src/islands/members/export/MembersExport.tsx';
import { monthTable } from '../../src/islands/members/export/MonthExport.tsx';
import type { CalendarEvent } from '../../src/lib/api/events.ts';
import type { AnyChoirMember } from '../../src/lib/api/members.ts';
import { members } from '../../src/lib/messages.ts';
import { childConsent } from '../../src/lib/messages-child-consent.ts';
import { exportFiles as m } from '../../src/lib/messages-export.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const t = members.myChoir;

const member = (over: Partial<AnyChoirMember>): AnyChoirMember => ({
  id: 1,
  user_id: 1,
  name: 'Ana Popescu',
  first_name: 'Ana',
  last_name: 'Popescu',
  city: 'Pașcani',
  county: 'IS',
  avatar: '/avatar.png',
  type: '0',
  status: true,
  ...over,
});

/** The library's voices (GET /api/song/filters), which name a member's part (issue #27). */
const VOICES = [
  { id: 1, name: 'Sopran' },
  { id: 2, name: 'Alto' },
];

describe('membersTable', () => {
  const list = [
    member({
      type: '1',
      email: 'ana@example.com',
      sex: 'F',
      birth_date: '1985-03-09',
      voice_part: 2,
    }),
    member({
      user_id: 2,
      name: 'Ștefan Țurcanu',
      status: false,
      email: 's@example.com',
      sex: null,
      birth_date: null,
      consent: { state: 'missing', withheld: [] },
    }),
    member({
      user_id: 3,
      name: 'Ioana Rusu',
      email: 'i@example.com',
      sex: null,
      birth_date: null,
      consent: { state: 'valid', withheld: ['agree4', 'agree6'] },
    }),
  ];

  test('a conductor’s file: name, role, voice part, e-mail, sex, birth date, status and consent, as the table reads', () => {
    const table = membersTable(list, true, VOICES, 'Corul „Țărișoara”', t.tabAll);
    expect(table.columns).toEqual([
      t.name,
      t.role,
      t.voicePart,
      t.email,
      t.sex,
      t.birthDate,
      t.status,
      childConsent.column,
    ]);
    expect(table.rows).toEqual([
      [
        'Ana Popescu',
        t.roles.conductor,
        'Alto',
        'ana@example.com',
        'Feminin',
        '9 martie 1985',
        t.statuses.approved,
        '–',
      ],
      [
        'Ștefan Țurcanu',
        t.roles.singer,
        '',
        's@example.com',
        '',
        '',
        `${t.statuses.pending}: așteaptă acordul părintelui`,
        'Fără acordul părintelui',
      ],
      [
        'Ioana Rusu',
        t.roles.singer,
        t.noVoicePart,
        'i@example.com',
        '',
        '',
        t.statuses.approved,
        'Acord valabil · fără fotografii, fără înregistrări audio',
      ],
    ]);
    expect(table.subtitle).toBe('Corul „Țărișoara” · Toți');
    expect(table.fileName).toBe('membri-corul-tarisoara-toti');
  });

  test('a singer’s file: name, role, city and county, never an e-mail or a birth date', () => {
    const table = membersTable(list, false, VOICES, 'Corul Lira', t.tabSingers);
    expect(table.columns).toEqual([t.name, t.role, t.city, t.county]);
    expect(table.rows[0]).toEqual(['Ana Popescu', t.roles.conductor, 'Pașcani', 'Iași']);
    expect(JSON.stringify(table)).not.toMatch(/example\.com|1985/);
  });
});

const event = (over: Partial<CalendarEvent>): CalendarEvent => ({
  id: 1,
  title: 'Repetiție',
  start: '2026-12-03T15:00:00.000Z',
  end: '2026-12-03T16:30:00.000Z',
  startDate: '2026-12-03',
  startTime: '17:00',
  endDate: '2026-12-03',
  endTime: '18:30',
  type: 2,
  location: 'Sala de muzică',
  description: 'Aduceți partiturile.',
  cor: 7,
  global_event: false,
  classes: ['event-type', 'event-type--2'],
  can_edit: true,
  my_answer: 'yes',
  my_note: '',
  answer_by: null,
  series: null,
  ...over,
});

describe('monthTable', () => {
  test('the month’s events by start, without the days of the months around it', () => {
    const table = monthTable(
      [
        event({
          id: 2,
          title: 'Concert',
          start: '2026-12-20T16:00:00.000Z',
          startDate: '2026-12-20',
          endDate: '2026-12-20',
          type: 1,
          my_answer: null,
        }),
        event({
          id: 3,
          title: 'Din noiembrie',
          start: '2026-11-30T15:00:00.000Z',
          startDate: '2026-11-30',
          endDate: '2026-11-30',
        }),
        event({
          id: 4,
          title: 'Festival',
          global_event: true,
          start: '2026-11-29T08:00:00.000Z',
          startDate: '2026-11-29',
          endDate: '2026-12-01',
          end: '2026-12-01T16:00:00.000Z',
          startTime: '10:00',
          endTime: '18:00',
        }),
        event({}),
      ],
      parseDate('2026-12-15'),
      'Corul Lira',
    );
    expect(table.title).toBe(m.monthTitle('decembrie 2026'));
    expect(table.fileName).toBe('evenimente-corul-lira-2026-12');
    expect(table.rows.map((row) => row[1])).toEqual(['Festival', 'Repetiție', 'Concert']);
    expect(table.rows[0]?.[2]).toMatch(new RegExp(`\\(${m.national}\\)$`));
    expect(table.rows[1]).toEqual([
      '3 decembrie 2026, 17:00 – 18:30',
      'Repetiție',
      'Repetiție',
      'Sala de muzică',
      'Particip',
    ]);
    expect(table.rows[2]?.[4]).toBe('');
  });
});

describe('answersTable', () => {
  test('every member with their answer or “Fără răspuns”, conductors only when they answered', () => {
    const table = answersTable(
      event({}),
      {
        counts: { yes: 1, no: 0, maybe: 0, none: 1 },
        members: [
          {
            user_id: 1,
            name: 'Ana Popescu',
            name_hint: null,
            is_conductor: false,
            voice_part: 1,
            answer: 'yes',
            by_default: false,
            note: 'Vin mai târziu',
            updated_at: null,
          },
          {
            user_id: 2,
            name: 'Ștefan Țurcanu',
            name_hint: 'stefan.t',
            is_conductor: false,
            voice_part: null,
            answer: null,
            by_default: false,
            note: '',
            updated_at: null,
          },
          // A conductor who has not answered is not waited for (issue #23).
          {
            user_id: 3,
            name: 'Dana Dirijor',
            name_hint: null,
            is_conductor: true,
            voice_part: null,
            answer: null,
            by_default: false,
            note: '',
            updated_at: null,
          },
        ],
      },
      VOICES,
      'Corul Lira',
    );
    expect(table.title).toBe(m.answersTitle('Repetiție'));
    expect(table.subtitle).toContain('Particip: 1, Nu particip: 0, Poate: 0, Fără răspuns: 1');
    expect(table.rows).toEqual([
      ['Ana Popescu', 'Sopran', 'Particip', 'Vin mai târziu'],
      ['Ștefan Țurcanu (stefan.t)', '', 'Fără răspuns', ''],
    ]);
    expect(table.fileName).toBe('raspunsuri-repetitie-2026-12-03');
  });
});

const small: ExportTable = {
  title: 'Membrii corului',
  subtitle: 'Corul Lira · Toți',
  fileName: 'membri-corul-lira-toti',
  columns: ['Nume'],
  rows: [['Ana Popescu']],
};

/** How long the first import of the export chunk may take on a loaded machine. */
const LOADED = { timeout: 60_000 };

describe('ExportButtons', () => {
  test('“Excel” hands the workbook to the browser as membri-….xlsx', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:test';
    });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    render(<ExportButtons what={m.membersWhat} table={() => small} />);
    await userEvent.click(screen.getByRole('button', { name: m.xlsxLabel(m.membersWhat) }));
    // The first click imports the export chunk (pdf-lib, fontkit): slow to transform here.
    await waitFor(() => expect(names).toEqual(['membri-corul-lira-toti.xlsx']), LOADED);
    const bytes = new Uint8Array(await (blobs[0] as Blob).arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    expect(screen.queryByRole('alert')?.textContent).toBe('');
  });

  test('a file that cannot be made says so in Romanian, and the buttons work again', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    render(
      <AnswersExport
        event={event({})}
        answers={{ counts: { yes: 0, no: 0, maybe: 0, none: 0 }, members: [] }}
        voices={VOICES}
      />,
    );
    const pdf = screen.getByRole('button', { name: m.pdfLabel(m.answersWhat) });
    await userEvent.click(pdf);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(m.failed), LOADED);
    expect(pdf.getAttribute('aria-disabled')).toBeNull();
  });
});

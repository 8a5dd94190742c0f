/**
 * The journal (GET /api/staff/audit/, issue #23): its days' filter, in Bucharest; and its XLSX
 * export as a spreadsheet reads it: the time a real date (a number with a date format), the header
 * row frozen, a filter on the header over every row.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { StaffAction } from '../../src/lib/api/staff-audit.ts';
import { journal } from '../../src/lib/messages-staff-journal.ts';
import { DATE_STYLE, dateSerial } from '../../src/lib/sheets/xlsx-parts.ts';
import { staffActions } from '../../src/server/db/schema.ts';
import { client, type TestApp } from '../helpers/app.ts';
import { demoApp } from '../helpers/members.ts';
import { unzip } from '../helpers/zip.ts';

let t: TestApp;
let staffToken: string;
let staffId: number;
beforeAll(async () => {
  ({ t, staffToken, staffId } = await demoApp());
  // Three actions: 22:30 UTC on 1 March is 00:30 on 2 March in Bucharest (winter, UTC+2).
  await t.db.insert(staffActions).values(
    [
      ['2026-03-01T22:30:00Z', 'Corul Martie'],
      ['2026-03-02T10:00:00Z', 'Corul Doi'],
      ['2026-03-03T08:00:00Z', 'Corul Trei'],
    ].map(([at, label]) => ({
      actorId: staffId,
      action: 'choir.confirm',
      targetType: 'choir',
      targetId: 1,
      targetLabel: label,
      createdAt: new Date(at ?? ''),
    })),
  );
});
afterAll(() => t.close());

const get = (query: string) => client(t.app, staffToken).get(`/api/staff/audit/${query}`);
const labels = async (query: string) => {
  const res = await get(query);
  expect(res.status).toBe(200);
  const page = (await res.json()) as { results: StaffAction[] };
  return page.results.map((row) => row.target_label).filter((label) => label.startsWith('Corul'));
};

describe('GET /api/staff/audit/?from=&to=', () => {
  test('answers 400 when the last day is before the first', async () => {
    const res = await get('?from=2026-03-03&to=2026-03-01');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ to: [journal.badRange] });
  });

  test("keeps the actions of Bucharest's days, both included", async () => {
    // 22:30 UTC on 1 March is already 2 March in Bucharest.
    expect(await labels('?from=2026-03-02&to=2026-03-02')).toEqual(['Corul Doi', 'Corul Martie']);
    expect(await labels('?to=2026-03-01')).toEqual([]);
    expect(await labels('?from=2026-03-03')).toEqual(['Corul Trei']);
  });
});

describe('GET /api/staff/audit/?format=xlsx', () => {
  test('writes the time as a date, freezes the header and filters it', async () => {
    const res = await get('?from=2026-03-01&to=2026-03-03&format=xlsx');
    expect(res.status).toBe(200);
    const files = await unzip(Buffer.from(await res.arrayBuffer()));
    const part = (name: string) =>
      files.find((file) => file.name === name)?.bytes.toString('utf8') ?? '';
    const sheet = part('xl/worksheets/sheet1.xml');
    const rows = [...sheet.matchAll(/<row>(.*?)<\/row>/g)].map((row) => row[1] ?? '');
    expect(rows).toHaveLength(4);

    // The newest action's time: a number in the date style, Bucharest's wall clock (10:00 UTC is 12:00).
    const [, style, value] = /^<c s="(\d+)"><v>([\d.]+)<\/v><\/c>/.exec(rows[2] ?? '') ?? [];
    expect(Number(style)).toBe(DATE_STYLE);
    const serial = Number(value);
    expect(serial).toBe(dateSerial(new Date('2026-03-02T10:00:00Z')));
    // 2 March 2026 is day 46083 of the spreadsheets' calendar; 12:00 is half of it.
    expect(serial).toBe(46_083.5);
    const styles = part('xl/styles.xml');
    const formats = [...styles.matchAll(/<cellXfs[^>]*>(.*?)<\/cellXfs>/g)][0]?.[1] ?? '';
    const dateXf = [...formats.matchAll(/<xf [^>]*\/>/g)][DATE_STYLE]?.[0] ?? '';
    const formatId = /numFmtId="(\d+)"/.exec(dateXf)?.[1];
    expect(styles).toContain(`<numFmt numFmtId="${formatId}" formatCode="dd.mm.yyyy hh:mm"/>`);

    // The header row frozen, and a filter over the header and the three rows (7 columns: A–G).
    expect(sheet).toMatch(
      /<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"\/>/,
    );
    expect(sheet).toContain('<autoFilter ref="A1:G4"/>');
    const [exported] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(staffActions)
      .where(eq(staffActions.action, 'list.export'));
    expect(exported?.n).toBeGreaterThan(0);
  });
});

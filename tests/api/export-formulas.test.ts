/**
 * Formulas typed by visitors and members never reach a spreadsheet through the back office's
 * exports (issue #19, defect 3): a name or a message such as `Semi;=1+1` read by a `,` reader and
 * by a `;` reader (Romanian Excel) gives no cell that starts like a formula, and the XLSX holds
 * such texts as they were typed, as text.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { client, type TestApp, testApp } from '../helpers/app.ts';
import { addMembership, createMember, demoAccounts } from '../helpers/members.ts';
import { readCsv } from '../helpers/sheets.ts';
import { unzip } from '../helpers/zip.ts';

let t: TestApp;
let tokens: Record<string, string>;

/** A formula start, after the blanks and quotes a reader may drop. */
const FORMULA_LIKE = /^[\s"]*[=+\-@＝＋－＠]/;
const NAME = 'Semi;=1+1';
const MESSAGE =
  'Bună ziua;=HYPERLINK("http://exemplu.ro";"aici") apoi,+1+1\n-2+3\t@SUM(1;2) și ＝1+1';

/** The exports that carry what visitors and members typed: contact, questions, people. */
const EXPORTS = [
  '/api/staff/messages/contact/',
  '/api/staff/messages/madrigalist/',
  '/api/staff/people/',
  '/api/staff/people/members/?county=IS',
];
const withFormat = (path: string, format: string) =>
  `${path}${path.includes('?') ? '&' : '?'}format=${format}`;

beforeAll(async () => {
  t = await testApp();
  ({ tokens } = await demoAccounts(t));
  for (const [i, name] of [NAME, '=HYPERLINK("http://exemplu.ro")'].entries()) {
    const res = await client(t.app, undefined, `10.19.3.${i}`).post('/api/messaging/contact/', {
      name,
      email: `semi${i}@example.com`,
      message: MESSAGE,
      gdpr: true,
    });
    expect(res.status).toBe(201);
  }
  // A singer of the demo choir named so: in the people lists and as the sender of a question.
  const member = await createMember(t, 'semi@example.com', { firstName: NAME });
  await addMembership(t, member.id, t.choirId, { confirmed: true });
  const question = await client(t.app, member.token).post('/api/messaging/madrigalist/', {
    message: MESSAGE,
  });
  expect(question.status).toBe(201);
});
afterAll(() => t.close());

const download = async (path: string) => {
  const res = await client(t.app, tokens.staff).get(path);
  expect(res.status, path).toBe(200);
  return res;
};

describe.each(EXPORTS)('GET %s', (path) => {
  test('?format=csv: no cell starts like a formula, read with , or with ;', async () => {
    const text = await (await download(withFormat(path, 'csv'))).text();
    // The hostile row is there (neutralised, not dropped).
    expect(
      readCsv(text)
        .flat()
        .some((cell) => cell.startsWith('Semi;')),
    ).toBe(true);
    for (const separator of [',', ';']) {
      const cells = readCsv(text, separator).flat();
      expect(cells.length).toBeGreaterThan(1);
      expect(
        cells.filter((cell) => FORMULA_LIKE.test(cell)),
        `read with ${separator}`,
      ).toEqual([]);
    }
  });

  test('?format=xlsx: texts as typed, never a formula, marked as text where they start like one', async () => {
    const files = await unzip(
      Buffer.from(await (await download(withFormat(path, 'xlsx'))).arrayBuffer()),
    );
    const xml = (name: string) => files.find((file) => file.name === name)?.bytes.toString('utf8');
    const sheet = xml('xl/worksheets/sheet1.xml') ?? '';
    expect(sheet).not.toMatch(/<f[\s>]/);
    const cells = [
      ...sheet.matchAll(/<c( [^>]*)?>(?:<v>[^<]*<\/v>|<is><t[^>]*>([^<]*)<\/t><\/is>)<\/c>/g),
    ];
    expect(cells.some(([, , text]) => text?.startsWith(NAME))).toBe(true);
    for (const [, attributes = '', text = ''] of cells) {
      const marked = attributes.includes('s="1"');
      expect(marked, text).toBe(FORMULA_LIKE.test(text.replaceAll('&quot;', '"')));
    }
    // Style 1 is the text mark a spreadsheet keeps when the cell is edited.
    expect(xml('xl/styles.xml')).toMatch(
      /<cellXfs count="3"><xf [^>]*\/><xf [^>]*quotePrefix="1"\/>/,
    );
  });
});

/**
 * The exports' one cell rule (src/lib/sheets/cells.ts): what a CSV cell becomes, and that
 * no part of it, split on any separator a spreadsheet may use, starts like a formula.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { formatDateTime } from '../../src/lib/dates.ts';
import { staff } from '../../src/lib/messages-staff.ts';
import {
  type Cell,
  csvCell,
  neutraliseFormulas,
  startsLikeFormula,
} from '../../src/lib/sheets/cells.ts';

/** A formula start, after the blanks and quotes a reader may drop. */
const FORMULA_LIKE = /^[\s"]*[=+\-@＝＋－＠]/;

describe('csvCell', () => {
  test.each<[string, Cell, string]>([
    ['plain text as it is', 'Maria Popescu', 'Maria Popescu'],
    ['a hyphen inside a name', 'Ana-Maria Ionescu', 'Ana-Maria Ionescu'],
    ['an e-mail', 'ana@example.ro', 'ana@example.ro'],
    ['= at the start', '=1+1', "'=1+1"],
    ['+ at the start (a phone)', '+40722000000', "'+40722000000"],
    ['- at the start', '-1+1', "'-1+1"],
    ['@ at the start', '@SUM(A1)', "'@SUM(A1)"],
    ['a full-width ＝', '＝1+1', "'＝1+1"],
    ['a full-width ＋, － and ＠', '＋1 －1 ＠A', "'＋1 －1 ＠A"],
    ['a formula after blanks', '  =1+1', "'  =1+1"],
    ['a formula after a quote', '"=1+1"', '"\'""=1+1"""'],
    ['a leading TAB', '\tx', '"\'\tx"'],
    ['a leading CR', '\rx', '"\'\rx"'],
    ['a formula after ;', 'Semi;=1+1', '"Semi;\'=1+1"'],
    ['a formula after ,', 'Virgulă,+1+1', '"Virgulă,\'+1+1"'],
    ['a formula after a line break', 'Rând\n-1+1', '"Rând\n\'-1+1"'],
    ['a formula after a TAB', 'Tab\t@A1', '"Tab\t\'@A1"'],
    ['a formula after CR LF', 'a\r\n=1', '"a\r\n\'=1"'],
    ['a formula after ; and a blank', 'a; -b', '"a;\' -b"'],
    ['each separator of a run', 'a;\n=1', '"a;\n\'=1"'],
    ['a ; without a formula: quoted only', 'Do;Re;Mi', '"Do;Re;Mi"'],
    ['a TAB without a formula: quoted only', 'Do\tRe', '"Do\tRe"'],
    ['a formula sign inside a word', 'x=1+1', 'x=1+1'],
    ['quotes doubled', 'Corul „Lira” și "Doina"', '"Corul „Lira” și ""Doina"""'],
    ['a text already marked', "'=1+1", "'=1+1"],
    ['a negative number', -5, '-5'],
    ['a number', 3.5, '3.5'],
    ['nothing', null, ''],
    ['yes', true, staff.yes],
  ])('%s', (_, value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  test('a date in Bucharest time, quoted when it holds a comma', () => {
    const date = new Date('2026-03-12T08:00:00Z');
    const text = formatDateTime(date);
    expect(csvCell(date)).toBe(/[,;]/.test(text) ? `"${text}"` : text);
  });
});

describe('neutraliseFormulas', () => {
  test('no part after any separator starts like a formula, whatever the text, quoted or not', () => {
    const alphabet = fc.constantFrom(...'ab =+-@＝＋－＠,;\t\r\n" \''.split(''));
    fc.assert(
      fc.property(fc.string({ unit: alphabet, maxLength: 20 }), (text) => {
        const safe = neutraliseFormulas(text);
        for (const written of [safe, csvCell(text)])
          for (const part of written.split(/[,;\t\r\n]/)) expect(part).not.toMatch(FORMULA_LIKE);
        expect(safe).not.toMatch(/^[\t\r]/);
        // Only apostrophes are added: removing them where they were put gives the text back.
        expect(safe.length - text.length).toBe(
          [...safe].filter((c) => c === "'").length - [...text].filter((c) => c === "'").length,
        );
      }),
      { numRuns: 2000 },
    );
  });
});

describe('startsLikeFormula', () => {
  test.each([
    ['=1', true],
    [' @A1', true],
    ['"+1', true],
    ['－1', true],
    ['\tx', true],
    ['Semi;=1+1', false],
    ["'=1", false],
    ['Maria', false],
  ])('%j: %s', (text, expected) => {
    expect(startsLikeFormula(text)).toBe(expected);
  });
});

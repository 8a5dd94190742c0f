/**
 * The home page's figures at build time (src/components/public/home-figures.ts): the snapshot's,
 * else site.yaml's.
 */
import { readFile } from 'node:fs/promises';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { homeFigures } from '../../src/components/public/home-figures.ts';

const fromSite = { children: 84000, choirs: 2402 };
afterEach(() => vi.restoreAllMocks());

describe('homeFigures', () => {
  test("without a snapshot of the figures (null), shows site.yaml's and says so", () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    expect(homeFigures(fromSite, null)).toEqual(fromSite);
    expect(info).toHaveBeenCalledWith(expect.stringContaining('content/site.yaml'));
  });

  test('with a snapshot, shows its figures and says when they were counted', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const file = { children: 1234, choirs: 56, taken_at: '2026-11-25T03:00:00.000Z' };
    expect(homeFigures(fromSite, file)).toEqual({ children: 1234, choirs: 56 });
    expect(info).toHaveBeenCalledWith(expect.stringContaining('2026-11-25T03:00:00.000Z'));
  });

  test.each([
    ['a figure missing', { children: 1234, taken_at: '2026-11-25T03:00:00.000Z' }],
    ['a negative figure', { children: -1, choirs: 56, taken_at: '2026-11-25T03:00:00.000Z' }],
    ['no time', { children: 1234, choirs: 56 }],
    ['the map instead', [{ name: 'Iași', abbrev: 'IS', count: 3, localities: [] }]],
  ])("with a snapshot that is not figures (%s), warns and shows site.yaml's", (_case, file) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(homeFigures(fromSite, file)).toEqual(fromSite);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('content/snapshots/figures.json'));
  });

  test('the committed snapshot holds no figures: the demo site shows the spec figures', async () => {
    const committed = JSON.parse(
      await readFile(new URL('../../content/snapshots/figures.json', import.meta.url), 'utf8'),
    );
    expect(committed).toBeNull();
    vi.spyOn(console, 'info').mockImplementation(() => {});
    expect(homeFigures(fromSite)).toEqual(fromSite);
  });
});

// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import ChoirMap from '../../src/islands/public/ChoirMap.tsx';
import { levelOf, scaleFor } from '../../src/islands/public/choir-map-scale.ts';
import type { ChoirMapData } from '../../src/lib/api/choir-map.ts';
import { map as m } from '../../src/lib/messages.ts';

const counties: ChoirMapData = [
  { name: 'Arad', abbrev: 'AR', count: 0, localities: [] },
  {
    name: 'Iași',
    abbrev: 'IS',
    count: 3,
    localities: [
      { name: 'Iași', choirs: ['Corul „Ciocârlia”', 'Corul Madrigal Junior'] },
      { name: 'Pașcani', choirs: ['Corul „Mugurașii”'] },
    ],
  },
];

beforeEach(() => {
  // The Leaflet part is not under test here: its GeoJSON never arrives.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('', { status: 404 })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ChoirMap accordion', () => {
  test('lists every county, collapsed, with its number of choirs', () => {
    render(<ChoirMap counties={counties} />);
    const iasi = screen.getByRole('button', { name: /Iași/ });
    expect(iasi.getAttribute('aria-expanded')).toBe('false');
    expect(iasi.textContent).toContain(m.choirs(3));
    expect(screen.getByRole('button', { name: /Arad/ }).textContent).toContain(m.choirs(0));
    expect(screen.queryByRole('heading', { name: 'Pașcani' })).toBeNull();
    expect(screen.getByText(m.mapNote)).toBeTruthy();
  });

  test('clicking a county expands it with its localities and choirs; again collapses it', async () => {
    render(<ChoirMap counties={counties} />);
    const iasi = screen.getByRole('button', { name: /Iași/ });
    await userEvent.click(iasi);
    expect(iasi.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(iasi.getAttribute('aria-controls') ?? '');
    expect(panel?.hidden).toBe(false);
    expect(screen.getByRole('heading', { name: 'Pașcani' })).toBeTruthy();
    expect(screen.getByText('Corul Madrigal Junior')).toBeTruthy();
    await userEvent.click(iasi);
    expect(iasi.getAttribute('aria-expanded')).toBe('false');
  });

  test('a county without choirs says so', async () => {
    render(<ChoirMap counties={counties} />);
    await userEvent.click(screen.getByRole('button', { name: /Arad/ }));
    expect(screen.getByText(m.noChoirs)).toBeTruthy();
  });

  test('works from the keyboard', async () => {
    render(<ChoirMap counties={counties} />);
    await userEvent.tab();
    expect(document.activeElement?.textContent).toContain('Arad');
    await userEvent.keyboard('{Enter}');
    expect(document.activeElement?.getAttribute('aria-expanded')).toBe('true');
  });
});

describe('scaleFor', () => {
  test('puts 0 apart and splits the rest into at most four classes', () => {
    expect(scaleFor(0)).toEqual([{ level: 0, min: 0, max: 0 }]);
    expect(scaleFor(3).map((c) => [c.min, c.max])).toEqual([
      [0, 0],
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
    const big = scaleFor(100);
    expect(big.map((c) => [c.min, c.max])).toEqual([
      [0, 0],
      [1, 25],
      [26, 50],
      [51, 75],
      [76, 100],
    ]);
    expect(levelOf(0, big)).toBe(0);
    expect(levelOf(60, big)).toBe(3);
    expect(levelOf(100, big)).toBe(4);
  });
});

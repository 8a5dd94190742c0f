// @vitest-environment happy-dom
/**
 * A side-menu move back to the dashboard (issue #21): once the client router has swapped in the
 * page's HTML, the chosen choir's kept summary is written into the build's hidden box before React
 * renders; with no kept answer, or once React has rendered, the box is left alone.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { drawKeptSummaryOnSwap } from '../../src/client/summary-on-swap.ts';
import { useCachedGet } from '../../src/client/use-cached-get.ts';
import Dashboard from '../../src/islands/members/Dashboard.tsx';
import type { UserDetails } from '../../src/lib/api/account.ts';
import type { ListedChoir } from '../../src/lib/api/choirs.ts';
import { apiPath } from '../../src/lib/api-path.ts';
import { SUMMARY_TITLE_ID } from '../../src/lib/dashboard-summary.ts';
import { members } from '../../src/lib/messages.ts';
import { dashboardPaths } from '../../src/lib/paths/dashboard.ts';
import { $choirs, $choirsState, $user } from '../../src/stores/session.ts';

/** The dashboard as built: its first render, with empty stores, inside its island. */
const built = `<astro-island ssr>${renderToStaticMarkup(<Dashboard />)}</astro-island>`;
const summary = { members: 31, conductors: 2, events: 4, waiting: 1, my_voice_part: null };

function KeptSummary({ path }: { path: string }) {
  const { data } = useCachedGet<typeof summary>(path);
  return <p>{data ? 'ținut' : 'se încarcă'}</p>;
}

const box = () => document.getElementById(SUMMARY_TITLE_ID)?.closest('section');
const figures = () => [...(box()?.querySelectorAll('dd') ?? [])].map((dd) => dd.textContent);
const swapIn = (html: string) => {
  document.body.innerHTML = html;
  document.dispatchEvent(new Event('astro:after-swap'));
};

beforeAll(async () => {
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(summary)));
  $user.set({ first_name: 'Ana', conductor_in: [] } as unknown as UserDetails);
  $choirs.set([{ id: 7, is_confirmed: true, user_is_confirmed: true } as unknown as ListedChoir]);
  $choirsState.set('ready');
  // The dashboard's box asked for the summary before the move away: the answer is kept.
  render(<KeptSummary path={apiPath(dashboardPaths.summary, { id: 7 })} />);
  await screen.findByText('ținut');
  cleanup();
  drawKeptSummaryOnSwap();
});

afterEach(() => {
  $choirs.set([{ id: 7, is_confirmed: true, user_is_confirmed: true } as unknown as ListedChoir]);
});

test('the kept figures are in the swapped-in page and shown before React renders', () => {
  swapIn(built);
  expect(figures()).toEqual(['31', '2', '4', members.myChoir.yourPartNone]);
  expect(box()?.closest('[hidden]')).toBeNull();
  expect(box()?.getAttribute('aria-busy')).toBeNull();
});

test('another choir without a kept answer, or a box React drew, is left as it is', () => {
  act(() => $choirs.set([{ id: 8, is_confirmed: true, user_is_confirmed: true } as ListedChoir]));
  swapIn(built);
  expect(figures()).toEqual(['–', '–', '–', '–']);
  expect(box()?.closest('[hidden]')).not.toBeNull();

  $choirs.set([{ id: 7, is_confirmed: true, user_is_confirmed: true } as ListedChoir]);
  swapIn(built.replace('<astro-island ssr>', '<astro-island>'));
  expect(figures()).toEqual(['–', '–', '–', '–']);
});

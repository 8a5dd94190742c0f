// @vitest-environment happy-dom
/**
 * The dashboard's first visit (issue #21): the head's early script asks for the session and, with
 * it, the summary of the choir the pages show first; it checks that choir is the one the pages
 * chose, and writes the figures into the page's own server-built box before React has loaded; the
 * box then takes that answer instead of asking again.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { EARLY_KEY, type EarlyAnswers, peekEarly, takeEarly } from '../../src/client/early-get.ts';
import { earlyScript } from '../../src/client/early-script.ts';
import type { EarlyConfig } from '../../src/client/early-start.ts';
import Dashboard from '../../src/islands/members/Dashboard.tsx';
import { CHOICE_KEY } from '../../src/lib/choir-choice.ts';
import { SUMMARY_TITLE_ID } from '../../src/lib/dashboard-summary.ts';
import { CLIENT_STATE_VERSION, SESSION_HINT_COOKIE } from '../../src/lib/limits.ts';
import { members } from '../../src/lib/messages.ts';

const config: EarlyConfig = {
  cookieName: SESSION_HINT_COOKIE,
  earlyKey: EARLY_KEY,
  childKey: 'cm-acting-child',
  childQuery: 'acting_for',
  details: ['account/details/', '/api/account/details/'],
  choirs: ['account/choirs/', '/api/account/choirs/'],
  summary: {
    href: '/api/dashboard/{id}/summary',
    first: '/api/dashboard/summary',
    keptQuery: 'choir',
    stateKey: CHOICE_KEY,
    version: CLIENT_STATE_VERSION,
    titleId: SUMMARY_TITLE_ID,
    noPart: members.myChoir.yourPartNone,
  },
};

const choir = (id: number, confirmed = true) => ({
  id,
  is_confirmed: confirmed,
  user_is_confirmed: true,
});
const summary = { members: 31, conductors: 2, events: 4, waiting: 1, my_voice_part: null };
const second = { ...summary, members: 12, my_voice_part: 'Sopran' };

let readyState: DocumentReadyState = 'loading';
let answers: Record<string, unknown> = {};
const fetched: string[] = [];

/** The page as built: the dashboard's first render (empty stores) inside its island. */
function loadPage(choirs: unknown[], conductorIn: number[], other: Record<string, unknown> = {}) {
  answers = {
    '/api/account/details/': { first_name: 'Ana', conductor_in: conductorIn },
    '/api/account/choirs/': choirs,
    '/api/dashboard/1/summary': summary,
    '/api/dashboard/2/summary': second,
    // The server chooses as the pages do: the kept choice if it is one of the user's, else the first.
    '/api/dashboard/summary': { choir_id: 1, ...summary },
    '/api/dashboard/summary?choir=2': { choir_id: 2, ...second },
    '/api/dashboard/summary?choir=2&acting_for=7': { choir_id: 2, ...second, members: 9 },
    '/api/account/details/?acting_for=7': { first_name: 'Ioana', conductor_in: [] },
    '/api/account/choirs/?acting_for=7': choirs,
    ...other,
  };
  document.body.innerHTML = `<astro-island ssr>${renderToStaticMarkup(<Dashboard />)}</astro-island>`;
  new Function(earlyScript(config))();
}

/** The HTML read to its end (the figures wait for it). */
function htmlRead() {
  readyState = 'interactive';
  document.dispatchEvent(new Event('readystatechange'));
}

const box = () => document.getElementById(SUMMARY_TITLE_ID)?.closest('section');
const figures = () => [...(box()?.querySelectorAll('dd') ?? [])].map((dd) => dd.textContent);

beforeEach(() => {
  readyState = 'loading';
  fetched.length = 0;
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => readyState });
  document.cookie = `${SESSION_HINT_COOKIE}=1`;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (href: string) => {
      fetched.push(href);
      const answer = answers[href];
      if (answer instanceof Response) return answer;
      return href in answers
        ? new Response(JSON.stringify(answers[href]))
        : new Response('{}', { status: 404 });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = `${SESSION_HINT_COOKIE}=; max-age=0`;
  delete (window as unknown as Record<string, unknown>)[EARLY_KEY];
});

describe('earlyScript', () => {
  test('the built page holds the summary box hidden, with the dashes of its first render', () => {
    loadPage([], []);
    expect(box()?.closest('[hidden]')).not.toBeNull();
    expect(figures()).toEqual(['–', '–', '–', '–']);
  });

  test('draws a conductor’s figures once the HTML is read, and hands the answer over', async () => {
    loadPage([choir(1)], [1]);
    // Asked together with the session, before the choirs are known.
    expect(fetched).toEqual([
      '/api/account/details/',
      '/api/account/choirs/',
      '/api/dashboard/summary',
    ]);
    await vi.waitFor(() => expect(peekEarly('dashboard/1/summary')).toEqual(summary));
    expect(box()?.closest('[hidden]')).not.toBeNull();
    htmlRead();
    expect(figures()).toEqual(['31', '2', '4']);
    expect(box()?.closest('[hidden]')).toBeNull();
    expect(box()?.getAttribute('aria-busy')).toBeNull();
    expect(await takeEarly('dashboard/1/summary')).toEqual(summary);
    expect(peekEarly('dashboard/1/summary')).toBeUndefined();
    // The first summary was the chosen choir's: nothing asked twice.
    expect(fetched).not.toContain('/api/dashboard/1/summary');
  });

  test('asks for the chosen choir’s summary when the first one is another choir’s', async () => {
    loadPage([choir(1)], [1], { '/api/dashboard/summary': { choir_id: 3, ...second } });
    htmlRead();
    await vi.waitFor(() => expect(figures()).toEqual(['31', '2', '4']));
    expect(fetched).toContain('/api/dashboard/1/summary');
  });

  test('draws as soon as the parser has passed the box, before the rest of the HTML', async () => {
    loadPage([choir(1)], [1]);
    document.querySelector('astro-island')?.append(document.createElement('template'));
    await vi.waitFor(() => expect(figures()).toEqual(['31', '2', '4']));
    expect(readyState).toBe('loading');
  });

  test('follows the stored choice, and gives a singer their voice part', async () => {
    localStorage.setItem(
      CHOICE_KEY,
      JSON.stringify({ version: CLIENT_STATE_VERSION, selectedChoir: 2 }),
    );
    loadPage([choir(1), choir(2)], [1]);
    htmlRead();
    await vi.waitFor(() => expect(figures()).toEqual(['12', '2', '4', 'Sopran']));
    expect(fetched).toContain('/api/dashboard/summary?choir=2');
    expect(fetched).not.toContain('/api/dashboard/2/summary');
  });

  test('acting for a child, asks and keeps everything as the child’s', async () => {
    localStorage.setItem(
      CHOICE_KEY,
      JSON.stringify({ version: CLIENT_STATE_VERSION, selectedChoir: 2 }),
    );
    sessionStorage.setItem(config.childKey, JSON.stringify({ id: 7, name: 'Ioana' }));
    loadPage([choir(1), choir(2)], [1, 2]);
    htmlRead();
    // The child conducts nothing: their own voice part is shown, whatever the parent conducts.
    await vi.waitFor(() => expect(figures()).toEqual(['9', '2', '4', 'Sopran']));
    expect(fetched).toContain('/api/dashboard/summary?choir=2&acting_for=7');
    expect(peekEarly('dashboard/2/summary')).toEqual({ ...second, members: 9 });
  });

  test('a singer without a voice part reads that it is not set', async () => {
    loadPage([choir(1)], []);
    htmlRead();
    await vi.waitFor(() =>
      expect(figures()).toEqual(['31', '2', '4', members.myChoir.yourPartNone]),
    );
  });

  test('asks nothing more for a choir whose boxes the dashboard does not show', async () => {
    loadPage([choir(1, false)], []);
    htmlRead();
    // The script's own wait for these two answers ran before this one's.
    const early = (window as unknown as Record<string, EarlyAnswers>)[EARLY_KEY];
    await Promise.all(Object.values(early?.asked ?? {}));
    expect(fetched).toEqual([
      '/api/account/details/',
      '/api/account/choirs/',
      '/api/dashboard/summary',
    ]);
    expect(box()?.closest('[hidden]')).not.toBeNull();
  });

  test('cancels the body of an answer it cannot use, which would hold its connection', async () => {
    let cancelled = false;
    const body = new ReadableStream({
      cancel() {
        cancelled = true;
      },
    });
    // A user without a choir: the first summary answers 404.
    loadPage([], [], { '/api/dashboard/summary': new Response(body, { status: 404 }) });
    await vi.waitFor(() => expect(cancelled).toBe(true));
  });

  test('leaves a box that React already draws alone', async () => {
    loadPage([choir(1)], [1]);
    document.querySelector('astro-island')?.removeAttribute('ssr');
    await vi.waitFor(() => expect(peekEarly('dashboard/1/summary')).toEqual(summary));
    htmlRead();
    expect(figures()).toEqual(['–', '–', '–', '–']);
  });

  test('asks nothing when the page is not read from the network (a client-router move)', () => {
    readyState = 'complete';
    loadPage([choir(1)], [1]);
    expect(fetched).toEqual([]);
  });

  test('adds the page’s modulepreload links once the figures are drawn', async () => {
    document.head.innerHTML =
      '<template data-modulepreload><link rel="modulepreload" href="/_astro/a.js"></template>';
    const preloads = () => document.head.querySelectorAll(':scope > link[rel=modulepreload]');
    loadPage([choir(1)], [1]);
    await vi.waitFor(() => expect(peekEarly('dashboard/1/summary')).toEqual(summary));
    expect(preloads()).toHaveLength(0);
    htmlRead();
    expect(figures()).toEqual(['31', '2', '4']);
    expect(preloads()).toHaveLength(1);
    document.head.innerHTML = '';
  });

  test('adds them at once where there is nothing to draw', async () => {
    document.head.innerHTML =
      '<template data-modulepreload><link rel="modulepreload" href="/_astro/a.js"></template>';
    const preloads = () => document.head.querySelectorAll(':scope > link[rel=modulepreload]');
    loadPage([choir(1, false)], []);
    await vi.waitFor(() => expect(preloads()).toHaveLength(1));
    expect(readyState).toBe('loading');
    document.head.innerHTML = '';
  });
});

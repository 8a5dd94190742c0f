/**
 * The answer page as the announcement mail's link opens it (issue #23): the demo singer's signed
 * link to the choir's next event, made as the mail makes it (events/answer-link.ts), under the
 * secret the screens' server generated in its data folder. Read by a visitor: the link needs no login.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type APIRequestContext, type Page, request } from '@playwright/test';
import type { UserDetails } from '../../src/lib/api/account.ts';
import type { ListedChoir } from '../../src/lib/api/choirs.ts';
import type { DashboardEvent } from '../../src/lib/api/dashboard.ts';
import { apiHref } from '../../src/lib/api-path.ts';
import { accountPaths } from '../../src/lib/paths/account.ts';
import { dashboardPaths } from '../../src/lib/paths/dashboard.ts';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo.ts';
import { answerLinkUrl, signAnswerToken } from '../../src/server/events/answer-link.ts';

/** Where the screens' server keeps its data, its signing secret among them (secret.ts). */
export const DATA_DIR = 'test-results/screens-data';

async function read<T>(api: APIRequestContext, path: string): Promise<T> {
  const answer = await api.get(path);
  if (!answer.ok()) throw new Error(`GET ${path}: ${answer.status()}`);
  return (await answer.json()) as T;
}

/** The singer's link answering 'yes' to the next event of their choir. */
async function singerLink(origin: string): Promise<string> {
  const api = await request.newContext({ baseURL: origin });
  try {
    const login = await api.post('/api/token-auth/', {
      data: { username: 'corist@example.com', password: DEMO_PASSWORD },
    });
    if (!login.ok()) throw new Error(`login of corist: ${login.status()}`);
    const { id: userId } = await read<UserDetails>(api, accountPaths.details);
    const choirs = await read<ListedChoir[]>(api, accountPaths.choirs);
    const choir = choirs.find((c) => c.user_is_confirmed);
    if (!choir) throw new Error('the demo singer has no choir');
    const eventsPath = apiHref(dashboardPaths.events, { id: choir.id });
    const events = await read<DashboardEvent[]>(api, eventsPath);
    const event = events.find((e) => !e.global_event);
    if (!event) throw new Error("the demo singer's choir has no coming event");
    const secret = (await readFile(join(DATA_DIR, 'secret-key'), 'utf8')).trim();
    return answerLinkUrl(origin, signAnswerToken(secret, userId, event.id), 'yes');
  } finally {
    await api.dispose();
  }
}

/** Opens the singer's link in this (visitor's) page and waits for its answer to be recorded. */
export async function openAnswerLink(page: Page) {
  await page.goto(await singerLink(new URL(page.url()).origin));
  await page.waitForLoadState('networkidle');
}

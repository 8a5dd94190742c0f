/**
 * The three kinds of traffic of `npm run bench:load`, as autocannon request lists. Each request
 * is drawn when it is sent (setupRequest), so every connection mixes pages and accounts.
 *
 * - public: the static pages, the public choir map, the health check; no session.
 * - member: signed-in reads: the account, the choir list as the selection modal asks it (typing
 *   a name, a county, a city, paging), the dashboard boxes of the account's own choir.
 * - write: an account edit, joining another choir and leaving it again (one connection's cycle,
 *   in this order, so the account never piles up requests), a contact message. Each contact
 *   message comes from its own address and e-mail, as from many visitors: the server trusts
 *   X-Forwarded-For in this bench (TRUST_PROXY), as behind a load balancer.
 */
import type { Request } from 'autocannon';
import type { LoadAccount } from './load-accounts.ts';

export interface SignedIn extends LoadAccount {
  token: string;
}

const pickOf = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;

let visitor = 0;
/** A new visitor address, 10.x.y.z, for requests counted per IP. */
export function nextAddress(): string {
  visitor++;
  return `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
}

/** What the member typing in the choir selection modal sends, letter after letter. */
const TYPED = ['c', 'co', 'cor', 'coru', 'corul', 'corul s', 'allegro', 'liceul', 'lic'];
const CITIES = ['iasi', 'cluj', 'bucuresti', 'timis', 'brasov', 'constanta'];

export function publicRequests(pages: readonly string[]): Request[] {
  const paths = [...pages, '/api/choirs/', '/api/health/'];
  return [{ setupRequest: (req) => ({ ...req, method: 'GET', path: pickOf(paths) }) }];
}

export function memberRequests(accounts: readonly SignedIn[]): Request[] {
  const pathsOf = (a: SignedIn) => {
    const box = `/api/dashboard/${a.choir}`;
    return [
      '/api/account/details/',
      '/api/account/choirs/',
      `/api/choir/?name=${encodeURIComponent(pickOf(TYPED))}`,
      `/api/choir/?name=cor&page=${1 + Math.floor(Math.random() * 50)}`,
      `/api/choir/?county=${a.county}`,
      `/api/choir/?city=${pickOf(CITIES)}`,
      `/api/choir/${a.choir}/`,
      `${box}/summary`,
      `${box}/events`,
      `${box}/messages`,
      '/api/dashboard/scores/',
      ...(a.conductor ? [`${box}/pending`, '/api/dashboard/videolessons/'] : []),
    ];
  };
  return [
    {
      setupRequest: (req) => {
        const account = pickOf(accounts);
        return {
          ...req,
          method: 'GET',
          path: pickOf(pathsOf(account)),
          headers: { ...req.headers, authorization: `Token ${account.token}` },
        };
      },
    },
  ];
}

interface Cycle {
  account?: SignedIn;
  choir?: number;
}

export function writeRequests(accounts: readonly SignedIn[], choirCount: number): Request[] {
  let next = 0;
  const json = (req: Request, account: SignedIn, path: string, body: unknown): Request => ({
    ...req,
    method: 'POST',
    path,
    headers: {
      ...req.headers,
      'content-type': 'application/json',
      authorization: `Token ${account.token}`,
    },
    body: JSON.stringify(body),
  });
  /** A choir the account is not in, for join and leave. */
  const otherChoir = (account: SignedIn) => {
    for (;;) {
      const id = 1 + Math.floor(Math.random() * choirCount);
      if (!account.memberOf.includes(id)) return id;
    }
  };
  // The context lives for one pass over the list: the account and choir of this cycle.
  return [
    {
      setupRequest: (req, context: Cycle) => {
        const account = accounts[next++ % accounts.length] as SignedIn;
        context.account = account;
        context.choir = otherChoir(account);
        return json(req, account, '/api/account/edit', {
          first_name: 'Ana',
          last_name: 'Încărcată',
          birth_date: '1985-04-12',
          localitate: 'Cluj-Napoca',
          judet: 'CJ',
          phone: '0712345678',
        });
      },
    },
    {
      setupRequest: (req, context: Cycle) =>
        json(req, context.account as SignedIn, '/api/account/join_choir', {
          choir: context.choir,
        }),
    },
    {
      setupRequest: (req, context: Cycle) =>
        json(req, context.account as SignedIn, '/api/account/remove_choir', {
          choir: context.choir,
        }),
    },
    {
      setupRequest: (req) => {
        const address = nextAddress();
        return {
          ...req,
          method: 'POST',
          path: '/api/messaging/contact/',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
          body: JSON.stringify({
            name: 'Vizitator de test',
            email: `vizitator-${address.replaceAll('.', '-')}@example.com`,
            message: 'Bună ziua, aș dori informații despre înscrierea unui cor nou în program.',
            gdpr: true,
          }),
        };
      },
    },
  ];
}

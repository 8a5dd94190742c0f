// @vitest-environment happy-dom
/**
 * The `next` of /cont/login?next=… decides where the browser goes after a login (issue #19,
 * defect 1). Each case is the address's query as an attacker writes it: the test reads it as
 * login() does (URLSearchParams), then resolves the answer as the browser's navigation will.
 */
import { describe, expect, test } from 'vitest';
import { DASHBOARD_PATH, STAFF_HOME_PATH, safeNextPath } from '../../src/stores/session.ts';

/** What login() follows for an address whose query is `query`. */
const nextOf = (query: string) => safeNextPath(new URLSearchParams(query).get('next'));

describe('safeNextPath', () => {
  test.each([
    ['next=%2Fcont%2Fevenimente%3Fx%3D1', '/cont/evenimente?x=1'],
    ['next=/cont/evenimente?x=1#ziua', '/cont/evenimente?x=1#ziua'],
    ['next=%2Fcont%2Fadministrare%2Fjurnal', '/cont/administrare/jurnal'],
    [
      'next=%2Fcont%2Flibrarie%3Fvoices%3D1%2C3%26search%3Dave',
      '/cont/librarie?voices=1,3&search=ave',
    ],
  ])('keeps a path of the site: %s', (query, expected) => {
    expect(nextOf(query)).toBe(expected);
  });

  test.each([
    ['', 'no next'],
    ['next=', 'an empty next'],
    ['next=%09/evil.example', 'a leading tab'],
    ['next=/%09/evil.example', 'a tab between the slashes, encoded'],
    ['next=/\t/evil.example', 'a tab between the slashes, raw'],
    ['next=/%0A/evil.example', 'a line feed between the slashes, encoded'],
    ['next=/\n/evil.example', 'a line feed between the slashes, raw'],
    ['next=/%0D/evil.example', 'a carriage return between the slashes, encoded'],
    ['next=/\r/evil.example', 'a carriage return between the slashes, raw'],
    ['next=/%0D%0A%09/evil.example', 'several of them'],
    ['next=%2F%09%2Fevil.example', 'the slashes encoded too'],
    ['next=/%5C%09evil.example', 'a backslash then a tab'],
    ['next=/%09%5Cevil.example', 'a tab then a backslash'],
    ['next=/%5Cevil.example', 'a backslash, encoded'],
    ['next=%5C%5Cevil.example', 'two backslashes'],
    ['next=//evil.example/', 'a protocol-relative address'],
    ['next=///evil.example', 'three slashes'],
    ['next=/.//evil.example', 'a dot segment before two slashes'],
    ['next=/..//evil.example', 'a parent segment before two slashes'],
    ['next=https://evil.example/', 'another origin'],
    ['next=https:evil.example', 'a scheme without slashes'],
    ['next=http://localhost:3000@evil.example/', 'our origin as user info'],
    ['next=javascript:alert(document.cookie)', 'a javascript: address'],
    ['next=%20javascript:alert(1)', 'a javascript: address after a space'],
    ['next=data:text/html,<script>alert(1)</script>', 'a data: address'],
    ['next=%00//evil.example', 'a NUL before two slashes'],
    ['next=cont/dashboard', 'a relative path'],
  ])('never leaves the site for %s (%s)', (query) => {
    const next = nextOf(query);
    const target = new URL(next, location.origin);
    expect(target.origin).toBe(location.origin);
    expect(next.startsWith('/') && !next.startsWith('//')).toBe(true);
  });

  test.each([
    ['next=/%09/evil.example'],
    ['next=//evil.example/'],
    ['next=javascript:alert(1)'],
    ['next=/.//evil.example'],
  ])('goes to the dashboard for %s', (query) => {
    expect(nextOf(query)).toBe(DASHBOARD_PATH);
  });

  test('sends staff without a next to the back office, and follows their next', () => {
    expect(safeNextPath(null, true)).toBe(STAFF_HOME_PATH);
    expect(safeNextPath('//evil.example/', true)).toBe(STAFF_HOME_PATH);
    expect(safeNextPath('/cont/dashboard', true)).toBe('/cont/dashboard');
  });
});

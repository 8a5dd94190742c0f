// @vitest-environment happy-dom
/**
 * The selected-choir rules of spec §4 in src/stores/choirs.ts: the first choir the user is
 * confirmed in, else the first; a stored choice wins while it is still one of the user's choirs
 * and was stored by this client state version; what the private pages may show; the join limit.
 */
import {
  cleanTestStorage,
  getTestStorage,
  setTestStorageKey,
  useTestStorageEngine,
} from '@nanostores/persistent';
import { beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { UserDetails } from '../../src/lib/api/account.ts';
import type { ListedChoir } from '../../src/lib/api/choirs.ts';
import { CLIENT_STATE_VERSION } from '../../src/lib/limits.ts';
import {
  $choirAccess,
  $isConductor,
  $selectedChoir,
  reachedJoinLimit,
  selectChoir,
} from '../../src/stores/choirs.ts';
import { resetAllStores } from '../../src/stores/reset.ts';
import { $choirs, $choirsState, $user } from '../../src/stores/session.ts';

const choir = (id: number, standing: Partial<ListedChoir> = {}): ListedChoir => ({
  id,
  name: `Corul ${id}`,
  city: 'Iași',
  county: 'IS',
  county_name: 'Iași',
  is_confirmed: true,
  user_is_confirmed: true,
  is_member: true,
  ...standing,
});

const waiting = (id: number) => choir(id, { user_is_confirmed: false });

beforeAll(() => useTestStorageEngine());
beforeEach(() => {
  cleanTestStorage();
  resetAllStores();
});

describe('the selected choir', () => {
  test('is the first choir the user is confirmed in, else the first', () => {
    $choirs.set([waiting(1), choir(2), choir(3)]);
    expect($selectedChoir.get()?.id).toBe(2);
    $choirs.set([waiting(4), waiting(5)]);
    expect($selectedChoir.get()?.id).toBe(4);
    $choirs.set([]);
    expect($selectedChoir.get()).toBeNull();
  });

  test('follows the choice, which is stored with the client state version', () => {
    $choirs.set([choir(1), waiting(2)]);
    selectChoir(2);
    expect($selectedChoir.get()?.id).toBe(2);
    expect(JSON.parse(getTestStorage()['cm:state'] ?? 'null')).toEqual({
      version: CLIENT_STATE_VERSION,
      selectedChoir: 2,
    });
    setTestStorageKey(
      'cm:state',
      JSON.stringify({ version: CLIENT_STATE_VERSION, selectedChoir: 1 }),
    );
    expect($selectedChoir.get()?.id).toBe(1);
  });

  test('ignores a stored choice of another version or of a choir the user left', () => {
    $choirs.set([waiting(1), choir(2)]);
    setTestStorageKey('cm:state', JSON.stringify({ version: '0.9.0', selectedChoir: 1 }));
    expect($selectedChoir.get()?.id).toBe(2);
    setTestStorageKey(
      'cm:state',
      JSON.stringify({ version: CLIENT_STATE_VERSION, selectedChoir: 9 }),
    );
    expect($selectedChoir.get()?.id).toBe(2);
  });

  test.each(['null', '5', '"x"', '{"version":"1.0.0","selectedChoir":"2"}', '{'])(
    'falls back to the rule when the stored state is %s',
    (stored) => {
      $choirs.set([waiting(1), choir(2)]);
      setTestStorageKey('cm:state', stored);
      expect($selectedChoir.get()?.id).toBe(2);
    },
  );

  test('is forgotten at logout', () => {
    $choirs.set([choir(1), choir(2)]);
    selectChoir(2);
    resetAllStores();
    $choirs.set([choir(1), choir(2)]);
    expect($selectedChoir.get()?.id).toBe(1);
  });
});

describe('what the private pages may show', () => {
  test.each([
    [[], 'no-choir'],
    [[choir(1, { is_confirmed: false })], 'choir-unconfirmed'],
    [[waiting(1)], 'user-unconfirmed'],
    [[choir(1)], 'ok'],
  ] as const)('choirs %j give %s', (choirs, access) => {
    $choirs.set([...choirs]);
    $choirsState.set('ready');
    expect($choirAccess.get()).toBe(access);
  });

  test('waits while the choirs load', () => {
    $choirsState.set('loading');
    expect($choirAccess.get()).toBe('loading');
  });

  test('a conductor is one whose conductor_in includes the selected choir', () => {
    $choirs.set([choir(1), choir(2)]);
    $user.set({ conductor_in: [2] } as UserDetails);
    expect($isConductor.get()).toBe(false);
    selectChoir(2);
    expect($isConductor.get()).toBe(true);
  });
});

test('joining is blocked past two unconfirmed memberships', () => {
  expect(reachedJoinLimit([waiting(1), waiting(2), choir(3)])).toBe(false);
  expect(reachedJoinLimit([waiting(1), waiting(2), waiting(3)])).toBe(true);
});

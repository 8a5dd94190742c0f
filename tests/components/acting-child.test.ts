// @vitest-environment happy-dom
/**
 * The child a parent acts for in a tab (issue #25): kept per tab, sent by the API client, and part
 * of the early answers' key, so that one child's early answer is never taken for another's.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { actingChild, earlyKey, setActingChild } from '../../src/client/acting.ts';
import { EARLY_KEY, takeEarly } from '../../src/client/early-get.ts';
import { ACTING_CHILD_KEY } from '../../src/lib/limits.ts';

const early = (answers: Record<string, unknown>) => {
  (window as unknown as Record<string, unknown>)[EARLY_KEY] = {
    asked: Object.fromEntries(
      Object.entries(answers).map(([key, data]) => [key, Promise.resolve({ data })]),
    ),
    got: { ...answers },
  };
};

afterEach(() => {
  sessionStorage.clear();
  delete (window as unknown as Record<string, unknown>)[EARLY_KEY];
});

describe('actingChild', () => {
  test('returns the stored child, and null for nothing or anything malformed', () => {
    expect(actingChild()).toBeNull();
    setActingChild({ id: 5, name: 'Luca Ionescu' });
    expect(actingChild()).toEqual({ id: 5, name: 'Luca Ionescu' });
    sessionStorage.setItem(ACTING_CHILD_KEY, '{"id":"5"}');
    expect(actingChild()).toBeNull();
    sessionStorage.setItem(ACTING_CHILD_KEY, 'not json');
    expect(actingChild()).toBeNull();
    setActingChild(null);
    expect(sessionStorage.getItem(ACTING_CHILD_KEY)).toBeNull();
  });
});

describe('takeEarly', () => {
  test('takes the answer asked for the child the tab acts for, never another child’s', async () => {
    early({ [earlyKey('account/choirs/', 5)]: ['Luca'], 'account/choirs/': ['parent'] });
    setActingChild({ id: 6, name: 'Matei Ionescu' });
    expect(await takeEarly('account/choirs/')).toBeUndefined();
    setActingChild({ id: 5, name: 'Luca Ionescu' });
    expect(await takeEarly('account/choirs/')).toEqual(['Luca']);
    setActingChild(null);
    expect(await takeEarly('account/choirs/')).toEqual(['parent']);
  });
});

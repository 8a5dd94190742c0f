/**
 * happy-dom's globals in a test file that runs in Node, imported from `vi.hoisted` before anything
 * else. Component tests that talk to the real app (testApp) run this way: vitest's happy-dom
 * environment compiles every module for the browser, and Vite then rewrites the database client's
 * `new URL('./migrations', import.meta.url)` into a page URL.
 */
import { GlobalWindow } from 'happy-dom';
import { populateGlobal } from 'vitest/runtime';

const page = new GlobalWindow({ url: 'http://localhost:3000' });
// The same globals as vitest's happy-dom environment, fetch and its classes included.
populateGlobal(globalThis, page, {
  bindFunctions: true,
  additionalKeys: ['Request', 'Response', 'Headers', 'fetch', 'AbortController', 'AbortSignal'],
});

/**
 * The ALTCHA widget in its build for a strict Content-Security-Policy: `altcha/external` bundles
 * neither its stylesheet (injected as a <style> element by the default build) nor its workers
 * (started from blob: URLs there). The stylesheet is a file of the site, and the one algorithm
 * our server's challenges use (PBKDF2/SHA-256, src/server/services/captcha.ts) runs in a worker
 * script the build emits under /_astro/, so the policy allows workers from 'self' only.
 */
import type {} from 'altcha/types/global';
import 'altcha/external';
import 'altcha/altcha.css';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';

globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());

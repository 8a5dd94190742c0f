/**
 * The API's ky instance before the session's rule: requests go to /api with the HttpOnly session
 * cookie, and a request that gets no answer at all shows the persistent 'Eroare de server' toast.
 * The islands use src/client/api.ts, which adds "a 401 logs out"; only the logout call itself
 * (src/stores/logout.ts) uses this one, so that the two modules do not import each other.
 */
import ky from 'ky';
import { showNetworkErrorToast } from '../stores/toasts.ts';

/** fetch, plus the network-error toast when the server could not be reached. */
const fetchOrToast: typeof fetch = async (input, init) => {
  try {
    return await fetch(input, init);
  } catch (error) {
    // An abort (navigation, timeout, a cancelled request) is not a network failure.
    if (!(error instanceof DOMException && error.name === 'AbortError')) showNetworkErrorToast();
    throw error;
  }
};

export const http = ky.create({
  prefixUrl: '/api',
  retry: 0,
  timeout: 30_000,
  fetch: fetchOrToast,
});

// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import VideoOverlay from '../../src/islands/public/VideoOverlay.tsx';
import { account, video as m } from '../../src/lib/messages.ts';

const videos = [
  {
    id: 'gala-2024',
    title: 'Gala corurilor 2024',
    mp4: '/video/gala.mp4',
    webm: '/video/gala.webm',
  },
  { id: 'fara-surse', title: 'Video fără fișiere' },
];
const param = () => new URL(window.location.href).searchParams.get('watchVideo');

beforeEach(() => window.history.replaceState(null, '', '/evenimente/stiri?category=video'));
afterEach(cleanup);

describe('VideoOverlay', () => {
  test('a page loaded with ?watchVideo opens it; closing removes the parameter', async () => {
    window.history.replaceState(null, '', '/?watchVideo=gala-2024&x=1');
    render(<VideoOverlay videos={videos} />);
    await screen.findByRole('dialog', { name: 'Gala corurilor 2024' });
    await userEvent.click(screen.getByRole('button', { name: account.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(param()).toBeNull();
    expect(window.location.search).toBe('?x=1');
  });

  test('going back closes the overlay', async () => {
    window.history.replaceState(null, '', '/?watchVideo=gala-2024');
    render(<VideoOverlay videos={videos} />);
    await screen.findByRole('dialog');
    act(() => {
      window.history.replaceState(null, '', '/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  test.each([
    ['an unknown id', 'nu-exista'],
    ['a video without files', 'fara-surse'],
  ])('shows the failure text for %s', async (_case, id) => {
    window.history.replaceState(null, '', `/?watchVideo=${id}`);
    render(<VideoOverlay videos={videos} />);
    expect(await screen.findByText(m.failed)).toBeTruthy();
  });

  test('shows the failure text when no source can be played', async () => {
    window.history.replaceState(null, '', '/?watchVideo=gala-2024');
    render(<VideoOverlay videos={videos} />);
    await screen.findByRole('dialog');
    const sources = document.querySelectorAll('video source');
    const last = sources[sources.length - 1];
    if (!last) throw new Error('no source');
    fireEvent.error(last);
    expect(await screen.findByText(m.failed)).toBeTruthy();
  });
});

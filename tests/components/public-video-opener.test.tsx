// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { listenForVideos } from '../../src/client/public/video-opener.ts';
import { MARK } from '../../src/client/public/watch-video.ts';

const videos = [
  {
    id: 'gala-2024',
    title: 'Gala corurilor 2024',
    mp4: '/video/gala.mp4',
    webm: '/video/gala.webm',
  },
];
const param = () => new URL(window.location.href).searchParams.get('watchVideo');

beforeEach(() => window.history.replaceState(null, '', '/evenimente/stiri?category=video'));

describe('listenForVideos', () => {
  test('a click on a cover sets ?watchVideo, keeps other parameters and loads the overlay', async () => {
    document.body.innerHTML = `
      <script type="application/json" id="overlay-videos">${JSON.stringify(videos)}</script>
      <a href="?watchVideo=gala-2024" data-watch-video="gala-2024"><img alt="Gala corurilor 2024" src="data:,"></a>`;
    listenForVideos();
    await userEvent.click(screen.getByAltText('Gala corurilor 2024'));
    expect(param()).toBe('gala-2024');
    expect(new URL(window.location.href).searchParams.get('category')).toBe('video');
    expect((window.history.state as Record<string, unknown>)[MARK]).toBe(true);
    expect(
      await screen.findByRole('dialog', { name: 'Gala corurilor 2024' }, { timeout: 5_000 }),
    ).toBeTruthy();
    const sources = document.querySelectorAll('video source');
    expect([...sources].map((s) => s.getAttribute('type'))).toEqual(['video/mp4', 'video/webm']);
  });
});

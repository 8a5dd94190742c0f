/** The home page's own behaviour, loaded by page.ts only there: the hero's video and the figures. */

import { initHeroVideo } from './hero-video.ts';
import { initFigures } from './home-figures.ts';

export function initHome(): void {
  const video = document.querySelector<HTMLVideoElement>('[data-hero-video]');
  const toggle = document.querySelector<HTMLButtonElement>('[data-hero-toggle]');
  if (video && toggle) initHeroVideo(video, toggle);
  const figures = document.querySelector<HTMLElement>('[data-figures]');
  if (figures) initFigures(figures);
}

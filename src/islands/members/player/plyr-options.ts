/**
 * Plyr's configuration for the members' player. Nothing is loaded from elsewhere: the site's CSP
 * allows only 'self' and phones may have no internet, while Plyr by default fetches its icons and
 * a blank video from cdn.plyr.io. Our copy of the sprite is public/player/plyr.svg (the same file as
 * node_modules/plyr/dist/plyr.svg, tests/unit/player-rules.test.ts compares them); on the same
 * origin Plyr points each icon's <use> at it and does not inject anything into the page.
 */
import type { PlyrOptions } from 'plyr-react';
import { PLAYER_SEEK_SECONDS, PLAYER_SPEEDS } from '../../../lib/limits.ts';
import { plyrLabels } from '../../../lib/messages-player.ts';

export const PLYR_OPTIONS: PlyrOptions = {
  controls: [
    'play',
    'rewind',
    'progress',
    'current-time',
    'duration',
    'mute',
    'volume',
    'pip',
    'fullscreen',
  ],
  // The speed is our own control among the others (SpeedControl.tsx), not under Plyr's gear.
  settings: [],
  speed: { selected: 1, options: [...PLAYER_SPEEDS] },
  seekTime: PLAYER_SEEK_SECONDS,
  i18n: plyrLabels,
  iconUrl: '/player/plyr.svg',
  loadSprite: false,
  // Plyr sets this as the src when it drops a source; empty loads nothing (no request anywhere).
  blankVideo: '',
  // Controls that hide after a few seconds cannot be found by a keyboard or a child's finger.
  hideControls: false,
  invertTime: false,
  keyboard: { focused: true, global: false },
  // The speed is kept from track to track by the element itself (defaultPlaybackRate), not in localStorage.
  storage: { enabled: false },
  fullscreen: { enabled: true, fallback: true, iosNative: true },
};

/**
 * Texts of the members area's audio/video player (document 2 §4): our controls around Plyr, the
 * playlist, the A–B loop, the announcements, and Plyr's own labels (its `i18n` option), so every
 * control it draws is named in Romanian too.
 */

/**
 * Texts both our controls and Plyr's labels use. Plain constants: reading `player.speed` in
 * `plyrLabels` would be a side effect to the bundler, which would then put this whole module in
 * every page's messages chunk through messages.ts's re-export.
 */
const SPEED = 'Viteza';
const NORMAL_SPEED = 'Normală';

export const player = {
  region: 'Player audio și video',
  nowPlaying: (name: string, group: string) => `Se redă: ${name} — ${group}`,
  previous: 'Piesa anterioară',
  next: 'Piesa următoare',
  repeatOne: 'Repetă piesa',
  markStart: 'Marchează început',
  markEnd: 'Marchează sfârșit',
  stopLoop: 'Oprește bucla',
  loopLabel: 'Bucla',
  loopFrom: (time: string) => `Început: ${time}`,
  loopTo: (time: string) => `Sfârșit: ${time}`,
  loopOn: (from: string, to: string) => `Bucla se repetă între ${from} și ${to}.`,
  loopEndBeforeStart: 'Sfârșitul buclei trebuie să fie după începutul ei.',
  playlist: 'Lista de redare',
  /** Romanian numerals take „de” from 20 on (20 de piese), except 101–119, 201–219…. */
  playlistCount: (n: number) =>
    n === 1 ? '1 piesă' : n % 100 === 0 || n % 100 >= 20 ? `${n} de piese` : `${n} piese`,
  close: 'Închide playerul',
  /** On a phone the bar is small until this opens it (aria-expanded): every control then shows. */
  controls: 'Comenzile playerului',
  speed: SPEED,
  speedOption: (rate: number) => (rate === 1 ? NORMAL_SPEED : `${rate.toLocaleString('ro-RO')}×`),
  enlargeVideo: 'Mărește videoclipul',
  failed: 'Piesa nu a putut fi redată. Verifică legătura la internet și încearcă din nou.',
} as const;

/** Plyr's labels (its `i18n` option); `{seektime}`, `{currentTime}`, `{duration}`, `{title}` are Plyr's. */
export const plyrLabels = {
  restart: 'Reia de la început',
  rewind: 'Înapoi {seektime} s',
  play: 'Redă',
  pause: 'Pauză',
  fastForward: 'Înainte {seektime} s',
  seek: 'Poziția în piesă',
  seekLabel: '{currentTime} din {duration}',
  played: 'Redat',
  buffered: 'Încărcat',
  currentTime: 'Timpul curent',
  duration: 'Durata',
  volume: 'Volum',
  mute: 'Oprește sunetul',
  unmute: 'Pornește sunetul',
  enableCaptions: 'Afișează subtitrările',
  disableCaptions: 'Ascunde subtitrările',
  download: 'Descarcă',
  enterFullscreen: 'Ecran complet',
  exitFullscreen: 'Ieși din ecranul complet',
  frameTitle: 'Player pentru {title}',
  captions: 'Subtitrări',
  settings: 'Setări',
  pip: 'Imagine în imagine',
  menuBack: 'Înapoi la meniul anterior',
  speed: SPEED,
  normal: NORMAL_SPEED,
  quality: 'Calitate',
  loop: 'Repetare',
  start: 'Început',
  end: 'Sfârșit',
  all: 'Toate',
  reset: 'Resetează',
  disabled: 'Dezactivat',
  enabled: 'Activat',
  advertisement: 'Reclamă',
  qualityBadge: {},
} as const;

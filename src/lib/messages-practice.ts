/**
 * Texts of the practice view (issue #27, /cont/librarie/exersare): every voice part of a score
 * together, with a mixer, tempo, the A–B loop (its texts are the player's, messages-player.ts)
 * and the starting note; and the links that open it from the library and the dashboard.
 */

const percent = new Intl.NumberFormat('ro-RO', { style: 'percent', maximumFractionDigits: 0 });

export const practice = {
  /** The page's title in the members frame. */
  title: 'Exersare',
  heading: (score: string) => `Exersează: ${score}`,
  intro:
    'Toate vocile cântă împreună. Fă-ți vocea mai tare, pe celelalte mai încet, încetinește sau repetă un pasaj.',
  /** /cont/librarie/exersare without a score. */
  chooseScore: 'Alege o partitură din librărie și apasă „Exersează”.',
  toScores: 'Mergi la partituri',
  loading: 'Se încarcă vocile…',
  partFailed: (part: string) =>
    `Vocea ${part} nu a putut fi încărcată. Verifică legătura la internet și reîncarcă pagina.`,
  noWebAudio:
    'Browserul tău nu poate reda vocile împreună. Deschide pagina într-o versiune nouă de Chrome, Firefox, Safari sau Edge.',
  noParts:
    'Această partitură nu are înregistrări pe voci, așa că nu se poate exersa cu mixerul. Îi poți asculta piesele în playerul obișnuit.',
  /** The transport. */
  controls: 'Redare',
  play: 'Redă',
  pause: 'Pauză',
  position: 'Poziția',
  time: (position: string, duration: string) => `${position} din ${duration}`,
  /** The mixer. */
  mixer: 'Mixer',
  volume: (part: string) => `Volumul vocii ${part}`,
  mute: 'Fără sunet',
  solo: 'Solo',
  mine: 'vocea ta',
  myVoice: 'Vocea mea',
  myVoiceHint: (part: string) => `${part} tare, celelalte voci încet.`,
  allEven: 'Toate la fel',
  split: 'Vocea mea într-o ureche, celelalte în cealaltă',
  /** Tempo. */
  tempo: 'Tempo',
  tempoValue: (tempo: number) => percent.format(tempo),
  tempoHint: 'Înălțimea notelor rămâne aceeași.',
  tempoUnavailable: 'În acest browser tempo-ul rămâne 100 %.',
  /** The starting note of a part, played on a tap. */
  startingNote: (part: string, note: string) => `Nota de început a vocii ${part}: ${note}`,
  /** The keyboard, documented on the page. */
  keys: 'Taste',
  keyList: [
    ['Spațiu', 'redă sau pune pauză'],
    ['← →', 'înapoi sau înainte 5 secunde'],
    ['Home', 'la începutul piesei (sau al buclei)'],
  ] as const,
  /** The lock screen's line under the score's name. */
  sessionArtist: 'Exersare cu toate vocile',
  /** The links that open the view. */
  open: 'Exersează',
  openLabel: (score: string) => `Exersează ${score} cu toate vocile`,
  dashboardLink: 'Exersează-ți vocea',
} as const;

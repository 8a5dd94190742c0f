/**
 * The demo library's contents: the four filter vocabularies, scores of Romanian choral music
 * (real composers, traditional carols and songs), audiobooks whose titles start with A, Ă, I, Î,
 * S, Ș, T, Ț (the Romanian order shows), video lessons for conductors and the resources.
 */

export const DEMO_TERMS = {
  // 'Vocea I' and 'Vocea a II-a': the parts of a choir of equal voices (issue #27).
  voice: ['Sopran', 'Alto', 'Tenor', 'Bas', 'Voci egale', 'Vocea I', 'Vocea a II-a'],
  theme: ['Colinde', 'Folclor', 'Religioase', 'Patriotice', 'Copilărie'],
  difficulty: ['Începător', 'Mediu', 'Avansat'],
  choir_type: ['Cor de copii', 'Cor de tineret', 'Cor mixt'],
} as const;

/**
 * Name, author, theme (an index of DEMO_TERMS.theme): their tracks are the short demo melody;
 * with DEMO_PART_SCORES, thirty scores, three pages.
 */
export const DEMO_SCORES: [string, string, number][] = [
  ['Florile dalbe', 'D. G. Kiriac', 0],
  ['Steaua sus răsare', 'Tradițional', 0],
  ['O, ce veste minunată', 'Tradițional', 0],
  ['Sus la poarta Raiului', 'Tradițional', 0],
  ['Trei păstori', 'Gavriil Musicescu', 0],
  ['Bună dimineața la Moș Ajun', 'Tradițional', 0],
  ['Sărbătoare de iarnă', 'Tudor Ciortea', 0],
  ['Astăzi s-a născut Hristos', 'Tradițional', 0],
  ['Lugojana', 'Ion Vidu', 1],
  ['Răsunetul de la Crișana', 'Ion Vidu', 1],
  ['Mugur, mugurel', 'Iacob Mureșianu', 1],
  ['Ciuleandra', 'Tradițional', 1],
  ['Hai la horă', 'Tradițional', 1],
  ['Doina', 'D. G. Kiriac', 1],
  ['Țărișoara mea', 'Tradițional', 1],
  ['Cuvine-se cu adevărat', 'Gavriil Musicescu', 2],
  ['Sfânt, Sfânt, Sfânt', 'D. G. Kiriac', 2],
  ['Heruvic', 'Gavriil Musicescu', 2],
  ['Lumină lină', 'Tudor Ciortea', 2],
  ['Balada', 'Ciprian Porumbescu', 3],
  ['Pe-al nostru steag e scris Unire', 'Ciprian Porumbescu', 3],
  ['Hora Unirii', 'Alexandru Flechtenmacher', 3],
  ['Deșteaptă-te, române!', 'Anton Pann', 3],
  ['Imn pentru țară', 'Iacob Mureșianu', 3],
  ['Cântec de leagăn', 'George Enescu', 4],
  ['Ghiocelul', 'Tradițional', 4],
  ['Ce te legeni, codrule', 'Eduard Caudella', 4],
];

export const DEMO_AUDIOBOOKS = [
  'Amintiri din copilărie',
  'Azi e sărbătoare',
  'Ăsta-i cântecul iernii',
  'Bunica',
  'Capra cu trei iezi',
  'Fata babei și fata moșneagului',
  'Iarna pe uliță',
  'Împăratul și pescarul',
  'Punguța cu doi bani',
  'Sarea în bucate',
  'Soacra cu trei nurori',
  'Șapte povești de iarnă',
  'Tinerețe fără bătrânețe și viață fără de moarte',
  'Țăndărică',
  'Ursul păcălit de vulpe',
];

export const DEMO_VIDEO_LESSONS: [string, string][] = [
  ['Respirația corectă', 'Exerciții de respirație pentru începutul fiecărei repetiții.'],
  ['Încălzirea vocii', 'Zece minute de vocalize potrivite vocilor de copii.'],
  ['Dicția în cântul coral', 'Cum pronunță un cor limpede, fără să-și forțeze vocea.'],
  ['Gestul dirijoral: începutul', 'Respirația dată corului și primul timp.'],
  ['Intonația în grup', 'Acordul pe vocale și ascultarea celorlalte voci.'],
  ['Repetiția eficientă', 'Cum împărțim o oră de repetiție între voci și tot corul.'],
];

/** Box, name, file (a demo file's name). */
export const DEMO_RESOURCES: ['posters' | 'brand' | 'others', string, string][] = [
  ['posters', 'Afiș: Concert de colinde', 'afis-colinde.png'],
  ['posters', 'Afiș: Gala corurilor', 'afis-gala.png'],
  ['brand', 'Sigla programului', 'sigla.png'],
  ['brand', 'Ghid de identitate vizuală', 'ghid.pdf'],
  ['others', 'Ghidul dirijorului', 'ghid.pdf'],
  ['others', 'Regulamentul programului', 'regulament.pdf'],
];

/**
 * The demo scores whose tracks are real parts of a public-domain piece (issue #27), rendered by
 * scripts/make-part-tracks.ts into `<slug>-<file>.mp3` per part, `<slug>-cor.mp3` and
 * `<slug>.pdf`. Each part: its voice (a DEMO_TERMS voice), its file's stem and its starting note
 * (MIDI; the script checks it is the part's first note). Listed first, as the newest scores.
 */
export const DEMO_PART_SCORES: {
  slug: string;
  name: string;
  author: string;
  theme: number;
  parts: [string, string, number][];
}[] = [
  {
    slug: 'frate-ioane',
    name: 'Frate Ioane (canon)',
    author: 'Tradițional',
    theme: 4,
    parts: [
      ['Sopran', 'sopran', 65],
      ['Alto', 'alto', 65],
      ['Tenor', 'tenor', 53],
      ['Bas', 'bas', 53],
    ],
  },
  {
    slug: 'noapte-sfanta',
    name: 'Noapte sfântă (Stille Nacht)',
    author: 'Franz Xaver Gruber',
    theme: 0,
    parts: [
      ['Sopran', 'sopran', 67],
      ['Alto', 'alto', 64],
      ['Tenor', 'tenor', 55],
      ['Bas', 'bas', 48],
    ],
  },
  {
    slug: 'oda-bucuriei',
    name: 'Oda bucuriei',
    author: 'Ludwig van Beethoven',
    theme: 3,
    parts: [
      ['Sopran', 'sopran', 71],
      ['Alto', 'alto', 67],
    ],
  },
];

/**
 * Texts of a concert's programme (issue #27): the pieces of an event, each singer's 'Învăț' /
 * 'Știu', the conductor's editor and readiness view, and the API's refusals.
 */

/** How each mark reads: the singer's toggles, the conductor's table. */
export const SCORE_MARKS = { learning: 'Învăț', known: 'Știu' } as const;

export const programme = {
  heading: 'Programul',
  empty: 'Dirijorul nu a ales încă piesele acestui eveniment.',
  loadFailed: 'Programul nu a putut fi încărcat. Încearcă din nou mai târziu.',
  /** The group of a piece's two toggles, named for the piece. */
  markGroup: (piece: string) => `Cât de bine știi „${piece}”`,
  markFailed: 'Marcajul nu a putut fi salvat. Încearcă din nou.',
  markHint: 'Apasă din nou pe marcajul ales ca să-l ștergi.',
  edit: 'Editează programul',
  /** The editor. */
  editorTitle: 'Programul evenimentului',
  search: 'Caută o piesă în bibliotecă',
  searchEmpty: 'Nicio piesă găsită.',
  searchFailed: 'Căutarea nu a reușit. Încearcă din nou.',
  addShort: 'Adaugă',
  add: (piece: string) => `Adaugă „${piece}”`,
  added: 'Adăugată',
  chosen: 'Piesele alese, în ordinea concertului',
  none: 'Nicio piesă aleasă încă.',
  up: (piece: string) => `Mută „${piece}” mai sus`,
  down: (piece: string) => `Mută „${piece}” mai jos`,
  remove: (piece: string) => `Scoate „${piece}” din program`,
  save: 'Salvează programul',
  cancel: 'Renunță',
  saved: 'Programul a fost salvat.',
  saveFailed: 'Programul nu a putut fi salvat. Încearcă din nou.',
  /** The readiness view. */
  readiness: 'Cât de pregătit e corul',
  readinessIntro: 'Pentru fiecare piesă și voce: câți coriști o știu și cine nu o știe încă.',
  readinessFailed: 'Pregătirea corului nu a putut fi încărcată.',
  part: 'Vocea',
  know: 'O știu',
  notYet: 'Nu o știu încă',
  knowCount: (known: number, singers: number) => `${known} din ${singers}`,
  everyone: 'Toți o știu',
  learningMark: 'învață',
  noSingers: 'Corul nu are încă membri coriști.',
} as const;

/** The API's refusals (400 bodies). */
export const programmeErrors = {
  scores: 'Trimite lista pieselor, ca numere de identificare',
  tooMany: (n: number) => `Programul poate avea cel mult ${n} de piese`,
  duplicate: 'Fiecare piesă poate apărea o singură dată în program',
  unknown: (ids: string) => `Aceste piese nu există în bibliotecă: ${ids}`,
  global:
    'Evenimentele programului național nu au program de concert: fiecare cor își alege piesele la evenimentele sale.',
  state: 'Alege „Învăț”, „Știu” sau nimic (null)',
} as const;

/**
 * Texts of /campanie, the survey 'DA pentru ora de muzică' (document 2 §3, §8). The spec names the
 * fields (involved, q2–q7) without wording them: the questions below are ours, about the music
 * class in the school the person knows best, each answered yes or no, the last one for or against.
 */

export const CAMPAIGN_EDUCATION = [
  'elementary',
  'high-school',
  'bachelor',
  'masters',
  'phd',
] as const;
export const CAMPAIGN_AREAS = ['urban', 'rural'] as const;
export const YES_NO = ['yes', 'no'] as const;
export const PRO_AGAINST = ['pro', 'against'] as const;
/** The yes/no questions, in the form's order. */
export const CAMPAIGN_YES_NO_QUESTIONS = ['involved', 'q2', 'q3', 'q4', 'q5', 'q6'] as const;

export const campaign = {
  formHeading: 'Chestionarul campaniei',
  formName: 'DA pentru ora de muzică',
  aboutYou: 'Despre tine',
  aboutSchool: 'Ora de muzică',
  name: 'Numele și prenumele',
  county: 'Județul',
  countyPlaceholder: 'Alege județul',
  area: 'Mediul în care locuiești',
  areas: { urban: 'Urban', rural: 'Rural' },
  education: 'Ultimele studii absolvite',
  educations: {
    elementary: 'Școala generală',
    'high-school': 'Liceul',
    bachelor: 'Facultatea (licență)',
    masters: 'Masterat',
    phd: 'Doctorat',
  },
  workplace: 'Locul de muncă',
  /** An empty or unknown answer says what to give (issue #23); the schema and the form share them. */
  missing: {
    name: 'Scrie numele și prenumele.',
    county: 'Alege județul.',
    area: 'Alege mediul în care locuiești.',
    education: 'Alege ultimele studii absolvite.',
    workplace: 'Scrie locul de muncă.',
    yesNo: 'Alege „Da” sau „Nu”.',
    proAgainst: 'Alege „Pentru” sau „Împotrivă”.',
  },
  workplaceHint: 'De exemplu: Școala Gimnazială nr. 3 Brașov, spital, firmă, pensionar.',
  questions: {
    involved:
      'Ești implicat(ă) în viața unei școli (ca părinte, profesor, elev sau în conducerea școlii)?',
    q2: 'În școala pe care o cunoști cel mai bine, elevii au ora de muzică în fiecare săptămână?',
    q3: 'Ora de muzică este predată acolo de un profesor de muzică?',
    q4: 'Școala are un cor sau un alt grup în care copiii cântă împreună?',
    q5: 'Copiii au la școală instrumente muzicale pe care le pot folosi?',
    q6: 'Crezi că o oră de muzică pe săptămână este prea puțin?',
    q7: 'Ești pentru sau împotriva a două ore de muzică pe săptămână în toate clasele, de la pregătitoare la a VIII-a?',
  },
  yes: 'Da',
  no: 'Nu',
  pro: 'Pentru',
  against: 'Împotrivă',
  email: 'Adresa de e-mail (opțional)',
  emailHint: 'Dacă vrei să afli rezultatele campaniei. Nu o folosim în alt scop.',
  agreed:
    'Sunt de acord ca răspunsurile mele să fie folosite de echipa programului pentru campanie; rezultatele sunt publicate doar adunate, fără nume.',
  agreedShort: 'Acordul pentru folosirea răspunsurilor',
  submit: 'Trimite răspunsurile',
  /** Document 2 §8. */
  success: 'Răspunsurile tale au fost salvate cu succes',
  mailSubject: 'Îți mulțumim pentru răspunsuri',
  mailBody: (name: string) =>
    `Bună, ${name}!\n\nÎți mulțumim că ai răspuns la chestionarul campaniei „DA pentru ora de muzică”. Îți vom scrie când rezultatele sunt gata.\n\nDacă nu tu ai completat chestionarul, ignoră acest mesaj.`,
} as const;

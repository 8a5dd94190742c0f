/**
 * Texts of /chestionar, 'Muzica pentru toți' (document 2 §2, §3): a questionnaire for conductors
 * about working with children with special educational needs (CES). Part I: 16 closed questions
 * whose option values are the spec's (1, 2, …, in the order below); q9 and q11 take several
 * answers. Part II: 23 open questions on the spec's topics. The wording is ours.
 */

const SCALE = ['Foarte ușor', 'Ușor', 'Nici ușor, nici greu', 'Greu', 'Foarte greu'];
const YES_NO = ['Da', 'Nu'];

/** Part I: each question with its options; option n has the value n (document 2 §3). */
export const CLOSED_QUESTIONS = {
  q1: {
    label: 'Vârsta dumneavoastră',
    options: ['18–29 de ani', '30–39 de ani', '40–49 de ani', 'Peste 50 de ani'],
  },
  q2: { label: 'Genul', options: ['Feminin', 'Masculin', 'Prefer să nu răspund'] },
  q3: { label: 'Mediul în care lucrați cu corul', options: ['Urban', 'Rural'] },
  q4: {
    label: 'Ce studii muzicale aveți? (le alegeți pe cele mai înalte)',
    options: [
      'Studii universitare de muzică',
      'Liceu de artă, profil muzică',
      'Facultate de teologie',
      'Liceu teologic sau seminar',
      'Cursuri de dirijat coral',
      'Alte studii muzicale',
      'Nu am studii muzicale',
    ],
  },
  q5: {
    label:
      'Ce pregătire pedagogică aveți? (o alegeți pe cea mai apropiată de lucrul cu copiii cu CES)',
    options: [
      'Pedagogie',
      'Psihopedagogie',
      'Psihopedagogie specială',
      'Nu am pregătire pedagogică',
    ],
  },
  q6: {
    label: 'Rolul dumneavoastră',
    options: ['Cadru didactic', 'Dirijor venit din alte domenii'],
  },
  q7: {
    label: 'De cât timp sunteți dirijor de cor?',
    options: ['Sub un an', 'Între 1 și 2 ani', 'Între 2 și 5 ani', 'Peste 5 ani'],
  },
  q8: { label: 'Cât de ușor comunicați cu coriștii?', options: SCALE },
  q9: {
    label:
      'Ce reacții ați observat la coriști în timpul repetițiilor? (alegeți toate variantele potrivite)',
    options: [
      'Violență verbală',
      'Violență fizică',
      'Bullying (intimidare, excludere)',
      'Nu reușesc să gestioneze un conflict',
      'Își pierd concentrarea',
      'Autostimulare (mișcări sau sunete repetitive)',
      'Ridică tonul',
      'Nu reușesc să se coordoneze cu ceilalți',
    ],
  },
  q10: {
    label: 'Ați lucrat în cor cu copii cu cerințe educaționale speciale (CES)?',
    options: YES_NO,
  },
  q11: {
    label:
      'Ce categorii de cerințe speciale ați întâlnit sau vă așteptați să întâlniți în cor? (alegeți toate variantele potrivite)',
    options: [
      'Tulburări de comportament, ADHD',
      'Anxietate, depresie, atacuri de panică',
      'Handicap asociat',
      'Dificultăți de înțelegere, memorare sau învățare',
      'Întârzieri ale limbajului și ale comunicării',
      'Deficiențe motorii sau de coordonare',
    ],
  },
  q12: { label: 'Cât de ușoară este interacțiunea cu copiii cu CES?', options: SCALE },
  q13: {
    label: 'Care este atitudinea celorlalți coriști față de copiii cu CES?',
    options: ['Pozitivă', 'Neutră', 'Negativă'],
  },
  q14: {
    label: 'Considerați că mediul familial este important pentru integrarea copilului în cor?',
    options: YES_NO,
  },
  q15: {
    label: 'Care credeți că este principalul motiv pentru care un copil cu CES intră în cor?',
    options: [
      'Abilitățile artistice și muzicale',
      'Comunicarea și relaționarea',
      'Integrarea socială',
      'Alt motiv',
    ],
  },
  q16: {
    label: 'Primiți sprijin (de la școală, părinți sau specialiști) în lucrul cu copiii cu CES?',
    options: YES_NO,
  },
} as const;

/** Part II: the open questions, all optional. */
export const OPEN_QUESTIONS = {
  q17: 'Ce ați schimba sau ați îmbunătăți în felul în care lucrați cu copiii cu CES în cor?',
  q18: 'Care sunt cele mai mari provocări pe care le întâmpinați la repetiții cu acești copii?',
  q19: 'Cum descrieți relația dintre copiii cu CES și ceilalți coriști?',
  q20: 'Cum descrieți relația dumneavoastră cu părinții copiilor cu CES?',
  q21: 'Ce faceți pentru ca în cor fiecare copil să se simtă primit?',
  q22: 'Cum procedați când o repetiție este întreruptă de comportamentul unui copil?',
  q23: 'Ce vă ajută să readuceți grupul la lucru după o întrerupere?',
  q24: 'Cum își exprimă copiii cu CES emoțiile la repetiții și la concerte?',
  q25: 'Cum vă gestionați propriile emoții în situațiile dificile de la repetiții?',
  q26: 'Când și cui cereți ajutorul atunci când o situație vă depășește?',
  q27: 'Ce fel de sprijin v-ar fi cel mai util (formare, materiale, specialiști, voluntari)?',
  q28: 'Cum sărbătoriți reușitele corului și cum participă la ele copiii cu CES?',
  q29: 'Cum lucrați cu ceilalți adulți (profesori, părinți, voluntari) pentru incluziunea copiilor cu CES?',
  q30: 'Ce ați făcut pentru ca un copil cu CES să facă parte cu adevărat din echipă?',
  q31: 'Cum urmăriți progresul copiilor cu CES în cor?',
  q32: 'Povestiți-ne un progres al unui copil cu CES care v-a bucurat.',
  q33: 'Ce beneficii aduce corul copiilor cu CES?',
  q34: 'Ce provocări aduce corul pentru copiii cu CES?',
  q35: 'Ce beneficii aduce prezența copiilor cu CES celorlalți coriști?',
  q36: 'Ce provocări aduce prezența copiilor cu CES celorlalți coriști?',
  q37: 'Ce v-a adus dumneavoastră, ca dirijor, lucrul cu copiii cu CES?',
  q38: 'Ce a fost cel mai greu pentru dumneavoastră, ca dirijor, în lucrul cu copiii cu CES?',
  q39: 'Mai doriți să ne spuneți ceva despre muzică și copiii cu cerințe speciale?',
} as const;

export type ClosedKey = keyof typeof CLOSED_QUESTIONS;
export type OpenKey = keyof typeof OPEN_QUESTIONS;
/** The closed questions that take several answers (checkboxes); the others take one. */
export const MULTIPLE_CHOICE = ['q9', 'q11'] as const;

export const questionnaire = {
  formHeading: 'Chestionarul',
  formName: 'Muzica pentru toți',
  partOne: 'Partea I: întrebări cu variante de răspuns',
  partOneHint: 'Toate cele 16 întrebări sunt obligatorii.',
  partTwo: 'Partea a II-a: întrebări cu răspuns liber',
  partTwoHint: 'Răspundeți la câte întrebări doriți: toate sunt opționale.',
  numbered: (n: number, label: string) => `${n}. ${label}`,
  optional: 'Opțional.',
  draftKept:
    'Răspunsurile se păstrează în acest browser până le trimiteți, așa că puteți reveni oricând la chestionar.',
  draftRestored:
    'Am regăsit răspunsurile pe care le-ați început. Puteți continua de unde ați rămas.',
  submit: 'Trimite răspunsurile',
  /** Document 2 §8. */
  success: 'Răspunsurile tale au fost salvate cu succes',
  anonymous: 'Un dirijor',
} as const;

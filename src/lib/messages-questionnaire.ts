/**
 * Texts of /chestionar, 'Muzica pentru toți' (document 2 §2, §3): a questionnaire for conductors
 * about working with children with special educational needs (CES). Part I: 16 closed questions
 * whose option values are the spec's (1, 2, …, in the order below); q9 and q11 take several
 * answers. Part II: 23 open questions on the spec's topics. The wording is ours, in the 'tu' of
 * the spec's own success text ('Răspunsurile tale au fost salvate cu succes'; issue #23).
 */

const SCALE = ['Foarte ușor', 'Ușor', 'Nici ușor, nici greu', 'Greu', 'Foarte greu'];
const YES_NO = ['Da', 'Nu'];

/** Part I: each question with its options; option n has the value n (document 2 §3). */
export const CLOSED_QUESTIONS = {
  q1: {
    label: 'Vârsta ta',
    options: ['18–29 de ani', '30–39 de ani', '40–49 de ani', 'Peste 50 de ani'],
  },
  q2: { label: 'Genul', options: ['Feminin', 'Masculin', 'Prefer să nu răspund'] },
  q3: { label: 'Mediul în care lucrezi cu corul', options: ['Urban', 'Rural'] },
  q4: {
    label: 'Ce studii muzicale ai? (le alegi pe cele mai înalte)',
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
    label: 'Ce pregătire pedagogică ai? (o alegi pe cea mai apropiată de lucrul cu copiii cu CES)',
    options: [
      'Pedagogie',
      'Psihopedagogie',
      'Psihopedagogie specială',
      'Nu am pregătire pedagogică',
    ],
  },
  q6: {
    label: 'Rolul tău',
    options: ['Cadru didactic', 'Dirijor venit din alte domenii'],
  },
  q7: {
    label: 'De cât timp ești dirijor de cor?',
    options: ['Sub un an', 'Între 1 și 2 ani', 'Între 2 și 5 ani', 'Peste 5 ani'],
  },
  q8: { label: 'Cât de ușor comunici cu coriștii?', options: SCALE },
  q9: {
    label:
      'Ce reacții ai observat la coriști în timpul repetițiilor? (alege toate variantele potrivite)',
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
    label: 'Ai lucrat în cor cu copii cu cerințe educaționale speciale (CES)?',
    options: YES_NO,
  },
  q11: {
    label:
      'Ce categorii de cerințe speciale ai întâlnit sau te aștepți să întâlnești în cor? (alege toate variantele potrivite)',
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
    label: 'Consideri că mediul familial este important pentru integrarea copilului în cor?',
    options: YES_NO,
  },
  q15: {
    label: 'Care crezi că este principalul motiv pentru care un copil cu CES intră în cor?',
    options: [
      'Abilitățile artistice și muzicale',
      'Comunicarea și relaționarea',
      'Integrarea socială',
      'Alt motiv',
    ],
  },
  q16: {
    label: 'Primești sprijin (de la școală, părinți sau specialiști) în lucrul cu copiii cu CES?',
    options: YES_NO,
  },
} as const;

/** Part II: the open questions, all optional. */
export const OPEN_QUESTIONS = {
  q17: 'Ce ai schimba sau ai îmbunătăți în felul în care lucrezi cu copiii cu CES în cor?',
  q18: 'Care sunt cele mai mari provocări pe care le întâmpini la repetiții cu acești copii?',
  q19: 'Cum descrii relația dintre copiii cu CES și ceilalți coriști?',
  q20: 'Cum descrii relația ta cu părinții copiilor cu CES?',
  q21: 'Ce faci pentru ca în cor fiecare copil să se simtă primit?',
  q22: 'Cum procedezi când o repetiție este întreruptă de comportamentul unui copil?',
  q23: 'Ce te ajută să readuci grupul la lucru după o întrerupere?',
  q24: 'Cum își exprimă copiii cu CES emoțiile la repetiții și la concerte?',
  q25: 'Cum îți gestionezi propriile emoții în situațiile dificile de la repetiții?',
  q26: 'Când și cui ceri ajutorul atunci când o situație te depășește?',
  q27: 'Ce fel de sprijin ți-ar fi cel mai util (formare, materiale, specialiști, voluntari)?',
  q28: 'Cum sărbătorești reușitele corului și cum participă la ele copiii cu CES?',
  q29: 'Cum lucrezi cu ceilalți adulți (profesori, părinți, voluntari) pentru incluziunea copiilor cu CES?',
  q30: 'Ce ai făcut pentru ca un copil cu CES să facă parte cu adevărat din echipă?',
  q31: 'Cum urmărești progresul copiilor cu CES în cor?',
  q32: 'Povestește-ne un progres al unui copil cu CES care te-a bucurat.',
  q33: 'Ce beneficii aduce corul copiilor cu CES?',
  q34: 'Ce provocări aduce corul pentru copiii cu CES?',
  q35: 'Ce beneficii aduce prezența copiilor cu CES celorlalți coriști?',
  q36: 'Ce provocări aduce prezența copiilor cu CES celorlalți coriști?',
  q37: 'Ce ți-a adus ție, ca dirijor, lucrul cu copiii cu CES?',
  q38: 'Ce a fost cel mai greu pentru tine, ca dirijor, în lucrul cu copiii cu CES?',
  q39: 'Mai vrei să ne spui ceva despre muzică și copiii cu cerințe speciale?',
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
  partTwoHint: 'Răspunde la câte întrebări vrei: toate sunt opționale.',
  numbered: (n: number, label: string) => `${n}. ${label}`,
  optional: 'Opțional.',
  /** An unanswered question of part I says what to do (issue #23). */
  chooseOne: 'Alege un răspuns.',
  chooseSome: 'Alege cel puțin un răspuns.',
  draftKept:
    'Răspunsurile se păstrează în acest browser până le trimiți, așa că poți reveni oricând la chestionar.',
  draftRestored: 'Am regăsit răspunsurile pe care le-ai început. Poți continua de unde ai rămas.',
  submit: 'Trimite răspunsurile',
  /** Document 2 §8. */
  success: 'Răspunsurile tale au fost salvate cu succes',
  anonymous: 'Un dirijor',
} as const;

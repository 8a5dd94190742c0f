/**
 * Texts of deleting one's account, or a child's (issue #26): the section of 'Datele mele' that
 * states the effects, the password dialog, the mail with the cancelling link, its page, the
 * login's notice and the API's errors. Periods come from RETENTION (limits.ts), never retyped.
 */
import { RETENTION } from './limits.ts';
import { countOf } from './messages.ts';

const days = (n: number) => countOf(n, 'zi', 'zile');
const years = (n: number) => countOf(n, 'an', 'ani');
const GRACE = days(RETENTION.deletionGraceDays);

export const accountDeletion = {
  heading: 'Ștergerea contului',
  headingChild: (name: string) => `Ștergerea contului copilului ${name}`,
  intro: `Dacă ștergi contul, după ${GRACE} vom șterge:`,
  effects: [
    'numele, adresa de e-mail, telefonul, data nașterii, localitatea și poza de profil;',
    'apartenența la coruri și răspunsurile din calendar;',
    'mesajele către madrigaliști și răspunsurile lor;',
    'legăturile cu părinții sau copiii din cont;',
    'înscrierile și mesajele trimise prin formularele publice cu aceeași adresă de e-mail.',
  ],
  history: 'În istoricul corului și în jurnalul echipei rămâne doar „cont șters”, fără nume.',
  kept: `Păstrăm separat doar acordurile parentale semnate, ca dovadă a ce s-a acceptat (RGPD art. 7), ${years(RETENTION.consentYears)} de la semnare; apoi le ștergem și pe ele.`,
  grace: `Timp de ${GRACE} poți anula ștergerea: intră în cont sau folosește linkul din e-mailul pe care ți-l trimitem.`,
  open: 'Șterge contul',
  dialogTitle: 'Confirmă ștergerea contului',
  dialogIntro: 'Scrie parola ca să confirmi că tu ceri ștergerea.',
  dialogIntroChild: 'Scrie parola ta (a părintelui) ca să confirmi că tu ceri ștergerea.',
  password: 'Parola',
  confirm: 'Șterge contul',
  cancel: 'Renunță',
  scheduled: (date: string) => `Contul va fi șters după ${date}.`,
  scheduledHint:
    'Dacă te răzgândești, anulează ștergerea de aici, intră în cont sau folosește linkul din e-mail.',
  undo: 'Anulează ștergerea',
  undone: 'Ștergerea contului a fost anulată.',
  failed: 'Cererea nu a putut fi trimisă. Încearcă din nou.',
  /** Errors of the API. */
  wrongPassword: 'Parola nu este corectă.',
  lastConductor: (choirs: string) =>
    `Ești singurul dirijor al corului ${choirs}. Numește mai întâi un alt dirijor, apoi poți șterge contul.`,
  lastConductorChild: (choirs: string) =>
    `Copilul este singurul dirijor al corului ${choirs}. Trebuie numit mai întâi un alt dirijor.`,
  /** The mailed link's page. */
  cancelTitle: 'Anulează ștergerea contului',
  cancelIntro: 'Apasă butonul ca să păstrezi contul.',
  cancelButton: 'Păstrează contul',
  cancelDone: 'Ștergerea contului a fost anulată. Contul rămâne așa cum era.',
  cancelInvalid:
    'Linkul nu mai este valabil: ștergerea a fost deja anulată sau contul a fost șters.',
  cancelMissing: 'Linkul este incomplet. Deschide-l din nou din e-mail.',
  toLogin: 'Intră în cont',
  /** The login's notice when it cancels a deletion. */
  cancelledByLogin: 'Ai intrat în cont, așa că ștergerea lui a fost anulată.',
};

/** The mail sent when a deletion is asked for, through the outbox, in the request's transaction. */
export const deletionMail = {
  subject: 'Contul tău din Programul Corurilor va fi șters',
  body: (firstName: string, account: string, date: string, cancelUrl: string) =>
    `Bună, ${firstName}!\n\nAm primit cererea de ștergere a contului ${account}. ` +
    `Îl vom șterge după ${date}, cu tot ce ține de el.\n\n` +
    `Dacă te-ai răzgândit sau nu tu ai cerut ștergerea, anuleaz-o cu acest link:\n${cancelUrl}\n\n` +
    'Poți anula și intrând în cont până atunci.',
};

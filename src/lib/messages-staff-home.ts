/** The back office's home (/cont/administrare, issue #23): what waits for the staff. */
import { STAFF_HOME_SWEEP_NOTICE_DAYS } from './limits.ts';
import { countOf } from './messages.ts';

export const staffHome = {
  waiting: 'Ce te așteaptă',
  sections: 'Toate secțiunile',
  loadFailed: 'Nu am putut număra ce te așteaptă. Încearcă din nou.',
  choirs: 'Coruri de confirmat',
  choirsCount: (n: number) => countOf(n, 'cor așteaptă confirmarea', 'coruri așteaptă confirmarea'),
  messages: 'Mesaje fără răspuns',
  messagesCount: (n: number, box: string) =>
    `${box}: ${countOf(n, 'mesaj fără răspuns', 'mesaje fără răspuns')}`,
  signUps: (since: string) => `Înscrieri noi din ${since}`,
  signUpsCount: (n: number, form: string) => `${form}: ${countOf(n, 'înscriere', 'înscrieri')}`,
  swept: 'Consimțăminte șterse în curând',
  sweptCount: (n: number, until: string) =>
    n === 0
      ? `Niciun consimțământ nu va fi șters în următoarele ${STAFF_HOME_SWEEP_NOTICE_DAYS} de zile`
      : `${countOf(n, 'consimțământ semnat', 'consimțăminte semnate')} până la ${until}: ${n === 1 ? 'va fi șters' : 'vor fi șterse'}, cu PDF-ul semnat, în cel mult ${STAFF_HOME_SWEEP_NOTICE_DAYS} de zile`,
} as const;

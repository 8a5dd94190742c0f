/**
 * The installable members app and practising offline (issue #27): the app's name, the offline
 * notice of the members' frame, saving a score on the device and the list of what is saved.
 * Apart from messages.ts so that the frame's small script does not load the whole dictionary.
 */
import { library } from './messages-library.ts';

export const offline = {
  app: {
    name: 'Vocile Copiilor: contul meu',
    shortName: 'Vocile Copiilor',
    description: 'Corul tău, evenimentele și partiturile, cu exersatul și fără internet.',
  },
  /** The members' frame, while the device has no connection. */
  notice:
    'Ești offline: paginile care au nevoie de internet nu se încarcă acum. Partiturile salvate pe acest dispozitiv merg în continuare.',
  save: 'Salvează pentru exersat offline',
  saveLabel: (name: string) => `Salvează pentru exersat offline: ${name}`,
  saving: (done: number, total: number) => `Se salvează… ${done} din ${total} fișiere`,
  saved: (bytes: number) => `Salvat pe acest dispozitiv (${library.size(bytes)})`,
  remove: 'Șterge de pe dispozitiv',
  removeLabel: (name: string) => `Șterge de pe dispozitiv: ${name}`,
  failed: 'Partitura nu a putut fi salvată. Verifică legătura la internet și încearcă din nou.',
  full: 'Nu mai este loc pe acest dispozitiv. Șterge o partitură salvată și încearcă din nou.',
  unsupported: 'Acest browser nu poate păstra partituri pentru exersat offline.',
  list: {
    title: 'Salvate pe acest dispozitiv',
    intro: 'Partiturile de aici merg și fără internet, pe acest dispozitiv.',
    empty:
      'Nicio partitură salvată. Deschide o partitură și apasă „Salvează pentru exersat offline”.',
    total: (bytes: number) => `În total: ${library.size(bytes)}`,
    practice: (name: string) => `Exersează ${name}`,
    size: (bytes: number) => library.size(bytes),
  },
} as const;

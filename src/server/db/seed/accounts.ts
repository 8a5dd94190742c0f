/**
 * The four demo accounts of ARCHITECTURE.md, all with the password DEMO_PASSWORD: data only, so
 * that the seeds of their events and back office (./events.ts, ./back-office.ts) can name them
 * without importing ./demo.ts, which runs those seeds. Re-exported by ./demo.ts.
 */
export const DEMO_PASSWORD = 'parola-demo';

export const DEMO_ACCOUNTS = {
  conductor: {
    email: 'dirijor@example.com',
    firstName: 'Ana',
    lastName: 'Popescu',
    role: 'dirijor al corului confirmat',
    sex: 'F',
    birthDate: '1985-04-12',
  },
  singer: {
    email: 'corist@example.com',
    firstName: 'Matei',
    lastName: 'Ionescu',
    role: 'corist confirmat în același cor',
    sex: 'M',
    birthDate: '2013-09-03',
  },
  pending: {
    email: 'nou@example.com',
    firstName: 'Ioana',
    lastName: 'Marin',
    role: 'așteaptă aprobarea în același cor',
    sex: 'F',
    birthDate: '2014-02-21',
  },
  staff: {
    email: 'admin@example.com',
    firstName: 'Radu',
    lastName: 'Stan',
    role: 'echipa programului (staff)',
    sex: 'M',
    birthDate: '1980-06-30',
  },
} as const;

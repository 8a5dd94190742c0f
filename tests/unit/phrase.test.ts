import { describe, expect, test } from 'vitest';
import { choirMail, choirProfile, members } from '../../src/lib/messages.ts';
import { eventMail } from '../../src/lib/messages-events.ts';
import { staffChoirMail } from '../../src/lib/messages-staff-choirs.ts';
import { bySex, capitalized, choirPhrase } from '../../src/lib/phrase.ts';

describe('bySex', () => {
  test.each([
    ['M', 'aprobat'],
    ['F', 'aprobată'],
    [null, 'aprobat(ă)'],
    [undefined, 'aprobat(ă)'],
  ] as const)('%s reads %s', (sex, expected) => {
    expect(bySex(sex, 'aprobat', 'aprobată')).toBe(expected);
  });

  test('joins two forms that do not share a start', () => {
    expect(bySex(null, 'Fă-l', 'Fă-o')).toBe('Fă-l/Fă-o');
  });

  test('takes the neutral wording given for an unknown sex', () => {
    expect(bySex(null, 'Vei fi anunțat', 'Vei fi anunțată', 'Te anunțăm')).toBe('Te anunțăm');
    expect(bySex('F', 'Vei fi anunțat', 'Vei fi anunțată', 'Te anunțăm')).toBe('Vei fi anunțată');
  });
});

describe('choirPhrase', () => {
  test.each([
    ['„Lăstarii”', 'corul „Lăstarii”', 'corului „Lăstarii”'],
    ['Lăstarii', 'corul Lăstarii', 'corului Lăstarii'],
    ['Corul „Lăstarii”', 'Corul „Lăstarii”', 'Corului „Lăstarii”'],
    ['Corul de copii „Cantemir”', 'Corul de copii „Cantemir”', 'Corului de copii „Cantemir”'],
    ['corul școlii nr. 3', 'corul școlii nr. 3', 'corului școlii nr. 3'],
    ['CORUL ARMONIA', 'CORUL ARMONIA', 'CORULUI ARMONIA'],
    ['  Corul Ecou  ', 'Corul Ecou', 'Corului Ecou'],
    ['Coruleț', 'corul Coruleț', 'corului Coruleț'],
    ['Corala Armonia', 'corul Corala Armonia', 'corului Corala Armonia'],
  ])('%s → %s, %s', (name, nominative, genitive) => {
    expect(choirPhrase(name)).toBe(nominative);
    expect(choirPhrase(name, 'genitive')).toBe(genitive);
  });

  test('never doubles the word, whatever its case', () => {
    for (const name of ['Corul Ecou', 'corul ecou', 'CORUL ECOU']) {
      expect(choirPhrase(name).toLowerCase()).not.toMatch(/corul\s+corul/);
      expect(choirPhrase(name, 'genitive').toLowerCase()).not.toMatch(/corului\s+corul/);
    }
  });
});

describe('capitalized', () => {
  test('puts the first letter in capitals, diacritics too', () => {
    expect(capitalized('corul „Lăstarii”')).toBe('Corul „Lăstarii”');
    expect(capitalized('școala')).toBe('Școala');
  });
});

describe('texts that speak of a person', () => {
  test.each([
    ['M', 'Vei fi anunțat prin e-mail', 'Fă-l dirijor', 'Andrei a fost aprobat în cor.'],
    ['F', 'Vei fi anunțată prin e-mail', 'Fă-o dirijoare', 'Ioana a fost aprobată în cor.'],
    [null, 'Te anunțăm prin e-mail', 'Dă-i rolul de dirijor', 'X a fost aprobat(ă) în cor.'],
  ] as const)('%s', (sex, notice, action, toast) => {
    expect(members.notices.notConfirmed('Corul Ecou', sex)).toContain(notice);
    expect(members.notices.choirNotActive('Corul Ecou', sex)).toContain(notice);
    expect(members.myChoir.makeConductor(sex)).toBe(action);
    const name = toast.split(' ')[0] ?? '';
    expect(members.myChoir.approved(name, sex)).toBe(toast);
  });

  test('a woman is removed, made singer and made conductor in the feminine', () => {
    expect(members.myChoir.removed('Ioana', 'F')).toBe('Ioana a fost eliminată din cor.');
    expect(members.myChoir.makeMember('F')).toBe('Fă-o coristă');
    expect(members.myChoir.demoted('Ioana', 'F')).toBe('Ioana este acum coristă.');
    expect(members.myChoir.promoted('Ioana', 'F')).toBe('Ioana este acum dirijoare.');
  });
});

describe('texts and mails that name a choir', () => {
  test.each([
    ['Corul Ecou', 'Corul Ecou', 'Corului Ecou'],
    ['Lăstarii', 'corul Lăstarii', 'corului Lăstarii'],
  ])('%s', (name, phrase, genitive) => {
    const subjectAndBodies = [
      choirMail.joinRequestSubject(name),
      choirMail.joinRequestBody('Ana', name, 'L'),
      choirMail.joinRequestNoConductorBody('Ana', name),
      choirMail.noConductorSubject(name),
      choirMail.noConductorBody('Ana', name),
      choirMail.memberApprovedSubject(name),
      choirMail.memberApprovedBody('Ana', name, 'L'),
      staffChoirMail.confirmedBody({ conductor: 'Ana', choir: name, link: 'L' }),
      staffChoirMail.withdrawnBody({ conductor: 'Ana', choir: name, reason: 'R', link: 'L' }),
      eventMail.body({
        name: 'Ana',
        choir: name,
        title: 'T',
        type: 'Repetiție',
        when: 'azi',
        location: 'aici',
        description: '',
        link: 'L',
        answerLinks: [],
      }),
      members.notices.choirNotActive(name),
    ];
    for (const text of subjectAndBodies) {
      expect(text.toLowerCase()).not.toMatch(/corul(ui)? corul/);
      expect(text.toLowerCase()).toContain(phrase.toLowerCase());
    }
    expect(choirMail.joinRequestSubject(name)).toBe(`Cerere nouă de înscriere în ${phrase}`);
    expect(choirMail.noConductorSubject(name)).toBe(`${capitalized(phrase)} nu mai are dirijor`);
    expect(members.notices.notConfirmed(name)).toContain(`Dirijorul ${genitive} nu ți-a`);
    expect(choirProfile.logoAlt(name)).toBe(`Imaginea ${genitive}`);
  });
});

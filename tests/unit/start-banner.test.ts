import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { describe, expect, test } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/server/db/seed/accounts.ts';
import { DEMO_PARENT } from '../../src/server/db/seed/families.ts';
import { startBanner, startBannerLines } from '../../src/server/start-banner.ts';

const outboxDir = join(process.cwd(), 'data', 'outbox');
const emails = [...Object.values(DEMO_ACCOUNTS), DEMO_PARENT].map((a) => a.email);

describe('startBannerLines', () => {
  test('opens with the address, says where the mails go and lists the demo accounts last', () => {
    const lines = startBannerLines({ url: 'http://localhost:4321', outboxDir, demo: true });
    expect(lines[0]).toBe('Site și API: http://localhost:4321');
    expect(lines[1]).toBe(`E-mailurile sunt scrise ca fișiere .eml în ${join('data', 'outbox')}`);
    expect(lines).toContain(`Conturi demo (parola pentru toate: ${DEMO_PASSWORD}):`);
    const last = lines.slice(-emails.length);
    expect(last.map((line) => line.trim().split(/\s+/)[0])).toEqual(emails);
  });

  test('names the SMTP host and never its password', () => {
    const lines = startBannerLines({
      smtpUrl: 'smtp://user:secret-pass@mail.example.com:587',
      outboxDir,
      demo: false,
    });
    expect(lines).toEqual(['E-mailurile pleacă prin SMTP: mail.example.com:587']);
    expect(lines.join('\n')).not.toContain('secret-pass');
  });

  test('shows an outbox outside the current folder by its full path', () => {
    const [line] = startBannerLines({ outboxDir: '/srv/cor/outbox', demo: false });
    expect(line).toBe('E-mailurile sunt scrise ca fișiere .eml în /srv/cor/outbox');
  });
});

describe('startBanner', () => {
  test('frames the lines between two rules, the accounts just above the closing one', () => {
    const text = stripVTControlCharacters(
      startBanner({ url: 'http://localhost:4321', outboxDir, demo: true }),
    );
    const lines = text.split('\n').filter(Boolean);
    expect(lines[0]).toMatch(/^─+$/);
    expect(lines.at(-1)).toMatch(/^─+$/);
    expect(lines[1]).toBe('Site și API: http://localhost:4321');
    expect(lines.at(-2)).toContain(DEMO_PARENT.email);
  });
});

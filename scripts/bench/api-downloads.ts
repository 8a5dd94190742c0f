/**
 * bench:api's downloads, one request at a time with the server's memory sampled (measure-export.ts):
 * the whole members export and one county's, the demo singer's own data, the retention preview.
 * Each runs unless `--only` leaves it out.
 */
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/server/db/seed/demo.ts';
import { measureExport } from './measure-export.ts';

/** The authorization header of a demo account signed in on `origin`. */
export async function signedIn(origin: string, email: string) {
  const login = await fetch(`${origin}/api/token-auth/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  return { authorization: `Token ${token}` };
}

export async function measuredDownloads({
  origin,
  staffHeaders,
  pid,
  singerAnswers,
  only,
}: {
  origin: string;
  staffHeaders: Record<string, string>;
  pid: number | undefined;
  /** The demo singer's calendar answers, for the table. */
  singerAnswers: number;
  only: string[];
}) {
  // The members export, whole and for one county: time, size and the server's memory.
  const exportPath = '/api/staff/people/members/';
  if (only.length === 0 || only.some((text) => exportPath.includes(text))) {
    console.log(
      '\n| members export | rows | size MB | seconds | server RSS before MB | server RSS peak MB |',
    );
    console.log('|---|---:|---:|---:|---:|---:|');
    for (const query of [
      'format=csv',
      'format=xlsx',
      'county=CJ&format=csv',
      'county=CJ&format=xlsx',
    ]) {
      const measured = await measureExport(`${origin}${exportPath}?${query}`, staffHeaders, pid);
      console.log(
        `| \`GET ${exportPath}?${query}\` | ${measured.rows ?? '–'} | ${(measured.bytes / 1e6).toFixed(1)} | ${measured.seconds.toFixed(1)} | ${measured.rssBefore} | ${measured.rssPeak} |`,
      );
    }
  }
  // The demo singer's own data (issue #26): four years of answers, one ZIP, the server's memory.
  const ownDataPath = '/api/account/own-data/';
  if (only.length === 0 || only.some((text) => ownDataPath.includes(text))) {
    const measured = await measureExport(
      `${origin}${ownDataPath}`,
      await signedIn(origin, DEMO_ACCOUNTS.singer.email),
      pid,
      'POST',
    );
    console.log(
      '\n| own data download | calendar answers | size MB | seconds | server RSS before MB | server RSS peak MB |',
    );
    console.log('|---|---:|---:|---:|---:|---:|');
    console.log(
      `| \`POST ${ownDataPath}\` (the demo singer) | ${singerAnswers} | ${(measured.bytes / 1e6).toFixed(2)} | ${measured.seconds.toFixed(2)} | ${measured.rssBefore} | ${measured.rssPeak} |`,
    );
  }
  // The retention preview (issue #26), one staff request at a time after a warm-up: the median of 5
  // and the server's memory. `--only retention` runs just it.
  const retentionPath = '/api/staff/retention/';
  if (only.length === 0 || only.some((text) => retentionPath.includes(text))) {
    console.log('\n| retention preview | median ms | server RSS before MB | server RSS peak MB |');
    console.log('|---|---:|---:|---:|');
    for (const path of [retentionPath, `${retentionPath}items/?rule=unanswered_requests`]) {
      const runs = [];
      for (let i = 0; i < 6; i++)
        runs.push(await measureExport(`${origin}${path}`, staffHeaders, pid));
      const ms = runs.slice(1).map((run) => run.seconds * 1000);
      ms.sort((a, b) => a - b);
      console.log(
        `| \`GET ${path}\` | ${ms[2]?.toFixed(0)} | ${runs[0]?.rssBefore} | ${Math.max(...runs.map((run) => run.rssPeak))} |`,
      );
    }
  }
}

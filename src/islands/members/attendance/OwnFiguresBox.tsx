/**
 * The dashboard's 'Prezența mea' (issue #28): the member's own attendance over the last 91 days,
 * at rehearsals and at every event, as 'present of counted' and a rate; for a parent acting for a
 * child, the child's (the API answers the member the session acts as). Nothing before the first
 * event at which attendance was taken. A conductor gets the way to the choir's figures instead.
 */
import { useCachedGet } from '../../../client/use-cached-get.ts';
import type { OwnFigures, Tally } from '../../../lib/api/attendance-figures.ts';
import { apiPath } from '../../../lib/api-path.ts';
import { ATTENDANCE_FIGURES_DEFAULT_DAYS } from '../../../lib/limits.ts';
import {
  choirFigures as c,
  figures as m,
  ownFigures as t,
} from '../../../lib/messages-attendance-figures.ts';
import { ATTENDANCE_PAGE, attendancePaths } from '../../../lib/paths/attendance.ts';
import './figures.css';

const counted = (tally: Tally) => tally.present + tally.absent + tally.excused;

export function OwnFiguresBox({ isConductor }: { isConductor: boolean }) {
  return isConductor ? <ChoirFiguresLink /> : <Own />;
}

function ChoirFiguresLink() {
  return (
    <section className="box" aria-labelledby="choir-figures-link-title">
      <h2 id="choir-figures-link-title">{c.heading}</h2>
      <p className="box__meta">{c.dashboardIntro}</p>
      <a className="box__link" href={ATTENDANCE_PAGE}>
        {c.dashboardLink}
      </a>
    </section>
  );
}

function Own() {
  const { data } = useCachedGet<OwnFigures>(apiPath(attendancePaths.mineFigures));
  if (!data || counted(data.all) === 0) return null;
  const rows = [
    [t.rehearsals, data.rehearsals],
    [t.all, data.all],
  ] as const;
  return (
    <section className="box" aria-labelledby="own-figures-title">
      <h2 id="own-figures-title">{t.title}</h2>
      <p className="box__meta">{t.intro(ATTENDANCE_FIGURES_DEFAULT_DAYS)}</p>
      <dl className="own-figures">
        {rows.map(([label, tally]) => (
          <div key={label} className="own-figures__row">
            <dt>{label}</dt>
            <dd>
              <strong>{m.rateOf(tally.rate)}</strong>{' '}
              <span className="box__meta">
                ({t.summary(tally.present, counted(tally))}; {m.absent.toLowerCase()} {tally.absent}
                , {m.excused.toLowerCase()} {tally.excused})
              </span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

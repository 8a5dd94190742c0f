/**
 * The choir's attendance figures on /cont/prezenta/ without an event (issue #28), for its
 * conductors: a period (the last 91 days until another is chosen), the totals, the plot week by
 * week with its table, then a table per voice part and one per singer. The API refuses anyone
 * else; the page only shows what it answers.
 */
import { useState } from 'react';
import { useCachedGet } from '../../../client/use-cached-get.ts';
import type { ChoirFigures as Figures, Tally } from '../../../lib/api/attendance-figures.ts';
import { apiPath } from '../../../lib/api-path.ts';
import { formatDate } from '../../../lib/dates.ts';
import { figures as m, choirFigures as t } from '../../../lib/messages-attendance-figures.ts';
import { attendancePaths } from '../../../lib/paths/attendance.ts';
import { LoadFailed } from '../../../ui/LoadFailed.tsx';
import { type PeriodDays, PeriodForm, periodQuery } from './PeriodForm.tsx';
import { RatePlot } from './RatePlot.tsx';

const COLUMNS = ['present', 'absent', 'excused', 'rate'] as const;

function TallyCells({ tally }: { tally: Tally }) {
  return (
    <>
      {COLUMNS.map((key) => (
        <td key={key} data-label={m[key]}>
          {key === 'rate' ? m.rateOf(tally.rate) : tally[key]}
        </td>
      ))}
    </>
  );
}

function TallyTable({
  caption,
  first,
  rows,
}: {
  caption: string;
  first: string;
  rows: { key: string; name: string; tally: Tally }[];
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus.
    <section className="figures-scroll" tabIndex={0} aria-label={caption}>
      <table className="data-table figures-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{first}</th>
            {COLUMNS.map((key) => (
              <th key={key} scope="col">
                {m[key]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" data-label={first}>
                {row.name}
              </th>
              <TallyCells tally={row.tally} />
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function ChoirFigures({ choirId }: { choirId: number }) {
  const [period, setPeriod] = useState<PeriodDays | null>(null);
  const path = `${apiPath(attendancePaths.figures, { id: choirId })}${periodQuery(period)}`;
  const { data, failed, reload } = useCachedGet<Figures>(path);
  const shown = data ? { from: data.from, to: data.to } : null;

  return (
    <section className="figures" aria-labelledby="choir-figures-title">
      <h2 id="choir-figures-title">{t.heading}</h2>
      <PeriodForm period={shown} onApply={setPeriod} />
      {!data ? (
        failed ? (
          <LoadFailed message={m.loadFailed} retry={m.retry} onRetry={reload} look="card" />
        ) : (
          <p className="box__empty">{m.loading}</p>
        )
      ) : (
        <>
          <p className="box__meta" aria-live="polite">
            {m.periodOf(formatDate(data.from), formatDate(data.to))} · {t.events(data.events)}
          </p>
          <dl className="attendance-counts">
            {(['present', 'absent', 'excused', 'rate'] as const).map((key) => (
              <div key={key} className="attendance-count">
                <dt>{m[key]}</dt>
                <dd>{key === 'rate' ? m.rateOf(data.total.rate) : data.total[key]}</dd>
              </div>
            ))}
          </dl>
          <RatePlot
            title={m.plotTitle}
            points={data.weeks.map((week) => ({
              ...week,
              day: week.week,
              label: m.weekOf(formatDate(week.week)),
            }))}
          />
          {data.voice_parts.length > 0 ? (
            <TallyTable
              caption={t.partsHeading}
              first={t.part}
              rows={data.voice_parts.map((part) => ({
                key: String(part.id),
                name: part.name,
                tally: part,
              }))}
            />
          ) : null}
          <TallyTable
            caption={t.membersHeading}
            first={t.member}
            rows={data.members.map((member) => ({
              key: String(member.user_id),
              name: member.name,
              tally: member,
            }))}
          />
          <p className="box__meta">{m.rule}</p>
        </>
      )}
    </section>
  );
}

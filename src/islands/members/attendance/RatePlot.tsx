/**
 * A plot of attendance rates over time (issue #28), drawn here as SVG (no chart library): one bar
 * per week (the conductor's figures) or per month (the back office's report), its height the rate
 * in percent, with lines at 50 % and 100 %. The picture is for the eyes; the table after it, in a
 * disclosure, holds the same figures for everyone (and for screen readers).
 */
import type { Tally } from '../../../lib/api/attendance-figures.ts';
import { figures as m } from '../../../lib/messages-attendance-figures.ts';
import './figures.css';

export interface PlotPoint extends Tally {
  /** The first day of the week or month, YYYY-MM-DD. */
  day: string;
  /** Its label on the axis and in the table, e.g. 'Săpt. 03.11'. */
  label: string;
}

const WIDTH = 340;
const HEIGHT = 160;
const LEFT = 34;
const BOTTOM = 22;
const TOP = 8;

export function RatePlot({ title, points }: { title: string; points: PlotPoint[] }) {
  if (points.length === 0) return <p className="box__empty">{m.noData}</p>;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const step = (WIDTH - LEFT) / points.length;
  const y = (rate: number) => TOP + plotHeight * (1 - rate / 100);
  // At most about eight labels under the bars, so they never overlap at 390 px.
  const every = Math.ceil(points.length / 8);
  return (
    <figure className="rate-plot">
      <figcaption className="rate-plot__title">{title}</figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="rate-plot__svg"
        aria-hidden="true"
        focusable="false"
      >
        {[0, 50, 100].map((rate) => (
          <g key={rate}>
            <line x1={LEFT} x2={WIDTH} y1={y(rate)} y2={y(rate)} className="rate-plot__grid" />
            <text x={LEFT - 4} y={y(rate) + 4} textAnchor="end" className="rate-plot__axis">
              {rate}%
            </text>
          </g>
        ))}
        {points.map((point, i) => {
          const rate = point.rate ?? 0;
          const x = LEFT + i * step + step * 0.15;
          return (
            <g key={point.day}>
              <rect
                x={x}
                width={Math.max(1, step * 0.7)}
                y={y(rate)}
                height={plotHeight * (rate / 100)}
                className="rate-plot__bar"
              />
              {i % every === 0 ? (
                <text
                  x={x + step * 0.35}
                  y={HEIGHT - 6}
                  textAnchor="middle"
                  className="rate-plot__axis"
                >
                  {point.day.slice(8, 10)}.{point.day.slice(5, 7)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <p className="box__meta">{m.plotNote}</p>
      <details className="rate-plot__details">
        <summary>{m.tableOfPlot}</summary>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus. */}
        <section className="figures-scroll" tabIndex={0} aria-label={title}>
          <table className="data-table rate-plot__table">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{m.period}</th>
                <th scope="col">{m.present}</th>
                <th scope="col">{m.absent}</th>
                <th scope="col">{m.excused}</th>
                <th scope="col">{m.rate}</th>
              </tr>
            </thead>
            <tbody>
              {points.map((point) => (
                <tr key={point.day}>
                  <th scope="row">{point.label}</th>
                  <td>{point.present}</td>
                  <td>{point.absent}</td>
                  <td>{point.excused}</td>
                  <td>{m.rateOf(point.rate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </details>
    </figure>
  );
}

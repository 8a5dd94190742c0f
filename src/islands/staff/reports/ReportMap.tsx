/**
 * The report's county map: a chosen figure colours the counties in the public map's five classes
 * (src/islands/public/choir-map-scale.ts), with a legend. The map is a picture for the eyes only;
 * the per-county table below is its accessible alternative, and the note says so.
 */
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { COUNTY_FIGURES, type CountyFigure, type Report } from '../../../lib/api/staff-reports.ts';
import { figureLabels, reports as t } from '../../../lib/messages-staff-reports.ts';
import { Select } from '../../../ui/Select.tsx';
import { levelOf, rangeLabel, scaleFor } from '../../public/choir-map-scale.ts';
import '../../public/county-map.css';

const ReportMapLeaflet = lazy(() => import('./ReportMapLeaflet.tsx'));
const FIGURE_OPTIONS = COUNTY_FIGURES.map((id) => ({ id, name: figureLabels[id] }));

export function ReportMap({ report }: { report: Report }) {
  const [figure, setFigure] = useState<CountyFigure>('confirmed_choirs');
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);

  const scale = useMemo(
    () => scaleFor(Math.max(0, ...report.counties.map((c) => c.figures[figure]))),
    [report, figure],
  );
  const counties = useMemo(
    () =>
      new Map(
        report.counties.map((c) => [
          c.code,
          { name: c.name, value: c.figures[figure], level: levelOf(c.figures[figure], scale) },
        ]),
      ),
    [report, figure, scale],
  );

  return (
    <div className="report-map county-map">
      <div className="staff-filters">
        <Select
          label={t.mapFigure}
          name="figure"
          placeholder={figureLabels.confirmed_choirs}
          options={FIGURE_OPTIONS}
          value={figure}
          onChange={(value) => value && setFigure(value as CountyFigure)}
        />
      </div>
      <p className="county-map__note">{t.mapNote}</p>
      <div className="county-map__canvas" aria-hidden="true">
        {inBrowser ? (
          <Suspense fallback={null}>
            <ReportMapLeaflet counties={counties} figureLabel={figureLabels[figure]} />
          </Suspense>
        ) : null}
      </div>
      <div className="county-map__legend" aria-hidden="true">
        <span className="county-map__legend-title">{t.legendOf(figureLabels[figure])}</span>
        <ul>
          {scale.map((c) => (
            <li key={c.level}>
              <span className={`county-map__swatch county-map__level-${c.level}`} />
              {rangeLabel(c)}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

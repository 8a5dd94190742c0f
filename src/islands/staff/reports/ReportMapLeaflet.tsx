/**
 * The Leaflet part of the report's map: the public choir map's county polygons (CountyShapes, a
 * still picture) coloured by the level of the chosen figure, with a tooltip per county. Hidden
 * from assistive technology by ReportMap: the table is its alternative. Browser-only, loaded lazily.
 */
import type L from 'leaflet';
import { GeoJSON } from 'react-leaflet';
import { reports as t } from '../../../lib/messages-staff-reports.ts';
import { CountyShapes, codeOf } from '../../public/CountyShapes.tsx';

const FIT: L.FitBoundsOptions = { padding: [6, 6], animate: false };

export interface CountyValue {
  name: string;
  value: number;
  level: number;
}

interface Props {
  /** By county code. */
  counties: ReadonlyMap<string, CountyValue>;
  figureLabel: string;
}

export default function ReportMapLeaflet({ counties, figureLabel }: Props) {
  return (
    <CountyShapes
      className="county-map__leaflet"
      fit={FIT}
      failed={<p className="county-map__failed">{t.mapFailed}</p>}
    >
      {(shapes) => (
        <GeoJSON
          // Leaflet styles a layer once: other figures or numbers draw a new layer.
          key={`${figureLabel}:${[...counties.values()].map((c) => c.value).join(',')}`}
          data={shapes}
          style={(feature) => ({
            className: `county-map__shape county-map__level-${counties.get(codeOf(feature))?.level ?? 0}`,
            weight: 1,
          })}
          onEachFeature={(feature, layer) => {
            const county = counties.get(codeOf(feature));
            const name = county?.name ?? String(feature.properties?.name ?? '');
            layer.bindTooltip(t.countyFigure(name, figureLabel, county?.value ?? 0), {
              sticky: true,
            });
          }}
        />
      )}
    </CountyShapes>
  );
}

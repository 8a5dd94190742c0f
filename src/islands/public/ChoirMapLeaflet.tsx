/**
 * The Leaflet part of ChoirMap: the county polygons coloured by level, a tooltip per county, a
 * click that reveals the county in the accordion (CountyShapes: a still picture refitted to its
 * box). Browser-only: ChoirMap loads it lazily after hydration.
 */
import type L from 'leaflet';
import { useMemo } from 'react';
import { GeoJSON } from 'react-leaflet';
import type { ChoirMapCounty } from '../../lib/api/choir-map.ts';
import { map as m } from '../../lib/messages.ts';
import { CountyShapes, codeOf } from './CountyShapes.tsx';

/** Room for the attribution line at the bottom, so no county hides behind it. */
const FIT: L.FitBoundsOptions = {
  paddingTopLeft: [6, 6],
  paddingBottomRight: [6, 24],
  animate: false,
};

interface CountyMapProps {
  counties: ChoirMapCounty[];
  levels: ReadonlyMap<string, number>;
  onSelect: (abbrev: string) => void;
}

export default function ChoirMapLeaflet({ counties, levels, onSelect }: CountyMapProps) {
  const byCode = useMemo(() => new Map(counties.map((c) => [c.abbrev, c])), [counties]);
  return (
    <CountyShapes
      className="county-map__leaflet"
      fit={FIT}
      failed={<p className="county-map__failed">{m.loadFailed}</p>}
    >
      {(shapes) => (
        <>
          <GeoJSON
            data={shapes}
            style={(feature) => ({
              className: `county-map__shape choir-map__county-shape choir-map__shape-${codeOf(feature)} county-map__level-${levels.get(codeOf(feature)) ?? 0}`,
              weight: 1,
            })}
            onEachFeature={(feature, layer) => {
              const code = codeOf(feature);
              const county = byCode.get(code);
              const name = county?.name ?? String(feature.properties?.name ?? code);
              layer.bindTooltip(`${name}: ${m.choirs(county?.count ?? 0)}`, { sticky: true });
              layer.on('click', () => onSelect(code));
            }}
          />
          <p className="choir-map__attribution">{m.attribution}</p>
        </>
      )}
    </CountyShapes>
  );
}

/**
 * The Leaflet part of the report's map: the public choir map's county polygons
 * (/geo/ro-counties.geojson, no tile server) coloured by the level of the chosen figure, with a
 * tooltip per county. A still picture (no dragging, zooming or keyboard), hidden from assistive
 * technology by ReportMap: the table is its alternative. Browser-only, loaded lazily.
 */
import 'leaflet/dist/leaflet.css';
import type { Feature, FeatureCollection } from 'geojson';
import L from 'leaflet';
import { useEffect, useMemo, useState } from 'react';
import { GeoJSON, MapContainer, useMap } from 'react-leaflet';
import { reports as t } from '../../../lib/staff/reports.ts';

const GEO_URL = '/geo/ro-counties.geojson';
const FIT: L.FitBoundsOptions = { padding: [6, 6], animate: false };

export interface CountyValue {
  name: string;
  value: number;
  level: number;
}

/** Keeps the whole country in view when the map's box changes size (a phone turned, a menu). */
function FitBounds({ bounds }: { bounds: L.LatLngBounds }) {
  const map = useMap();
  useEffect(() => {
    const observer = new ResizeObserver(() => {
      map.invalidateSize();
      map.fitBounds(bounds, FIT);
    });
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map, bounds]);
  return null;
}

interface Props {
  /** By county code. */
  counties: ReadonlyMap<string, CountyValue>;
  figureLabel: string;
}

export default function ReportMapLeaflet({ counties, figureLabel }: Props) {
  const [geo, setGeo] = useState<FeatureCollection | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let alive = true;
    fetch(GEO_URL)
      .then((res) => {
        if (!res.ok) throw new Error(`${GEO_URL}: ${res.status}`);
        return res.json() as Promise<FeatureCollection>;
      })
      .then((data) => alive && setGeo(data))
      .catch(() => alive && setFailed(true));
    return () => {
      alive = false;
    };
  }, []);

  const bounds = useMemo(() => (geo ? L.geoJSON(geo).getBounds() : null), [geo]);
  if (failed) return <p className="report-map__failed">{t.mapFailed}</p>;
  if (!geo || !bounds) return null;

  const codeOf = (feature?: Feature) => String(feature?.properties?.code ?? '');
  return (
    <MapContainer
      className="report-map__leaflet"
      bounds={bounds}
      boundsOptions={FIT}
      zoomSnap={0}
      zoomControl={false}
      attributionControl={false}
      dragging={false}
      touchZoom={false}
      doubleClickZoom={false}
      scrollWheelZoom={false}
      boxZoom={false}
      keyboard={false}
    >
      <FitBounds bounds={bounds} />
      <GeoJSON
        // Leaflet styles a layer once: other figures or numbers draw a new layer.
        key={`${figureLabel}:${[...counties.values()].map((c) => c.value).join(',')}`}
        data={geo}
        style={(feature) => ({
          className: `report-map__shape report-map__level-${counties.get(codeOf(feature))?.level ?? 0}`,
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
    </MapContainer>
  );
}

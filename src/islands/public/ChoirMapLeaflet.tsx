/**
 * The Leaflet part of ChoirMap: the county polygons of /geo/ro-counties.geojson (fetched at run
 * time, no tile server) coloured by level, a tooltip per county, a click that reveals the county
 * in the accordion. A still picture: no dragging or zooming, so it never traps page scrolling
 * or keyboard focus; it refits itself when its box changes size. Browser-only (Leaflet needs
 * `window`): ChoirMap loads it lazily after hydration.
 */
import 'leaflet/dist/leaflet.css';
import type { Feature, FeatureCollection } from 'geojson';
import L from 'leaflet';
import { useEffect, useMemo, useState } from 'react';
import { GeoJSON, MapContainer, useMap } from 'react-leaflet';
import type { ChoirMapCounty } from '../../lib/api/choir-map.ts';
import { map as m } from '../../lib/messages.ts';

const GEO_URL = '/geo/ro-counties.geojson';
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

/** Keeps the whole country in view when the map's box changes size. */
function FitBounds({ bounds }: { bounds: L.LatLngBounds }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    const observer = new ResizeObserver(() => {
      map.invalidateSize();
      map.fitBounds(bounds, FIT);
    });
    observer.observe(container);
    return () => observer.disconnect();
  }, [map, bounds]);
  return null;
}

export default function ChoirMapLeaflet({ counties, levels, onSelect }: CountyMapProps) {
  const [geo, setGeo] = useState<FeatureCollection | null>(null);
  const [failed, setFailed] = useState(false);
  const byCode = useMemo(() => new Map(counties.map((c) => [c.abbrev, c])), [counties]);

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

  if (failed) return <p className="choir-map__failed">{m.loadFailed}</p>;
  if (!geo || !bounds) return null;

  const codeOf = (feature?: Feature) => String(feature?.properties?.code ?? '');
  return (
    <MapContainer
      className="choir-map__leaflet"
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
        data={geo}
        style={(feature) => ({
          className: `choir-map__county-shape choir-map__shape-${codeOf(feature)} choir-map__level-${levels.get(codeOf(feature)) ?? 0}`,
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
    </MapContainer>
  );
}

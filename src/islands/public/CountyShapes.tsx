/**
 * Romania's counties as a still Leaflet map, for the public choir map and the back office's report:
 * the polygons of /geo/ro-counties.geojson (fetched at run time, no tile server), no dragging or
 * zooming, so it never traps page scrolling or keyboard focus, refitted whenever its box changes
 * size. The caller draws the polygons (`children` gets the shapes). Browser-only (Leaflet needs
 * `window`): load it lazily after hydration.
 */
import 'leaflet/dist/leaflet.css';
import type { Feature, FeatureCollection } from 'geojson';
import L from 'leaflet';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { MapContainer, useMap } from 'react-leaflet';

const GEO_URL = '/geo/ro-counties.geojson';

/** The county code of a polygon. */
export const codeOf = (feature?: Feature) => String(feature?.properties?.code ?? '');

/** Keeps the whole country in view when the map's box changes size (a phone turned, a menu). */
function FitBounds({ bounds, fit }: { bounds: L.LatLngBounds; fit: L.FitBoundsOptions }) {
  const map = useMap();
  useEffect(() => {
    const observer = new ResizeObserver(() => {
      map.invalidateSize();
      map.fitBounds(bounds, fit);
    });
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map, bounds, fit]);
  return null;
}

interface Props {
  className: string;
  /** How the country fits its box. */
  fit: L.FitBoundsOptions;
  /** Shown when the polygons cannot be loaded. */
  failed: ReactNode;
  children: (shapes: FeatureCollection) => ReactNode;
}

export function CountyShapes({ className, fit, failed, children }: Props) {
  const [shapes, setShapes] = useState<FeatureCollection | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);

  useEffect(() => {
    let alive = true;
    fetch(GEO_URL)
      .then((res) => {
        if (!res.ok) throw new Error(`${GEO_URL}: ${res.status}`);
        return res.json() as Promise<FeatureCollection>;
      })
      .then((data) => alive && setShapes(data))
      .catch(() => alive && setLoadFailed(true));
    return () => {
      alive = false;
    };
  }, []);

  const bounds = useMemo(() => (shapes ? L.geoJSON(shapes).getBounds() : null), [shapes]);
  if (loadFailed) return failed;
  if (!shapes || !bounds) return null;
  return (
    <MapContainer
      className={className}
      bounds={bounds}
      boundsOptions={fit}
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
      <FitBounds bounds={bounds} fit={fit} />
      {children(shapes)}
    </MapContainer>
  );
}

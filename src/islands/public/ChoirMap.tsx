/**
 * The choir network map (spec §2.4): a county map coloured by number of choirs beside an
 * accordion county → locality → choirs. Clicking a county, on the map or in the list, expands it
 * and scrolls it into view in COUNTY_SCROLL_MS, below the sticky header. The accordion is the complete keyboard and
 * screen-reader alternative; the map (Leaflet, loaded only in the browser) is hidden from
 * assistive technology, with a visible note saying so.
 */
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ChoirMapCounty } from '../../lib/api/choir-map.ts';
import { COUNTY_SCROLL_MS } from '../../lib/limits.ts';
import { map as m } from '../../lib/messages.ts';
import { levelOf, rangeLabel, scaleFor } from './choir-map-scale.ts';
import { animateScroll } from './smooth-scroll.ts';
import './county-map.css';
import './choir-map.css';

const CountyMap = lazy(() => import('./ChoirMapLeaflet.tsx'));

/** Room left above a revealed county, in rem: as choir-map.css's focus stop (target size). */
const COUNTY_STOP_REM = 2;

export interface ChoirMapProps {
  counties: ChoirMapCounty[];
}

export default function ChoirMap({ counties }: ChoirMapProps) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [inBrowser, setInBrowser] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);
  const baseId = useId();
  const scale = useMemo(() => scaleFor(Math.max(0, ...counties.map((c) => c.count))), [counties]);
  const levels = useMemo(
    () => new Map(counties.map((c) => [c.abbrev, levelOf(c.count, scale)])),
    [counties, scale],
  );

  useEffect(() => setInBrowser(true), []);

  const toggle = (abbrev: string) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(abbrev)) next.delete(abbrev);
      else next.add(abbrev);
      return next;
    });

  /** Expands a county and brings its entry into view (inside the list, then in the page). */
  const reveal = useCallback((abbrev: string) => {
    setExpanded((prev) => (prev.has(abbrev) ? prev : new Set(prev).add(abbrev)));
    requestAnimationFrame(() => {
      const list = listRef.current;
      const item = list?.querySelector<HTMLElement>(`[data-county="${abbrev}"]`);
      if (!list || !item) return;
      // Both scrolls run at once, so the page's target is where the item will be once the list has scrolled.
      let listShift = 0;
      if (list.scrollHeight > list.clientHeight) {
        const top = Math.min(
          item.offsetTop - list.offsetTop,
          list.scrollHeight - list.clientHeight,
        );
        listShift = top - list.scrollTop;
        void animateScroll(list, top, COUNTY_SCROLL_MS);
      }
      // The county stops COUNTY_STOP_REM below the sticky header, whatever its rows.
      const header = document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0;
      const rem = Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
      const margin = header + COUNTY_STOP_REM * rem;
      const itemTop = item.getBoundingClientRect().top - listShift;
      if (itemTop < margin || itemTop > window.innerHeight * 0.8) {
        void animateScroll(window, window.scrollY + itemTop - margin, COUNTY_SCROLL_MS);
      }
    });
  }, []);

  return (
    <div className="choir-map county-map">
      <div className="choir-map__map">
        <p className="county-map__note">{m.mapNote}</p>
        <div aria-hidden="true" className="county-map__canvas">
          {inBrowser ? (
            <Suspense fallback={null}>
              <CountyMap levels={levels} counties={counties} onSelect={reveal} />
            </Suspense>
          ) : null}
        </div>
        <div className="county-map__legend" aria-hidden="true">
          <span className="county-map__legend-title">{m.legend}</span>
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
      <div className="choir-map__list" ref={listRef}>
        <h3 className="choir-map__list-heading">{m.listHeading}</h3>
        <ul className="choir-map__counties">
          {counties.map((county) => {
            const open = expanded.has(county.abbrev);
            const panelId = `${baseId}-${county.abbrev}`;
            return (
              <li key={county.abbrev} className="choir-map__county" data-county={county.abbrev}>
                <h4 className="choir-map__county-heading">
                  <button
                    type="button"
                    className="choir-map__toggle"
                    aria-expanded={open}
                    aria-controls={panelId}
                    onClick={() => (open ? toggle(county.abbrev) : reveal(county.abbrev))}
                  >
                    <span
                      className={`county-map__swatch county-map__level-${levels.get(county.abbrev) ?? 0}`}
                      aria-hidden="true"
                    />
                    <span className="choir-map__county-name">{county.name}</span>
                    <span className="choir-map__count">{m.choirs(county.count)}</span>
                  </button>
                </h4>
                <div id={panelId} className="choir-map__panel" hidden={!open}>
                  {county.localities.length === 0 ? (
                    <p>{m.noChoirs}</p>
                  ) : (
                    county.localities.map((locality) => (
                      <div key={locality.name} className="choir-map__locality">
                        <h5 className="choir-map__locality-name">{locality.name}</h5>
                        <ul>
                          {locality.choirs.map((choir) => (
                            <li key={choir}>{choir}</li>
                          ))}
                        </ul>
                      </div>
                    ))
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}

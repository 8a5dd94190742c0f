/**
 * The map's colour scale: five classes from "no choir" to "most choirs". Class boundaries follow
 * the data (the demo has a few choirs per county, the programme dozens), and each class has a
 * legend label. Colours are CSS classes (county-map.css) built from the design tokens.
 */
export interface ScaleClass {
  /** 0 for no choir, 1–4 from few to many. */
  level: number;
  min: number;
  max: number;
}

export const LEVELS = 4;

/** The classes for counts up to `max`: [0], then up to four ranges covering 1..max. */
export function scaleFor(max: number): ScaleClass[] {
  const classes: ScaleClass[] = [{ level: 0, min: 0, max: 0 }];
  if (max <= 0) return classes;
  let from = 1;
  for (let level = 1; level <= LEVELS && from <= max; level++) {
    const to = level === LEVELS ? max : Math.max(from, Math.ceil((max * level) / LEVELS));
    classes.push({ level, min: from, max: to });
    from = to + 1;
  }
  return classes;
}

export function levelOf(count: number, classes: ScaleClass[]): number {
  return classes.find((c) => count >= c.min && count <= c.max)?.level ?? 0;
}

export const rangeLabel = (c: ScaleClass) =>
  c.min === c.max ? String(c.min) : `${c.min}–${c.max}`;

/**
 * A carousel on embla (spec §2.4: video gallery, testimonials, objectives, news images), wrapping
 * around by default. An APG carousel: a region with aria-roledescription="carusel", one group
 * per slide ("2 din 5"), previous/next buttons. With `intervalMs` it advances on its own, except
 * while hovered or focused, or when the visitor prefers reduced motion; meanwhile slide changes
 * are not announced (aria-live off).
 */
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useId, useState } from 'react';
import { carousel as m } from '../../lib/messages.ts';
import { type Slide, SlideContent } from './carousel-slides.tsx';
import { prefersReducedMotion } from './smooth-scroll.ts';
import './carousel.css';

export interface CarouselProps {
  /** The region's accessible name, e.g. 'Obiectivele programului'. */
  label: string;
  /** The slides as data (carousel-slides.tsx renders each kind). */
  slides: Slide[];
  /** Autoplay every this many ms (e.g. NEWS_CAROUSEL_INTERVAL_MS); none when omitted. */
  intervalMs?: number;
  /** Wrap around at the ends (default true, spec §2.4). */
  loop?: boolean;
}

export default function Carousel({ label, slides, intervalMs, loop = true }: CarouselProps) {
  const [viewportRef, embla] = useEmblaCarousel({ loop, align: 'start' });
  const [selected, setSelected] = useState(0);
  const [canPrev, setCanPrev] = useState(loop);
  const [canNext, setCanNext] = useState(slides.length > 1);
  const [paused, setPaused] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(false);
  const slidesId = useId();

  useEffect(() => setReducedMotion(prefersReducedMotion()), []);

  useEffect(() => {
    if (!embla) return;
    const update = () => {
      setSelected(embla.selectedScrollSnap());
      setCanPrev(embla.canScrollPrev());
      setCanNext(embla.canScrollNext());
    };
    update();
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla]);

  const playing = Boolean(intervalMs) && !paused && !reducedMotion && slides.length > 1;
  useEffect(() => {
    if (!embla || !playing) return;
    const timer = setInterval(() => embla.scrollNext(), intervalMs);
    return () => clearInterval(timer);
  }, [embla, playing, intervalMs]);

  const prev = useCallback(() => embla?.scrollPrev(), [embla]);
  const next = useCallback(() => embla?.scrollNext(), [embla]);

  return (
    <section
      className="carousel"
      aria-roledescription={m.roledescription}
      aria-label={label}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      <div className="carousel__viewport" ref={viewportRef}>
        <div className="carousel__container" id={slidesId} aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, i) => (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern's slide is a group, not a form fieldset.
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: slides never reorder; their position is their identity.
              key={i}
              className="carousel__slide"
              role="group"
              aria-roledescription={m.slide}
              aria-label={m.slideLabel(i + 1, slides.length)}
              aria-current={i === selected ? 'true' : undefined}
            >
              <SlideContent slide={slide} />
            </div>
          ))}
        </div>
      </div>
      {slides.length > 1 ? (
        <div className="carousel__controls">
          <button
            type="button"
            className="carousel__button"
            aria-label={m.previous}
            aria-controls={slidesId}
            disabled={!canPrev}
            onClick={prev}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path d="M15.4 7.4 14 6l-6 6 6 6 1.4-1.4L10.8 12z" fill="currentColor" />
            </svg>
          </button>
          <span className="carousel__position" aria-hidden="true">
            {selected + 1} / {slides.length}
          </span>
          <button
            type="button"
            className="carousel__button"
            aria-label={m.next}
            aria-controls={slidesId}
            disabled={!canNext}
            onClick={next}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path d="M8.6 16.6 10 18l6-6-6-6-1.4 1.4 4.6 4.6z" fill="currentColor" />
            </svg>
          </button>
        </div>
      ) : null}
    </section>
  );
}

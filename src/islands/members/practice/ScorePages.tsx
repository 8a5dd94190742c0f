/**
 * A score's PDF drawn in the page, one page at a time (issue #27): a phone's browser does not show
 * a PDF inline (Chrome on Android downloads it), so pdf.js draws each page on a canvas. Previous
 * and next with 'Pagina 2 din 3'; zoom in, out and fit to the width (the default, so a phone shows
 * the whole width of the page); the page scrolls inside its frame when zoomed. Pages follow the
 * reader, never the sound. The keyboard: every button, and in the focused frame ← → for the page
 * (when nothing is hidden sideways), + − 0 for the zoom. The canvas is an image named after the
 * score and the page, described by the page's own text. pdf.js loads when this mounts (./pdf-document.ts).
 */
import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { scorePages as m } from '../../../lib/messages-score-pages.ts';
import type { PDFDocumentProxy } from './pdf-document.ts';
import './score-pages.css';

/** Zoom levels, as a share of the frame's width. */
const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2, 2.5, 3] as const;
const FIT = 1;
const SMALLEST = ZOOMS[0];
const LARGEST = ZOOMS[ZOOMS.length - 1] ?? FIT;

type Loaded =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; pdf: PDFDocumentProxy; pages: number };

/**
 * A button of the toolbar. At an end (the first page, the largest zoom) it stays focusable and
 * says it is unavailable (aria-disabled) rather than `disabled`, which would drop the keyboard's
 * focus out of the dialog just as the reader reaches the last page.
 */
function ToolButton(props: {
  label?: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="button button--secondary button--small score-pages__button"
      aria-label={props.label}
      aria-disabled={props.disabled}
      onClick={props.disabled ? undefined : props.onClick}
    >
      {props.children}
    </button>
  );
}

/** The document at `pdfUrl`, opened with pdf.js (loaded now), closed when the URL changes or on unmount. */
function usePdf(pdfUrl: string): Loaded {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    let close = () => {};
    let gone = false;
    setLoaded({ status: 'loading' });
    import('./pdf-document.ts')
      .then(({ openPdf }) => {
        if (gone) return;
        const opened = openPdf(pdfUrl);
        close = opened.close;
        return opened.loaded.then((pdf) => {
          if (!gone) setLoaded({ status: 'ready', pdf, pages: pdf.numPages });
        });
      })
      .catch(() => {
        if (!gone) setLoaded({ status: 'failed' });
      });
    return () => {
      gone = true;
      close();
    };
  }, [pdfUrl]);
  return loaded;
}

/** The width of `ref`'s content box, followed as the frame resizes (a phone turned, a panel opened). */
function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      setWidth(Math.floor(entry?.contentRect.width ?? 0));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

export default function ScorePages({ pdfUrl, title }: { pdfUrl: string; title: string }) {
  const loaded = usePdf(pdfUrl);
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState<number>(FIT);
  const [text, setText] = useState('');
  const [drawFailed, setDrawFailed] = useState(false);
  const frame = useRef<HTMLElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const width = useWidth(frame);
  const keysId = useId();
  const textId = useId();
  const pages = loaded.status === 'ready' ? loaded.pages : 0;

  useEffect(() => {
    if (pdfUrl) setPage(1);
  }, [pdfUrl]);

  useEffect(() => {
    const target = canvas.current;
    if (loaded.status !== 'ready' || !target || width === 0) return;
    let cancel = () => {};
    let gone = false;
    loaded.pdf
      .getPage(page)
      .then(async (pdfPage) => {
        const { drawPage, pageText } = await import('./pdf-document.ts');
        if (gone) return;
        const drawing = drawPage(pdfPage, target, Math.floor(width * zoom));
        cancel = drawing.cancel;
        const [words] = await Promise.all([pageText(pdfPage), drawing.done]);
        if (!gone) {
          setText(words);
          setDrawFailed(false);
        }
      })
      .catch((error: unknown) => {
        // A drawing cancelled by the next one is not a failure.
        if (!gone && (error as Error | null)?.name !== 'RenderingCancelledException')
          setDrawFailed(true);
      });
    return () => {
      gone = true;
      cancel();
    };
  }, [loaded, page, zoom, width]);

  const goTo = useCallback(
    (next: number) => {
      if (next < 1 || next > pages) return;
      setPage(next);
      frame.current?.scrollTo(0, 0);
    },
    [pages],
  );
  const zoomIn = () => setZoom((now) => ZOOMS.find((z) => z > now) ?? now);
  const zoomOut = () => setZoom((now) => ZOOMS.findLast((z) => z < now) ?? now);

  const onKey = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const element = event.currentTarget;
    const sideways = element.scrollWidth > element.clientWidth;
    const actions: Record<string, (() => void) | undefined> = {
      ArrowLeft: sideways ? undefined : () => goTo(page - 1),
      ArrowRight: sideways ? undefined : () => goTo(page + 1),
      '+': zoomIn,
      '=': zoomIn,
      '-': zoomOut,
      '0': () => setZoom(FIT),
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  if (loaded.status === 'failed' || drawFailed) {
    return (
      <div className="score-pages">
        <p className="score-pages__note score-pages__note--error" role="alert">
          {m.failed}
        </p>
        <a href={pdfUrl} target="_blank" rel="noopener">
          {m.openFile}
        </a>
      </div>
    );
  }

  return (
    <div className="score-pages">
      <div className="score-pages__toolbar">
        <div className="score-pages__group">
          <ToolButton disabled={page <= 1} onClick={() => goTo(page - 1)}>
            <span className="score-pages__glyph" aria-hidden="true">
              ‹
            </span>
            <span className="visually-hidden-below-sm">{m.previous}</span>
          </ToolButton>
          <p className="score-pages__page" role="status">
            {pages > 0 ? m.pageOf(page, pages) : m.loading}
          </p>
          <ToolButton disabled={page >= pages} onClick={() => goTo(page + 1)}>
            <span className="visually-hidden-below-sm">{m.next}</span>
            <span className="score-pages__glyph" aria-hidden="true">
              ›
            </span>
          </ToolButton>
        </div>
        <div className="score-pages__group">
          <ToolButton label={m.zoomOut} disabled={zoom <= SMALLEST} onClick={zoomOut}>
            <span className="score-pages__glyph" aria-hidden="true">
              −
            </span>
          </ToolButton>
          <p className="score-pages__level">
            <span className="visually-hidden-below-sm">{m.zoomLabel} </span>
            {m.zoomPercent(zoom)}
          </p>
          <ToolButton label={m.zoomIn} disabled={zoom >= LARGEST} onClick={zoomIn}>
            <span className="score-pages__glyph" aria-hidden="true">
              +
            </span>
          </ToolButton>
          <ToolButton disabled={zoom === FIT} onClick={() => setZoom(FIT)}>
            {m.fitWidth}
          </ToolButton>
        </div>
      </div>
      <section
        ref={frame}
        className="score-pages__frame"
        aria-label={m.viewport(title)}
        aria-describedby={keysId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling frame the keyboard must reach (WCAG 2.1.1).
        tabIndex={0}
        onKeyDown={onKey}
      >
        <canvas
          ref={canvas}
          className="score-pages__canvas"
          role="img"
          aria-label={pages > 0 ? m.pageImage(title, page, pages) : m.loading}
          aria-describedby={text ? textId : undefined}
        />
      </section>
      <p id={keysId} className="visually-hidden">
        {m.keys}
      </p>
      <p id={textId} className="visually-hidden">
        {text ? `${m.pageText} ${text}` : ''}
      </p>
    </div>
  );
}

/**
 * The video overlay (spec §2.1, §2.4, §8). A click on any `a[data-watch-video="{id}"]` sets
 * `?watchVideo={id}` on the current route (history.pushState, other parameters kept) and opens
 * the overlay; a page loaded with the parameter opens it at once; closing removes the
 * parameter (going back when we added the history entry, so Back also closes it). An unknown
 * id or a video that cannot play shows 'Nu am putut încărca videoul'.
 */
import { useCallback, useEffect, useState } from 'react';
import { video as m } from '../../lib/messages.ts';
import { Modal } from '../../ui/Modal.tsx';
import './public-islands.css';

export interface OverlayVideo {
  id: string;
  title: string;
  poster?: string;
  mp4?: string;
  webm?: string;
  ogg?: string;
}

export interface VideoOverlayProps {
  videos: OverlayVideo[];
}

export const WATCH_PARAM = 'watchVideo';

const readParam = () => new URL(window.location.href).searchParams.get(WATCH_PARAM);

function urlWith(id: string | null): string {
  const url = new URL(window.location.href);
  if (id === null) url.searchParams.delete(WATCH_PARAM);
  else url.searchParams.set(WATCH_PARAM, id);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Our history entries carry this mark, so closing knows it may go back instead of replacing. */
const MARK = 'watchVideoOverlay';

export default function VideoOverlay({ videos }: VideoOverlayProps) {
  const [openId, setOpenId] = useState<string | null>(null);

  useEffect(() => {
    setOpenId(readParam());
    const onPop = () => setOpenId(readParam());
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[data-watch-video]');
      if (!link) return;
      const id =
        link.getAttribute('data-watch-video') ||
        new URL((link as HTMLAnchorElement).href, window.location.href).searchParams.get(
          WATCH_PARAM,
        );
      if (!id) return;
      event.preventDefault();
      window.history.pushState({ [MARK]: true }, '', urlWith(id));
      setOpenId(id);
    };
    window.addEventListener('popstate', onPop);
    // Capture phase: the link's navigation is cancelled before any other handler sees the click.
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('popstate', onPop);
      document.removeEventListener('click', onClick, true);
    };
  }, []);

  const close = useCallback(() => {
    setOpenId(null);
    const state = window.history.state as Record<string, unknown> | null;
    if (state?.[MARK]) window.history.back();
    else window.history.replaceState(state, '', urlWith(null));
  }, []);

  const current = openId === null ? undefined : videos.find((v) => v.id === openId);
  return (
    <Modal title={current?.title ?? m.dialogTitle} isOpen={openId !== null} onClose={close}>
      {current ? <VideoPlayer key={current.id} video={current} /> : <VideoFailed />}
    </Modal>
  );
}

function VideoFailed() {
  return (
    <p className="video-overlay__error" role="alert">
      {m.failed}
    </p>
  );
}

function VideoPlayer({ video }: { video: OverlayVideo }) {
  const sources = (
    [
      ['mp4', 'video/mp4'],
      ['webm', 'video/webm'],
      ['ogg', 'video/ogg'],
    ] as const
  ).flatMap(([key, type]) => (video[key] ? [{ src: video[key], type }] : []));
  const [failed, setFailed] = useState(sources.length === 0);
  if (failed) return <VideoFailed />;
  return (
    <div className="video-overlay">
      {/* biome-ignore lint/a11y/useMediaCaption: the programme's videos have no caption files yet. */}
      <video
        className="video-overlay__video"
        controls
        autoPlay
        playsInline
        preload="metadata"
        poster={video.poster}
        onError={() => setFailed(true)}
      >
        {sources.map((source, i) => (
          <source
            key={source.type}
            src={source.src}
            type={source.type}
            // A <source> error does not reach the <video>; the last one failing means none played.
            onError={i === sources.length - 1 ? () => setFailed(true) : undefined}
          />
        ))}
        {m.unsupported}
      </video>
    </div>
  );
}

/**
 * The video overlay (spec §2.1, §2.4, §8): open while the address has `?watchVideo={id}`. The
 * opener script (client/public/video-opener.ts) sets the parameter on a cover's click and tells
 * the overlay; a page loaded with the parameter opens at once; Back closes it; closing removes
 * the parameter (going back when the opener added the history entry). An unknown id or a video
 * that cannot play shows 'Nu am putut încărca videoul'.
 */
import { useCallback, useEffect, useState } from 'react';
import {
  MARK,
  readWatchParam,
  urlWithVideo,
  WATCH_EVENT,
} from '../../client/public/watch-video.ts';
import { video as m } from '../../lib/messages.ts';
import { Modal } from '../../ui/Modal.tsx';
import './video-overlay.css';

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

export default function VideoOverlay({ videos }: VideoOverlayProps) {
  const [openId, setOpenId] = useState<string | null>(null);

  useEffect(() => {
    const update = () => setOpenId(readWatchParam());
    update();
    window.addEventListener('popstate', update);
    window.addEventListener(WATCH_EVENT, update);
    return () => {
      window.removeEventListener('popstate', update);
      window.removeEventListener(WATCH_EVENT, update);
    };
  }, []);

  const close = useCallback(() => {
    setOpenId(null);
    const state = window.history.state as Record<string, unknown> | null;
    if (state?.[MARK]) window.history.back();
    else window.history.replaceState(state, '', urlWithVideo(null));
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

/**
 * The members area's one audio/video player (document 2 §4, issue #10), mounted once in the members
 * layout with `transition:persist`, so what plays keeps playing while the member moves between /cont
 * pages. Until something is played it draws nothing and carries no Plyr: the bar is its own chunk,
 * fetched when the browser is idle on a library page (the only pages with 'Ascultă' and 'Vezi'), so
 * a first 'Ascultă' finds it there (a phone may refuse to start sound once the tap that asked for it
 * is long past); the dashboard and the other pages never fetch it before something plays (issue #21).
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { $playlist } from '../../../stores/player.ts';

const loadBar = () => import('./PlayerBar.tsx');
/** The pages whose lists play. */
const PLAYING_PAGES = '/cont/librarie';

/** Fetches the bar's code when the browser is idle; returns the cancel. */
function prefetchWhenIdle(): () => void {
  const prefetch = () => void loadBar();
  if ('requestIdleCallback' in window) {
    const id = requestIdleCallback(prefetch, { timeout: 5000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(prefetch, 2000);
  return () => clearTimeout(id);
}
const PlayerBar = lazy(loadBar);

export default function Player() {
  const playlist = useStore($playlist);
  const [used, setUsed] = useState(false);

  useEffect(() => {
    if (playlist) setUsed(true);
  }, [playlist]);

  // The island persists across the client router's moves: each page that plays asks again.
  useEffect(() => {
    let cancel = () => {};
    const onPage = () => {
      cancel();
      if (location.pathname.startsWith(PLAYING_PAGES)) cancel = prefetchWhenIdle();
    };
    onPage();
    document.addEventListener('astro:page-load', onPage);
    return () => {
      cancel();
      document.removeEventListener('astro:page-load', onPage);
    };
  }, []);

  if (!used && !playlist) return null;
  return (
    <Suspense fallback={null}>
      <PlayerBar />
    </Suspense>
  );
}

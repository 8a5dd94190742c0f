/**
 * The members area's one audio/video player (document 2 §4, issue #10), mounted once in the members
 * layout with `transition:persist`, so what plays keeps playing while the member moves between /cont
 * pages. Until something is played it draws nothing and carries no Plyr: the bar is its own chunk,
 * fetched when the browser is idle, so a first 'Ascultă' finds it there (a phone may refuse to start
 * sound once the tap that asked for it is long past).
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { $playlist } from '../../../stores/player.ts';

const loadBar = () => import('./PlayerBar.tsx');
const PlayerBar = lazy(loadBar);

export default function Player() {
  const playlist = useStore($playlist);
  const [used, setUsed] = useState(false);

  useEffect(() => {
    if (playlist) setUsed(true);
  }, [playlist]);

  useEffect(() => {
    const prefetch = () => void loadBar();
    if ('requestIdleCallback' in window) {
      const id = requestIdleCallback(prefetch, { timeout: 5000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(prefetch, 2000);
    return () => clearTimeout(id);
  }, []);

  if (!used && !playlist) return null;
  return (
    <Suspense fallback={null}>
      <PlayerBar />
    </Suspense>
  );
}

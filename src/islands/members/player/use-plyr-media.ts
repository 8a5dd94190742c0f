/**
 * Plyr on the player's one <video> element, made once for the island's life (plyr-react makes it
 * again whenever its options or source change; ours never do, items are loaded by media-source.ts).
 * Answers the ref for the <video> and, once Plyr has wrapped it, the element itself.
 */
import Plyr from 'plyr';
import { type APITypes, usePlyr } from 'plyr-react';
import { useState } from 'react';
import { PLYR_OPTIONS } from './plyr-options.ts';

const PARAMS = { source: null, options: PLYR_OPTIONS };

export function usePlyrMedia() {
  const [api, setApi] = useState<APITypes | null>(null);
  const videoRef = usePlyr(setApi, PARAMS, []);
  // Until Plyr exists plyr-react hands out a stand-in object; only a real Plyr has the element.
  const plyr = api?.plyr instanceof Plyr ? api.plyr : null;
  const media = plyr?.elements.container?.querySelector('video') ?? null;
  return { videoRef, media };
}

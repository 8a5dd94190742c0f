/**
 * The practice view's state around its engine (engine.ts): the engine is made when the view
 * opens (its AudioContext suspended until the first click), loads every part and the pitch
 * shifter, and is closed when the view goes (a members page left through the client router).
 * React keeps what the page shows: loading or failure, playing, the position (read from the
 * audio clock four times a second while playing), the tempo, the loop marks and the strips.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Track } from '../../../lib/api/library.ts';
import { type LoopMarks, markLoopEnd, markLoopStart, NO_LOOP } from '../../../stores/player.ts';
import { PartLoadError, PracticeEngine, webAudioSupported } from './engine.ts';
import { evenStrips, myVoiceStrips, type PartStrip } from './mix.ts';
import shifterUrl from './pitch-shifter.worklet.ts?worker&url';

export type PracticeStatus =
  | { kind: 'loading' }
  | { kind: 'ready' }
  | { kind: 'failed'; part: string }
  | { kind: 'unsupported' };

/** How often the shown position is read from the clock while playing, in ms. */
const TICK_MS = 250;

export function usePractice(parts: readonly Track[], mine: readonly boolean[]) {
  const engine = useRef<PracticeEngine | null>(null);
  const [status, setStatus] = useState<PracticeStatus>(() =>
    webAudioSupported() ? { kind: 'loading' } : { kind: 'unsupported' },
  );
  const [playing, setPlaying] = useState(false);
  const [position, setPosition] = useState(0);
  const [duration, setDuration] = useState(0);
  const [tempo, setTempoState] = useState(1);
  const [tempoAvailable, setTempoAvailable] = useState(true);
  const [loop, setLoopState] = useState<LoopMarks>(NO_LOOP);
  const [loopRefused, setLoopRefused] = useState(false);
  const [strips, setStrips] = useState<PartStrip[]>(() =>
    mine.some(Boolean) ? myVoiceStrips(mine) : evenStrips(parts.length),
  );
  const [split, setSplit] = useState(false);

  useEffect(() => {
    if (!webAudioSupported()) return;
    const made = new PracticeEngine();
    engine.current = made;
    const controller = new AbortController();
    made.onEnded = () => {
      setPlaying(false);
      setPosition(made.position());
    };
    Promise.all([
      made.load(
        parts.map((part) => part.file),
        controller.signal,
      ),
      made.addShifter(shifterUrl),
    ])
      .then(([, shifter]) => {
        setTempoAvailable(shifter);
        setDuration(made.duration);
        setStatus({ kind: 'ready' });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const index = error instanceof PartLoadError ? error.index : 0;
        setStatus({ kind: 'failed', part: parts[index]?.title ?? '' });
      });
    return () => {
      controller.abort();
      made.close();
      engine.current = null;
    };
  }, [parts]);

  // The strips and the split reach the engine's gains and panners whenever they change.
  useEffect(() => {
    if (status.kind === 'ready') engine.current?.applyMix(strips, mine, split);
  }, [status, strips, mine, split]);

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => setPosition(engine.current?.position() ?? 0), TICK_MS);
    return () => clearInterval(timer);
  }, [playing]);

  /** Runs `change` on the engine, then shows where it is. */
  const act = useCallback((change: (e: PracticeEngine) => void) => {
    const e = engine.current;
    if (!e) return;
    change(e);
    setPosition(e.position());
    setPlaying(e.playing);
  }, []);

  const togglePlay = useCallback(async () => {
    const e = engine.current;
    if (!e) return;
    if (e.playing) e.pause();
    else await e.play();
    setPosition(e.position());
    setPlaying(e.playing);
  }, []);

  const seek = useCallback((at: number) => act((e) => e.seek(at)), [act]);
  const seekBy = useCallback((by: number) => act((e) => e.seek(e.position() + by)), [act]);
  /** Home: the loop's start while looping, else the beginning (seek keeps within the loop). */
  const toStart = useCallback(() => act((e) => e.seek(0)), [act]);

  const setTempo = useCallback(
    (value: number) => {
      setTempoState(value);
      act((e) => e.setTempo(value));
    },
    [act],
  );

  const applyLoop = (marks: LoopMarks) => {
    setLoopState(marks);
    const { start, end } = marks;
    act((e) => e.setLoop(start !== null && end !== null ? { start, end } : null));
  };
  const markStart = () => {
    setLoopRefused(false);
    applyLoop(markLoopStart(loop, engine.current?.position() ?? 0));
  };
  const markEnd = () => {
    const result = markLoopEnd(loop, engine.current?.position() ?? 0);
    setLoopRefused(!result.ok);
    if (result.ok) applyLoop(result.loop);
  };
  const clearLoop = () => {
    setLoopRefused(false);
    applyLoop(NO_LOOP);
  };

  const playNote = (frequency: number) => void engine.current?.playNote(frequency);

  return {
    status,
    playing,
    position,
    duration,
    tempo,
    tempoAvailable,
    loop,
    loopRefused,
    strips,
    split,
    togglePlay,
    seek,
    seekBy,
    toStart,
    setTempo,
    markStart,
    markEnd,
    clearLoop,
    setStrips,
    setSplit,
    playNote,
  };
}

export type Practice = ReturnType<typeof usePractice>;

/**
 * The members area's one audio/video player (document 2 §4): the playlist, the item playing, and
 * the learning aids (repeat one track, the A–B loop). The player island lives in the members
 * layout (persisted across /cont pages), so the playlist and playback survive navigation; a reload
 * starts empty. Library islands only call `playList`. The rules are pure functions below the
 * atoms, so they are tested without a browser (tests/unit/player-rules.test.ts).
 */
import { atom } from 'nanostores';
import { LOOP_MIN_SECONDS } from '../lib/limits.ts';

/** A media item (document 2 §3): a track of a score or audiobook, or a video. */
export interface MediaItem {
  /** Unique in a playlist, e.g. 'track-12'. */
  key: string;
  /** What the player shows and announces, e.g. 'Sopran'. */
  name: string;
  /** The score's or audiobook's name, e.g. 'Ave Maria'. */
  group: string;
  type: 'audio' | 'video';
  /** Same-origin paths of its sources; audio has `file`, video may have mp4/webm/ogg. */
  file?: string;
  mp4?: string | null;
  webm?: string | null;
  ogg?: string | null;
  /** A video's still picture, shown before it plays. */
  poster?: string | null;
}

export interface Playlist {
  /** e.g. the score's name. */
  name: string;
  media: MediaItem[];
}

/** An A–B loop's marks in seconds; `null` while unmarked. Playing loops only with both. */
export interface LoopMarks {
  start: number | null;
  end: number | null;
}

export const NO_LOOP: LoopMarks = { start: null, end: null };

export const $playlist = atom<Playlist | null>(null);
/** Index in the playlist of the item playing (or paused). */
export const $current = atom(0);
/** Counts the requests to (re)start an item, so choosing the same item again restarts it. */
export const $startRequest = atom(0);
/** 'Repetă piesa': the track starts again when it ends. */
export const $repeatOne = atom(false);
export const $loop = atom<LoopMarks>(NO_LOOP);

// The rules (pure)

/** Next and previous stop at the ends (docs/decisions.md, "The player"): no wrapping. */
export const hasNext = (length: number, index: number) => index + 1 < length;
export const hasPrevious = (index: number) => index > 0;

/** What the player does when an item plays to its end (100 %). */
export type AfterEnd =
  | { kind: 'replay'; at: number }
  | { kind: 'play'; index: number }
  | { kind: 'pause' };

export function afterEnd(
  length: number,
  index: number,
  repeatOne: boolean,
  loop: LoopMarks,
): AfterEnd {
  if (isLooping(loop)) return { kind: 'replay', at: loop.start ?? 0 };
  if (repeatOne) return { kind: 'replay', at: 0 };
  return hasNext(length, index) ? { kind: 'play', index: index + 1 } : { kind: 'pause' };
}

export const isLooping = (loop: LoopMarks) => loop.start !== null && loop.end !== null;

export type MarkResult = { ok: true; loop: LoopMarks } | { ok: false; error: 'end-before-start' };

/** Marks A; an end no longer after it is dropped, so the marks stay in order. */
export function markLoopStart(loop: LoopMarks, at: number): LoopMarks {
  const start = Math.max(0, at);
  const keepEnd = loop.end !== null && loop.end - start >= LOOP_MIN_SECONDS;
  return { start, end: keepEnd ? loop.end : null };
}

/** Marks B, which must come at least LOOP_MIN_SECONDS after A (A is the track's start when unmarked). */
export function markLoopEnd(loop: LoopMarks, at: number): MarkResult {
  const start = loop.start ?? 0;
  if (at - start < LOOP_MIN_SECONDS) return { ok: false, error: 'end-before-start' };
  return { ok: true, loop: { start, end: at } };
}

/** Where to seek so that playback stays within the loop, or null when it is within. */
export function loopSeek(loop: LoopMarks, time: number): number | null {
  if (loop.start === null || loop.end === null) return null;
  return time < loop.start || time >= loop.end ? loop.start : null;
}

/** m:ss (or h:mm:ss), as players show times; what is not a time yet shows as 0:00. */
export function formatTime(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const [h, m, s] = [Math.floor(total / 3600), Math.floor(total / 60) % 60, total % 60];
  const mm = h ? String(m).padStart(2, '0') : String(m);
  return `${h ? `${h}:` : ''}${mm}:${String(s).padStart(2, '0')}`;
}

// The actions

/** Replaces the playlist with `media` and starts the item at `start`. */
export function playList(name: string, media: MediaItem[], start = 0): void {
  if (media.length === 0) return;
  $playlist.set({ name, media });
  playAt(start);
}

/** Starts the item at `index` (clamped to the playlist); the A–B marks belong to one item. */
export function playAt(index: number): void {
  const length = $playlist.get()?.media.length ?? 0;
  if (!length) return;
  $current.set(Math.min(Math.max(Math.trunc(index) || 0, 0), length - 1));
  $loop.set(NO_LOOP);
  $startRequest.set($startRequest.get() + 1);
}

export function next(): void {
  const length = $playlist.get()?.media.length ?? 0;
  if (hasNext(length, $current.get())) playAt($current.get() + 1);
}

export function previous(): void {
  if (hasPrevious($current.get())) playAt($current.get() - 1);
}

/** Close (document 2 §4): removes the media and hides the playlist. */
export function closePlayer(): void {
  $playlist.set(null);
  $current.set(0);
  $loop.set(NO_LOOP);
}

export const toggleRepeatOne = () => $repeatOne.set(!$repeatOne.get());
export const setLoop = (loop: LoopMarks) => $loop.set(loop);
export const clearLoop = () => $loop.set(NO_LOOP);

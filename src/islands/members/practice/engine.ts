/**
 * The practice view's sound (issue #27): one AudioContext, one decoded buffer per voice part,
 * and one clock for all of them (docs/decisions.md, "The practice view").
 *
 *   part source (playbackRate = tempo) → gain (slider, mute, solo) → panner ─┐
 *   …                                                                        ├→ mix → pitch shifter → speakers
 *   starting note: oscillator → envelope ────────────────────────────────────────────────────→ speakers
 *
 * Every start of the parts goes through `startAll`: all the sources get the same `when` on the
 * context's clock, the same offset, the same rate and the same loop, so they stay sample-aligned;
 * a seek, a tempo change or a loop stops them all and starts them all again. The position is
 * read from the same clock (`anchor` + elapsed × tempo, folded into the loop).
 *
 * Lifecycle: `new PracticeEngine()` (suspended until a click resumes it), `load()` the parts,
 * `addShifter()`, then play/pause/seek/tempo/loop; `close()` when the page goes.
 */
import { type PartStrip, partGain, partPan } from './mix.ts';

/** The loop's marks in seconds of the recording, or null for none. */
export type Loop = { start: number; end: number } | null;

/** Time between asking for a start and the start on the clock: every source is set up by then. */
const START_LEAD = 0.05;
/** How quickly a gain or pan follows its slider (time constant, seconds): no clicks. */
const GLIDE = 0.015;

interface PartChain {
  buffer: AudioBuffer;
  gain: GainNode;
  pan: StereoPannerNode;
}

/** A part that could not be fetched or decoded, by its place in the list. */
export class PartLoadError extends Error {
  readonly index: number;
  constructor(index: number) {
    super(`part ${index} failed`);
    this.index = index;
  }
}

export const webAudioSupported = () =>
  typeof AudioContext !== 'undefined' && 'createStereoPanner' in AudioContext.prototype;

export class PracticeEngine {
  readonly context = new AudioContext({ latencyHint: 'playback' });
  private readonly mix = this.context.createGain();
  private shifter: AudioWorkletNode | null = null;
  private parts: PartChain[] = [];
  private sources: AudioBufferSourceNode[] = [];
  /** Where the last start put the recording (`offset`) on the clock (`when`). */
  private anchor = { when: 0, offset: 0 };
  private generation = 0;
  playing = false;
  tempo = 1;
  loop: Loop = null;
  duration = 0;
  /** Called when the parts play to their end (never while looping). */
  onEnded: () => void = () => undefined;

  constructor() {
    this.mix.connect(this.context.destination);
  }

  /** Fetches and decodes every part; rejects with the first part that fails. */
  async load(files: readonly string[], signal: AbortSignal): Promise<void> {
    const decode = async (file: string, index: number) => {
      try {
        const response = await fetch(file, { signal, credentials: 'same-origin' });
        if (!response.ok) throw new Error(String(response.status));
        return await this.context.decodeAudioData(await response.arrayBuffer());
      } catch (error) {
        throw signal.aborted ? error : new PartLoadError(index);
      }
    };
    const buffers = await Promise.all(files.map(decode));
    this.parts = buffers.map((buffer) => {
      const gain = this.context.createGain();
      const pan = this.context.createStereoPanner();
      gain.connect(pan).connect(this.mix);
      return { buffer, gain, pan };
    });
    this.duration = Math.max(0, ...buffers.map((b) => b.duration));
  }

  /** Puts the pitch shifter after the mix; false (tempo stays at 100 %) where it cannot load. */
  async addShifter(moduleUrl: string): Promise<boolean> {
    try {
      await this.context.audioWorklet.addModule(moduleUrl);
      const shifter = new AudioWorkletNode(this.context, 'pitch-shifter', {
        outputChannelCount: [2],
      });
      this.mix.disconnect();
      this.mix.connect(shifter).connect(this.context.destination);
      this.shifter = shifter;
      return true;
    } catch {
      return false;
    }
  }

  /** Where the recording is now, in seconds, on the context's clock. */
  position(): number {
    const { when, offset } = this.anchor;
    if (!this.playing) return offset;
    const at = offset + Math.max(0, this.context.currentTime - when) * this.tempo;
    const loop = this.loop;
    if (loop && offset < loop.end && at >= loop.end) {
      return loop.start + ((at - loop.end) % (loop.end - loop.start));
    }
    return Math.min(at, this.duration);
  }

  async play(): Promise<void> {
    if (this.playing || !this.parts.length) return;
    await this.context.resume();
    const from = this.anchor.offset >= this.duration ? 0 : this.anchor.offset;
    this.startAll(this.withinLoop(from));
  }

  pause(): void {
    if (!this.playing) return;
    const at = this.position();
    this.stopAll();
    this.anchor = { when: 0, offset: at };
  }

  seek(seconds: number): void {
    const at = this.withinLoop(Math.min(Math.max(seconds, 0), this.duration));
    if (this.playing) this.restart(at);
    else this.anchor = { when: 0, offset: at };
  }

  setTempo(tempo: number): void {
    const at = this.position();
    this.tempo = tempo;
    if (this.playing) this.restart(at);
    else this.setRatio(this.context.currentTime);
  }

  setLoop(loop: Loop): void {
    if (loop?.start === this.loop?.start && loop?.end === this.loop?.end) return;
    this.loop = loop;
    const at = this.withinLoop(this.position());
    if (this.playing) this.restart(at);
    else this.anchor = { when: 0, offset: at };
  }

  /** Sets every part's gain and place from the strips (and which parts are the singer's). */
  applyMix(strips: readonly PartStrip[], mine: readonly boolean[], split: boolean): void {
    const now = this.context.currentTime;
    this.parts.forEach((part, index) => {
      part.gain.gain.setTargetAtTime(partGain(strips, index), now, GLIDE);
      part.pan.pan.setTargetAtTime(partPan(mine[index] ?? false, split), now, GLIDE);
    });
  }

  /** A short soft tone at `frequency` (the starting note), straight to the speakers. */
  async playNote(frequency: number): Promise<void> {
    await this.context.resume();
    const now = this.context.currentTime;
    const tone = this.context.createOscillator();
    const envelope = this.context.createGain();
    tone.type = 'triangle';
    tone.frequency.value = frequency;
    envelope.gain.setValueAtTime(0, now);
    envelope.gain.linearRampToValueAtTime(0.3, now + 0.03);
    envelope.gain.setTargetAtTime(0, now + 0.9, 0.15);
    tone.connect(envelope).connect(this.context.destination);
    tone.start(now);
    tone.stop(now + 1.8);
  }

  close(): void {
    this.stopAll();
    void this.context.close();
  }

  /** Within the loop, a position outside it goes to the loop's start. */
  private withinLoop(at: number): number {
    const loop = this.loop;
    return loop && (at < loop.start || at >= loop.end) ? loop.start : at;
  }

  private restart(at: number): void {
    this.stopAll();
    this.startAll(at);
  }

  /** The one place parts start: one `when`, one offset, one rate, one loop for every source. */
  private startAll(offset: number): void {
    const when = this.context.currentTime + START_LEAD;
    const generation = ++this.generation;
    this.setRatio(when);
    this.sources = this.parts.map((part) => {
      const source = this.context.createBufferSource();
      source.buffer = part.buffer;
      source.playbackRate.value = this.tempo;
      if (this.loop) {
        source.loop = true;
        source.loopStart = this.loop.start;
        source.loopEnd = this.loop.end;
      }
      source.connect(part.gain);
      return source;
    });
    for (const source of this.sources) source.start(when, offset);
    // The longest part's end is the recording's end.
    const longest = this.sources.find((s) => s.buffer?.duration === this.duration);
    if (longest) {
      longest.onended = () => {
        if (generation !== this.generation) return;
        this.stopAll();
        this.anchor = { when: 0, offset: this.duration };
        this.onEnded();
      };
    }
    this.anchor = { when, offset };
    this.playing = true;
  }

  private stopAll(): void {
    this.generation++;
    for (const source of this.sources) {
      source.onended = null;
      source.stop();
      source.disconnect();
    }
    this.sources = [];
    this.playing = false;
  }

  /** The shifter undoes the tempo's change of pitch from `when` on. */
  private setRatio(when: number): void {
    this.shifter?.parameters.get('ratio')?.setValueAtTime(1 / this.tempo, when);
  }
}

/**
 * What the browser tests and the sync bench observe of the practice view's sound, from outside
 * the product (no test hooks in it): an init script wraps Web Audio's prototypes so that every
 * AudioBufferSourceNode's start (its `when` on the context's clock, offset, rate and loop) is
 * recorded, and whatever is connected to a context's speakers is also fed to one AnalyserNode
 * per context. `dominantFrequency` reads that analyser: the strongest frequency of the mixed
 * output, averaged over a few frames and refined between bins.
 */
import type { Page } from '@playwright/test';

export interface SourceStart {
  when: number;
  offset: number;
  rate: number;
  loop: boolean;
  loopStart: number;
  loopEnd: number;
  /** The context's clock when start() was called. */
  calledAt: number;
}

declare global {
  interface Window {
    practiceStarts: SourceStart[];
    practiceAnalysers: AnalyserNode[];
  }
}

/** Runs in the page before its scripts. */
function observeWebAudio() {
  window.practiceStarts = [];
  window.practiceAnalysers = [];
  const analysers = new Map<BaseAudioContext, AnalyserNode>();
  const start = AudioBufferSourceNode.prototype.start;
  AudioBufferSourceNode.prototype.start = function (when = 0, offset = 0, duration?: number) {
    window.practiceStarts.push({
      when,
      offset,
      rate: this.playbackRate.value,
      loop: this.loop,
      loopStart: this.loopStart,
      loopEnd: this.loopEnd,
      calledAt: this.context.currentTime,
    });
    return duration === undefined
      ? start.call(this, when, offset)
      : start.call(this, when, offset, duration);
  };
  const connect = AudioNode.prototype.connect as (this: AudioNode, ...args: unknown[]) => unknown;
  AudioNode.prototype.connect = function (this: AudioNode, ...args: unknown[]) {
    const result = connect.apply(this, args);
    if (args[0] instanceof AudioDestinationNode) {
      let analyser = analysers.get(this.context);
      if (!analyser) {
        analyser = this.context.createAnalyser();
        analyser.fftSize = 32768;
        analyser.smoothingTimeConstant = 0;
        analysers.set(this.context, analyser);
        window.practiceAnalysers.push(analyser);
      }
      connect.call(this, analyser);
    }
    return result;
  } as typeof AudioNode.prototype.connect;
}

export const observePracticeAudio = (page: Page) => page.addInitScript(observeWebAudio);

export const sourceStarts = (page: Page) => page.evaluate(() => window.practiceStarts);

/**
 * The starts cut into runs of `parts`, one run per start of the parts (they start in order, all
 * in one task). Two starts within one render quantum share a `when`, so runs are not told apart
 * by it; a run that is short or mixed shows as a run that differs within itself.
 */
export const startGroups = (starts: SourceStart[], parts: number): SourceStart[][] =>
  Array.from({ length: Math.ceil(starts.length / parts) }, (_, i) =>
    starts.slice(i * parts, (i + 1) * parts),
  );

/**
 * The strongest frequency of what the newest context plays, in Hz: the power spectrum of `frames`
 * analyser readings `gapMs` apart, summed, its highest bin refined by a parabola through its
 * neighbours (log magnitudes). 0 when silent.
 */
export function dominantFrequency(page: Page, frames = 8, gapMs = 120): Promise<number> {
  return page.evaluate(
    async ({ frames, gapMs }) => {
      const analyser = window.practiceAnalysers.at(-1);
      if (!analyser) return 0;
      const bins = analyser.frequencyBinCount;
      const sum = new Float64Array(bins);
      const reading = new Float32Array(bins);
      for (let f = 0; f < frames; f++) {
        analyser.getFloatFrequencyData(reading);
        for (let i = 0; i < bins; i++) sum[i] = (sum[i] ?? 0) + 10 ** ((reading[i] ?? -200) / 10);
        await new Promise((resolve) => setTimeout(resolve, gapMs));
      }
      // Below 60 Hz is rumble and the loop's edges, not a sung note.
      const binHz = analyser.context.sampleRate / analyser.fftSize;
      let peak = Math.ceil(60 / binHz);
      for (let i = peak; i < bins - 1; i++) if ((sum[i] ?? 0) > (sum[peak] ?? 0)) peak = i;
      if ((sum[peak] ?? 0) < 1e-12) return 0;
      const log = (i: number) => Math.log(sum[i] || 1e-30);
      const [a, b, c] = [log(peak - 1), log(peak), log(peak + 1)];
      const shift = (a - c) / (2 * (a - 2 * b + c)) || 0;
      return (peak + shift) * binHz;
    },
    { frames, gapMs },
  );
}

/**
 * The sound side of scripts/bench/practice-sync.ts, two functions run in the page (each whole in
 * itself: Playwright sends their text). `capture`, an init script, taps every part's source before
 * its gain into one channel of a ChannelMerger read by a ScriptProcessor (no module to load, so
 * the page's CSP is untouched), keeping a block of all parts twice a second together with the
 * start that played it. `measure` finds each part's block in that part's recording and answers
 * the spread between parts.
 */

interface Block {
  /** The context's clock at the block's first sample, as the ScriptProcessor gives it. */
  time: number;
  channels: Float32Array[];
  start: { when: number; offset: number; rate: number; loop: [number, number] | null };
}

declare global {
  interface Window {
    syncBlocks: Block[];
    syncBuffers: AudioBuffer[];
  }
}

function capture() {
  const BLOCK = 4096;
  window.syncBlocks = [];
  window.syncBuffers = [];
  let current: Block['start'] = { when: 0, offset: 0, rate: 1, loop: null };
  let merger: ChannelMergerNode | null = null;
  let count = 0;
  const start = AudioBufferSourceNode.prototype.start;
  AudioBufferSourceNode.prototype.start = function (when = 0, offset = 0, ...rest: number[]) {
    const context = this.context as AudioContext;
    if (!merger) {
      merger = new ChannelMergerNode(context, { numberOfInputs: 8 });
      const tap = context.createScriptProcessor(BLOCK, 8, 1);
      tap.onaudioprocess = (event) => {
        // Four times a second: every third block of 4096 samples at 48 kHz (85 ms each).
        if (count++ % 3 !== 0 || !window.syncBuffers.length) return;
        const channels = window.syncBuffers.map((_, i) =>
          event.inputBuffer.getChannelData(i).slice(),
        );
        window.syncBlocks.push({ time: event.playbackTime, channels, start: current });
      };
      merger.connect(tap);
      tap.connect(context.destination);
    }
    // A part is known by its decoded recording, the same object at every start; the first
    // part's start is the start of them all.
    if (this.buffer && !window.syncBuffers.includes(this.buffer)) {
      window.syncBuffers.push(this.buffer);
    }
    const index = this.buffer ? window.syncBuffers.indexOf(this.buffer) : 0;
    if (index === 0) {
      current = {
        when,
        offset,
        rate: this.playbackRate.value,
        loop: this.loop ? [this.loopStart, this.loopEnd] : null,
      };
    }
    this.connect(merger, 0, index);
    return start.call(this, when, offset, ...rest);
  };
}

function measure() {
  /** The first search's half-width around the clock's guess (the tap's own latency, ~0.14 s, is in it). */
  const WIDE = 0.3;
  /** Each part is then placed this close to the common place: under half the shortest sung period. */
  const NEAR = 0.001;
  /** A common place must beat any place farther than this from it (a held note fits a period on). */
  const AMBIGUOUS = 0.002;
  const spreadsMs: number[] = [];
  const skipped = { early: 0, silent: 0, loopEdge: 0, ambiguous: 0, notFound: 0 };
  /** Blocks where some part did not fit at the others' place: parts apart by more than NEAR. */
  let apart = 0;
  const buffers = window.syncBuffers.map((b) => b.getChannelData(0));
  const rate = window.syncBuffers[0]?.sampleRate ?? 48000;

  /** The normalised correlation of `block` with `recording` read from `at` (samples) at `step`. */
  function correlation(block: Float32Array, recording: Float32Array, at: number, step: number) {
    let dot = 0;
    let a2 = 0;
    let b2 = 0;
    for (let i = 0; i < block.length; i += 4) {
      const x = at + i * step;
      const j = Math.floor(x);
      const r0 = recording[j] ?? 0;
      const r = r0 + ((recording[j + 1] ?? 0) - r0) * (x - j);
      const s = block[i] ?? 0;
      dot += s * r;
      a2 += s * s;
      b2 += r * r;
    }
    return a2 && b2 ? dot / Math.sqrt(a2 * b2) : 0;
  }

  /**
   * The place (samples) where all the parts together fit best, searched ±WIDE around `guess`:
   * the sum of every part's correlation. The parts sing different pitches, so together they fit
   * one place where a held note alone fits one period on as well; a place no better than another
   * farther than AMBIGUOUS is not used.
   */
  function common(channels: Float32Array[], guess: number, step: number) {
    const fitAt = (at: number) =>
      channels.reduce(
        (sum, c, p) => sum + correlation(c, buffers[p] ?? new Float32Array(), at, step),
        0,
      );
    const scores: { at: number; score: number }[] = [];
    const span = Math.round(WIDE * rate);
    for (let d = -span; d <= span; d += 8) scores.push({ at: guess + d, score: fitAt(guess + d) });
    const best = scores.reduce((x, y) => (y.score > x.score ? y : x), { at: guess, score: -1 });
    const far = Math.round(AMBIGUOUS * rate);
    const rival = Math.max(
      -1,
      ...scores.filter((x) => Math.abs(x.at - best.at) > far).map((x) => x.score),
    );
    return { at: best.at, unique: best.score - rival > 0.05 * channels.length };
  }

  /** One part's best place within ±NEAR of `around`, sample by sample. */
  function place(channel: Float32Array, recording: Float32Array, around: number, step: number) {
    let best = { at: around, score: -1 };
    const span = Math.ceil(NEAR * rate) + 8;
    for (let d = -span; d <= span; d++) {
      const score = correlation(channel, recording, around + d, step);
      if (score > best.score) best = { at: around + d, score };
    }
    return best;
  }

  for (const { time, channels, start } of window.syncBlocks) {
    const blockSeconds = ((channels[0]?.length ?? 0) / rate) * start.rate;
    let expected = start.offset + (time - start.when) * start.rate;
    const [loopStart, loopEnd] = start.loop ?? [0, Number.POSITIVE_INFINITY];
    if (expected >= loopEnd) expected = loopStart + ((expected - loopEnd) % (loopEnd - loopStart));
    const loud = channels.every((c) => c.reduce((sum, x) => sum + x * x, 0) / c.length > 1e-5);
    // A block near the loop's ends may hold its jump; the search would straddle it.
    const pastLoop =
      start.loop !== null &&
      (expected + blockSeconds + WIDE > loopEnd || expected - WIDE < loopStart);
    const reason =
      time < start.when + WIDE ? 'early' : !loud ? 'silent' : pastLoop ? 'loopEdge' : null;
    if (reason || channels.length < 2) {
      skipped[reason ?? 'silent']++;
      continue;
    }
    const together = common(channels, expected * rate, start.rate);
    if (!together.unique) {
      skipped.ambiguous++;
      continue;
    }
    const places = channels.map((c, p) =>
      place(c, buffers[p] ?? new Float32Array(), together.at, start.rate),
    );
    const fits = places.filter((x) => x.score >= 0.9).length;
    if (fits === 0) skipped.notFound++;
    else if (fits < places.length) apart++;
    if (fits < places.length) continue;
    const ats = places.map((x) => x.at);
    spreadsMs.push(((Math.max(...ats) - Math.min(...ats)) / rate) * 1000);
  }
  const sorted = spreadsMs.toSorted((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return {
    blocks: sorted.length,
    apart,
    skipped,
    median: at(0.5),
    p95: at(0.95),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

export const spreads = { capture, measure };

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
  /** The parts are searched this far around where the first one was found, in seconds. */
  const NEAR = 0.03;
  const WIDE = 0.15;
  const AMBIGUOUS = 0.002;
  const spreadsMs: number[] = [];
  const skipped = { early: 0, silent: 0, loopEdge: 0, heldNote: 0 };
  const buffers = window.syncBuffers.map((b) => b.getChannelData(0));
  const rate = window.syncBuffers[0]?.sampleRate ?? 48000;

  /** The normalised correlation of `block` with `recording` read from `at` (samples) at `step`. */
  function correlation(block: Float32Array, recording: Float32Array, at: number, step: number) {
    let dot = 0;
    let a2 = 0;
    let b2 = 0;
    for (let i = 0; i < block.length; i += 2) {
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
   * Where in the recording (samples) the block best fits, searched ±`range` s around `guess`, and
   * whether that place is unique: a held note fits as well one period on (its spread would be a
   * guess), so a place is kept only if every place farther than AMBIGUOUS from it fits clearly worse.
   */
  function find(
    block: Float32Array,
    recording: Float32Array,
    guess: number,
    range: number,
    step: number,
  ) {
    const scores: { at: number; score: number }[] = [];
    const span = Math.round(range * rate);
    for (let d = -span; d <= span; d += 8) {
      scores.push({ at: guess + d, score: correlation(block, recording, guess + d, step) });
    }
    let best = scores.reduce((a, b) => (b.score > a.score ? b : a), { at: guess, score: -1 });
    const far = Math.round(AMBIGUOUS * rate);
    const rival = Math.max(
      -1,
      ...scores.filter((x) => Math.abs(x.at - best.at) > far).map((x) => x.score),
    );
    for (let d = -8; d <= 8; d++) {
      const score = correlation(block, recording, best.at + d, step);
      if (score > best.score) best = { at: best.at + d, score };
    }
    return { ...best, unique: best.score - rival > 0.05 };
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
    const first = find(
      channels[0] ?? new Float32Array(),
      buffers[0] ?? new Float32Array(),
      expected * rate,
      WIDE,
      start.rate,
    );
    const places = [first];
    for (let p = 1; p < channels.length; p++) {
      places.push(
        find(
          channels[p] ?? new Float32Array(),
          buffers[p] ?? new Float32Array(),
          first.at,
          NEAR,
          start.rate,
        ),
      );
    }
    if (places.some((place) => place.score < 0.9 || !place.unique)) {
      skipped.heldNote++;
      continue;
    }
    const ats = places.map((place) => place.at);
    spreadsMs.push(((Math.max(...ats) - Math.min(...ats)) / rate) * 1000);
  }
  const sorted = spreadsMs.toSorted((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return {
    blocks: sorted.length,
    skipped,
    median: at(0.5),
    p95: at(0.95),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

export const spreads = { capture, measure };

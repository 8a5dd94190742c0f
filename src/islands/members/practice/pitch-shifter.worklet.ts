/**
 * The practice view's pitch shifter (issue #27), an AudioWorklet processor. The parts play at
 * `playbackRate = tempo`, which moves their pitch by the same factor; this shifts the mix back by
 * `ratio = 1 / tempo`, so a slower tempo keeps the notes the singer learns.
 *
 * A granular delay line (docs/decisions.md, "The practice view"): the input is written into a
 * ring buffer and read by two heads whose delay sweeps a window of WINDOW_SECONDS at
 * `ratio - 1` samples per sample (a head reading faster than the writer raises the pitch, slower
 * lowers it). When a head's delay wraps around the window it is silent: each head is weighted
 * by sin²(π·phase), the two half a window apart, and sin² + cos² = 1 keeps the level. Where it
 * wraps, the head moves its splice to meet the other head's phase (`splice`). At ratio 1 the
 * input passes untouched (two heads at a fixed distance would comb-filter it).
 *
 * It runs in the AudioWorkletGlobalScope: built apart by Vite (`?worker&url`) and loaded with
 * `audioWorklet.addModule`, it may import nothing.
 */

declare const sampleRate: number;
declare function registerProcessor(
  name: string,
  processor: new () => { process: (...args: never[]) => boolean },
): void;
declare class AudioWorkletProcessor {
  readonly port: MessagePort;
}

/** Long enough for a sung note's period many times over, short enough not to smear syllables. */
const WINDOW_SECONDS = 0.06;
/** How far a head may move its splice to meet the other head's phase (a low note's period, 80 Hz). */
const SEARCH_SECONDS = 0.0125;
/** How much of the two heads' recent sound is compared to find that place. */
const MATCH_SECONDS = 0.006;
/** A power of two above the longest delay at any sample rate up to 96 kHz, plus the match. */
const RING = 16384;
const MASK = RING - 1;

/** A read head: its place in the window (0 to 1) and the splice shift chosen at its last wrap. */
interface Head {
  phase: number;
  shift: number;
}

class PitchShifter extends AudioWorkletProcessor {
  static get parameterDescriptors() {
    return [
      { name: 'ratio', defaultValue: 1, minValue: 0.5, maxValue: 2, automationRate: 'k-rate' },
    ];
  }

  private readonly rings = { left: new Float32Array(RING), right: new Float32Array(RING) };
  private readonly window = Math.round(sampleRate * WINDOW_SECONDS);
  private readonly search = Math.round(sampleRate * SEARCH_SECONDS);
  private readonly match = Math.round(sampleRate * MATCH_SECONDS);
  private write = 0;
  /** The second head is half a window after the first. */
  private readonly heads: [Head, Head] = [
    { phase: 0, shift: 0 },
    { phase: 0.5, shift: 0 },
  ];

  /** How many samples behind the writer a head reads (never less than 2: interpolation). */
  private delay(head: Head): number {
    return 2 + this.search + (1 - head.phase) * this.window + head.shift;
  }

  /** The ring's sample `delay` samples before the write position, linearly interpolated. */
  private read(channel: Float32Array, delay: number): number {
    const at = this.write - delay;
    const whole = Math.floor(at);
    const frac = at - whole;
    const a = channel[whole & MASK] ?? 0;
    const b = channel[(whole + 1) & MASK] ?? 0;
    return a + (b - a) * frac;
  }

  /**
   * A head that has just wrapped (silent, its weight 0) picks its splice: the shift, within
   * ±SEARCH, whose recent sound best matches what the other head reads now (normalised
   * correlation, as WSOLA splices). Fading in in phase with the other head, it adds no jump of
   * phase, so the pitch is exactly the ratio's rather than off by a fraction of the grain rate.
   */
  private splice(head: Head, other: Head): void {
    const ring = this.rings.left;
    const target = Math.round(this.write - this.delay(other));
    const base = Math.round(this.write - (2 + this.search + (1 - head.phase) * this.window));
    let best = 0;
    let bestScore = Number.NEGATIVE_INFINITY;
    for (let shift = -this.search; shift <= this.search; shift += 2) {
      let dot = 0;
      let energy = 1e-9;
      for (let j = 0; j < this.match; j += 2) {
        const x = ring[(base - shift - j) & MASK] ?? 0;
        dot += x * (ring[(target - j) & MASK] ?? 0);
        energy += x * x;
      }
      const score = dot / Math.sqrt(energy);
      if (score > bestScore) {
        bestScore = score;
        best = shift;
      }
    }
    head.shift = best;
  }

  process(
    inputs: Float32Array[][],
    outputs: Float32Array[][],
    parameters: Record<string, Float32Array>,
  ): boolean {
    const input = inputs[0] ?? [];
    const output = outputs[0] ?? [];
    const ratio = parameters.ratio?.[0] ?? 1;
    const frames = output[0]?.length ?? 0;
    const step = (ratio - 1) / this.window;
    const [h1, h2] = this.heads;
    for (let i = 0; i < frames; i++) {
      // A mono input feeds both channels.
      const left = input[0]?.[i] ?? 0;
      const right = input[1]?.[i] ?? left;
      this.rings.left[this.write] = left;
      this.rings.right[this.write] = right;
      // Delay falls through the window as the phase grows (ratio > 1), rises as it falls.
      const d1 = this.delay(h1);
      const d2 = this.delay(h2);
      const w1 = Math.sin(Math.PI * h1.phase) ** 2;
      const w2 = 1 - w1;
      for (let ch = 0; ch < output.length; ch++) {
        const out = output[ch];
        if (!out) continue;
        if (ratio === 1) {
          out[i] = ch === 0 ? left : right;
          continue;
        }
        const ring = ch === 0 ? this.rings.left : this.rings.right;
        out[i] = w1 * this.read(ring, d1) + w2 * this.read(ring, d2);
      }
      for (const [head, other] of [
        [h1, h2],
        [h2, h1],
      ] as const) {
        const next = (((head.phase + step) % 1) + 1) % 1;
        const wrapped = Math.abs(next - head.phase) > 0.5;
        head.phase = next;
        if (wrapped) this.splice(head, other);
      }
      this.write = (this.write + 1) & MASK;
    }
    return true;
  }
}

registerProcessor('pitch-shifter', PitchShifter);

// A module (the unit test imports it); the built worklet keeps no export.
export {};

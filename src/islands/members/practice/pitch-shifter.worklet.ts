/**
 * The practice view's pitch shifter (issue #27), an AudioWorklet processor. The parts play at
 * `playbackRate = tempo`, which moves their pitch by the same factor; this shifts the mix back by
 * `ratio = 1 / tempo`, so a slower tempo keeps the notes the singer learns.
 *
 * A granular delay line (docs/decisions.md, "The practice view"): the input is written into a
 * ring buffer and read by two heads whose delay sweeps a window of WINDOW_SECONDS at
 * `ratio - 1` samples per sample (a head reading faster than the writer raises the pitch, slower
 * lowers it). When a head's delay wraps around the window it is silent: each head is weighted
 * by sin²(π·phase), the two half a window apart, and sin² + cos² = 1 keeps the level. At ratio 1
 * the input passes untouched (two heads at a fixed distance would comb-filter it).
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
/** A power of two above the window's samples at any sample rate up to 96 kHz, plus interpolation. */
const RING = 8192;
const MASK = RING - 1;

class PitchShifter extends AudioWorkletProcessor {
  static get parameterDescriptors() {
    return [
      { name: 'ratio', defaultValue: 1, minValue: 0.5, maxValue: 2, automationRate: 'k-rate' },
    ];
  }

  private readonly rings = { left: new Float32Array(RING), right: new Float32Array(RING) };
  private readonly window = Math.round(sampleRate * WINDOW_SECONDS);
  private write = 0;
  /** Where the first head is in its window, 0 to 1; the second is half a window on. */
  private phase = 0;

  /** The ring's sample `delay` samples before the write position, linearly interpolated. */
  private read(channel: Float32Array, delay: number): number {
    const at = this.write - delay;
    const whole = Math.floor(at);
    const frac = at - whole;
    const a = channel[whole & MASK] ?? 0;
    const b = channel[(whole + 1) & MASK] ?? 0;
    return a + (b - a) * frac;
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
    for (let i = 0; i < frames; i++) {
      // A mono input feeds both channels.
      const left = input[0]?.[i] ?? 0;
      const right = input[1]?.[i] ?? left;
      this.rings.left[this.write] = left;
      this.rings.right[this.write] = right;
      const p1 = this.phase;
      const p2 = (p1 + 0.5) % 1;
      // Delay falls from the window to 0 as the phase grows (ratio > 1), rises as it falls.
      const d1 = 2 + (1 - p1) * this.window;
      const d2 = 2 + (1 - p2) * this.window;
      const w1 = Math.sin(Math.PI * p1) ** 2;
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
      this.phase = (((p1 + step) % 1) + 1) % 1;
      this.write = (this.write + 1) & MASK;
    }
    return true;
  }
}

registerProcessor('pitch-shifter', PitchShifter);

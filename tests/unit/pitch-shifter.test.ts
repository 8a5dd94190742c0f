/**
 * The practice view's pitch shifter (src/islands/members/practice/pitch-shifter.worklet.ts), run
 * in Node as the AudioWorklet would run it, 128 frames at a time: a tone shifted by `ratio`
 * comes out at `ratio` times its frequency, and at ratio 1 the input passes untouched.
 */
import { beforeAll, describe, expect, test } from 'vitest';

const RATE = 48_000;
const QUANTUM = 128;

type Processor = {
  process: (
    inputs: Float32Array[][],
    outputs: Float32Array[][],
    parameters: Record<string, Float32Array>,
  ) => boolean;
};
let Shifter: new () => Processor;

beforeAll(async () => {
  const scope = globalThis as Record<string, unknown>;
  scope.sampleRate = RATE;
  scope.AudioWorkletProcessor = class {};
  scope.registerProcessor = (_: string, processor: new () => Processor) => {
    Shifter = processor;
  };
  await import('../../src/islands/members/practice/pitch-shifter.worklet.ts');
});

/** `seconds` of a sine at `hz` through a new shifter at `ratio`, left channel. */
function shift(hz: number, ratio: number, seconds: number): Float32Array {
  const shifter = new Shifter();
  const total = Math.floor((RATE * seconds) / QUANTUM) * QUANTUM;
  const out = new Float32Array(total);
  for (let at = 0; at < total; at += QUANTUM) {
    const input = Float32Array.from({ length: QUANTUM }, (_, i) =>
      Math.sin((2 * Math.PI * hz * (at + i)) / RATE),
    );
    const outputs = [[new Float32Array(QUANTUM), new Float32Array(QUANTUM)]];
    shifter.process([[input]], outputs, { ratio: new Float32Array([ratio]) });
    out.set(outputs[0]?.[0] ?? [], at);
  }
  return out;
}

/** The frequency of a signal by its upward zero crossings, after the first `skip` seconds. */
function frequency(signal: Float32Array, skip = 0.2): number {
  const crossings: number[] = [];
  for (let i = Math.floor(skip * RATE) + 1; i < signal.length; i++) {
    const [a, b] = [signal[i - 1] ?? 0, signal[i] ?? 0];
    if (a < 0 && b >= 0) crossings.push(i - 1 + a / (a - b));
  }
  const first = crossings[0] ?? 0;
  const last = crossings.at(-1) ?? 0;
  return ((crossings.length - 1) * RATE) / (last - first);
}

describe('the pitch shifter', () => {
  test('passes the input untouched at ratio 1', () => {
    const out = shift(220, 1, 0.1);
    expect(out[1000]).toBeCloseTo(Math.sin((2 * Math.PI * 220 * 1000) / RATE), 6);
  });

  test.each([
    [196, 1.25],
    [196, 2],
    [330, 0.8],
    [440, 1 / 1.25],
  ])('shifts %d Hz by %d', (hz, ratio) => {
    expect(frequency(shift(hz, ratio, 2))).toBeCloseTo(hz * ratio, 0);
  });
});

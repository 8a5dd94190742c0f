/** Tempo from 50 % to 125 % (PRACTICE_TEMPO), the pitch kept by the shifter after the mix. */
import { PRACTICE_TEMPO } from '../../../lib/limits.ts';
import { practice as m } from '../../../lib/messages-practice.ts';
import type { Practice } from './use-practice.ts';

export function Tempo({ practice }: { practice: Practice }) {
  const { tempo, tempoAvailable, setTempo } = practice;
  return (
    <div className="practice-tempo">
      <label htmlFor="practice-tempo">{m.tempo}</label>
      <input
        id="practice-tempo"
        type="range"
        min={PRACTICE_TEMPO.min}
        max={PRACTICE_TEMPO.max}
        step={PRACTICE_TEMPO.step}
        value={tempo}
        disabled={!tempoAvailable}
        aria-valuetext={m.tempoValue(tempo)}
        aria-describedby="practice-tempo-hint"
        onChange={(event) => setTempo(Number(event.currentTarget.value))}
      />
      <output htmlFor="practice-tempo">{m.tempoValue(tempo)}</output>
      <p id="practice-tempo-hint" className="practice-hint">
        {tempoAvailable ? m.tempoHint : m.tempoUnavailable}
      </p>
    </div>
  );
}

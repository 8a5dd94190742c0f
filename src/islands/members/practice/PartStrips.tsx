/**
 * A strip per voice part: its name (the reader's own marked), its volume, mute, solo and, where
 * staff gave it, its starting note on a tap. Above them 'Vocea mea' (the reader's part loud, the
 * others low: the default when their part is known), 'Toate la fel' and the split between ears.
 */
import type { Track } from '../../../lib/api/library.ts';
import { practice as m } from '../../../lib/messages-practice.ts';
import { noteName } from '../../../lib/notes.ts';
import { evenStrips, myVoiceStrips, noteFrequency, type PartStrip } from './mix.ts';
import type { Practice } from './use-practice.ts';

const percent = (volume: number) => `${Math.round(volume * 100)} %`;

interface Props {
  parts: Track[];
  mine: boolean[];
  practice: Practice;
}

export function PartStrips({ parts, mine, practice }: Props) {
  const { strips, setStrips, split, setSplit, playNote } = practice;
  const hasMine = mine.some(Boolean);
  const myNames = parts.filter((_, i) => mine[i]).map((part) => part.title);
  const change = (index: number, patch: Partial<PartStrip>) =>
    setStrips(strips.map((strip, i) => (i === index ? { ...strip, ...patch } : strip)));

  return (
    <fieldset className="practice-parts">
      <legend>{m.mixer}</legend>
      <div className="practice-presets">
        {hasMine ? (
          <button
            type="button"
            className="button button--secondary button--small"
            aria-describedby="practice-my-voice"
            onClick={() => setStrips(myVoiceStrips(mine))}
          >
            {m.myVoice}
          </button>
        ) : null}
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => setStrips(evenStrips(parts.length))}
        >
          {m.allEven}
        </button>
        {hasMine ? (
          <p id="practice-my-voice" className="practice-hint">
            {m.myVoiceHint(myNames.join(', '))}
          </p>
        ) : null}
        {hasMine ? (
          <label className="practice-split">
            <input
              type="checkbox"
              checked={split}
              onChange={(event) => setSplit(event.currentTarget.checked)}
            />
            {m.split}
          </label>
        ) : null}
      </div>
      <ul className="practice-strips">
        {parts.map((part, index) => {
          const strip = strips[index];
          if (!strip) return null;
          const note = part.starting_note === null ? '' : noteName(part.starting_note);
          return (
            <li key={part.id} className="practice-strip">
              <span className="practice-strip__name">
                {part.title}
                {mine[index] ? <span className="practice-strip__mine"> ({m.mine})</span> : null}
              </span>
              <input
                type="range"
                className="practice-strip__volume"
                min={0}
                max={1}
                step={0.05}
                value={strip.volume}
                aria-label={m.volume(part.title)}
                aria-valuetext={percent(strip.volume)}
                onChange={(event) => change(index, { volume: Number(event.currentTarget.value) })}
              />
              <div className="practice-strip__buttons">
                <button
                  type="button"
                  className="button button--ghost button--small practice-toggle"
                  aria-pressed={strip.muted}
                  onClick={() => change(index, { muted: !strip.muted })}
                >
                  {m.mute}
                  <span className="visually-hidden"> {part.title}</span>
                </button>
                <button
                  type="button"
                  className="button button--ghost button--small practice-toggle"
                  aria-pressed={strip.solo}
                  onClick={() => change(index, { solo: !strip.solo })}
                >
                  {m.solo}
                  <span className="visually-hidden"> {part.title}</span>
                </button>
                {part.starting_note !== null ? (
                  <button
                    type="button"
                    className="button button--ghost button--small practice-note"
                    aria-label={m.startingNote(part.title, note)}
                    onClick={() => playNote(noteFrequency(part.starting_note ?? 0))}
                  >
                    <span aria-hidden="true">♪ </span>
                    {note}
                  </button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

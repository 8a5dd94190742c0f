/**
 * The conductor's readiness view (issue #27): for each piece of the programme, a table of the
 * choir's voice parts (the library's order, those without a part last) with how many of the
 * part's singers know it ('Știu') and who does not yet, by name ('învață' after those learning
 * it). Three columns that wrap their names, so it reads at 390 px. Children's data: the API
 * answers it only to the choir's conductors.
 */
import { useEffect, useState } from 'react';
import type { Readiness } from '../../../lib/api/programme.ts';
import { programme as m } from '../../../lib/messages-programme.ts';
import { byPart, partName, useVoiceParts } from '../voice-parts.ts';
import { getReadiness } from './programme-api.ts';

export function ReadinessView({ eventId, version }: { eventId: number; version: number }) {
  const [readiness, setReadiness] = useState<Readiness | null>(null);
  const [failed, setFailed] = useState(false);
  const voices = useVoiceParts();

  // `version`: the programme was saved again, so its pieces changed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: version is a reload signal
  useEffect(() => {
    let live = true;
    setFailed(false);
    getReadiness(eventId)
      .then((data) => live && setReadiness(data))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [eventId, version]);

  return (
    <section
      className="readiness"
      aria-labelledby="readiness-title"
      aria-busy={!readiness && !failed}
    >
      <h4 id="readiness-title">{m.readiness}</h4>
      {failed ? <p className="box__empty">{m.readinessFailed}</p> : null}
      {readiness && readiness.singers === 0 ? <p className="box__empty">{m.noSingers}</p> : null}
      {readiness && readiness.singers > 0 && readiness.scores.length ? (
        <>
          <p className="box__meta">{m.readinessIntro}</p>
          {readiness.scores.map((piece) => (
            <table key={piece.id} className="readiness__table">
              <caption>{piece.name}</caption>
              <thead>
                <tr>
                  <th scope="col">{m.part}</th>
                  <th scope="col">{m.know}</th>
                  <th scope="col">{m.notYet}</th>
                </tr>
              </thead>
              <tbody>
                {byPart(piece.parts, voices).map((part) => (
                  <tr key={part.voice_part ?? 'none'}>
                    <th scope="row">{partName(voices, part.voice_part)}</th>
                    <td>{m.knowCount(part.known, part.singers)}</td>
                    <td>
                      {part.not_yet.length ? (
                        <ul className="readiness__names">
                          {part.not_yet.map((singer) => (
                            <li key={singer.user_id}>
                              {singer.name}
                              {singer.state ? (
                                <span className="box__meta"> ({m.learningMark})</span>
                              ) : null}
                            </li>
                          ))}
                        </ul>
                      ) : (
                        m.everyone
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
        </>
      ) : null}
    </section>
  );
}

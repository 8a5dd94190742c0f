/**
 * The MP3 tracks of a score or an audiobook, in their order: each a title and a file (uploaded
 * with its progress, FileField), a score's also its voice part (issue #27: the library's voices,
 * or the whole choir) and its starting note (a note name, stored as its MIDI number), moved up or
 * down or removed; a button adds one at the end.
 */
import { useCachedGet } from '../../../client/use-cached-get.ts';
import type { StaffTerms } from '../../../lib/api/staff-library.ts';
import { apiPath } from '../../../lib/api-path.ts';
import { lib } from '../../../lib/messages-staff-library.ts';
import { STARTING_NOTES } from '../../../lib/notes.ts';
import { staffLibraryPaths } from '../../../lib/paths/staff-library.ts';
import type { FieldErrors } from '../../../lib/schemas/errors.ts';
import { Button } from '../../../ui/Button.tsx';
import { Select } from '../../../ui/Select.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { FileField } from './FileField.tsx';

/** A track of the form: `uid` keeps its fields apart while rows move. */
export interface FormTrack {
  uid: number;
  title: string;
  file: string | null;
  /** A voice term's id; null for the whole choir (and an audiobook's chapters). */
  voice_part: number | null;
  /** The part's first note, a MIDI number; null when not given. */
  starting_note: number | null;
}

let nextUid = 1;
export const formTrack = (
  title = '',
  file: string | null = null,
  voicePart: number | null = null,
  startingNote: number | null = null,
): FormTrack => ({
  uid: nextUid++,
  title,
  file,
  voice_part: voicePart,
  starting_note: startingNote,
});

/** The pickers' value for none: the whole choir, no starting note (a Select's ids are strings). */
const NO_PART = 'none';
const NOTE_OPTIONS = [
  { id: NO_PART, name: lib.fields.trackNoStartingNote },
  ...STARTING_NOTES.map((note) => ({ id: String(note.midi), name: note.name })),
];

interface Props {
  tracks: FormTrack[];
  /** A score's tracks: each names its voice part. */
  withParts: boolean;
  onChange: (tracks: FormTrack[]) => void;
  onBusy: (change: 1 | -1) => void;
  errors: FieldErrors;
}

export function TracksField({ tracks, withParts, onChange, onBusy, errors }: Props) {
  const terms = useCachedGet<StaffTerms>(withParts ? apiPath(staffLibraryPaths.terms) : null);
  const partOptions = [
    { id: NO_PART, name: lib.fields.trackNoPart },
    ...(terms.data?.voice ?? []).map((term) => ({ id: String(term.id), name: term.name })),
  ];
  const edit = (uid: number, change: Partial<FormTrack>) =>
    onChange(tracks.map((t) => (t.uid === uid ? { ...t, ...change } : t)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...tracks];
    const [track] = next.splice(index, 1);
    if (track) next.splice(index + by, 0, track);
    onChange(next);
  };

  return (
    <fieldset className="library-tracks">
      <legend className="field__label">{lib.fields.tracks}</legend>
      <ol className="library-tracks__list">
        {tracks.map((track, i) => {
          const title = track.title || lib.fields.trackTitle(i + 1);
          return (
            <li key={track.uid} className="library-tracks__item">
              <TextField
                label={lib.fields.trackTitle(i + 1)}
                name={`track-${track.uid}-title`}
                value={track.title}
                onChange={(value) => edit(track.uid, { title: value })}
                errors={errors[`tracks.${i}.title`] ?? []}
              />
              <FileField
                label={lib.fields.trackFile(i + 1)}
                kind="audio"
                value={track.file}
                onChange={(file) => edit(track.uid, { file })}
                onBusy={onBusy}
                errors={errors[`tracks.${i}.file`]}
              />
              {withParts ? (
                <Select
                  label={lib.fields.trackPart(i + 1)}
                  name={`track-${track.uid}-part`}
                  placeholder={lib.fields.trackNoPart}
                  options={partOptions}
                  value={track.voice_part === null ? NO_PART : String(track.voice_part)}
                  onChange={(id) =>
                    edit(track.uid, { voice_part: id && id !== NO_PART ? Number(id) : null })
                  }
                  errors={errors[`tracks.${i}.voice_part`] ?? []}
                />
              ) : null}
              {withParts ? (
                <Select
                  label={lib.fields.trackStartingNote(i + 1)}
                  name={`track-${track.uid}-note`}
                  placeholder={lib.fields.trackNoStartingNote}
                  options={NOTE_OPTIONS}
                  value={track.starting_note === null ? NO_PART : String(track.starting_note)}
                  onChange={(id) =>
                    edit(track.uid, {
                      starting_note: id && id !== NO_PART ? Number(id) : null,
                    })
                  }
                  errors={errors[`tracks.${i}.starting_note`] ?? []}
                />
              ) : null}
              <div className="library-tracks__buttons">
                <Button
                  variant="ghost"
                  className="button--small"
                  isDisabled={i === 0}
                  onPress={() => move(i, -1)}
                  aria-label={lib.moveUp(title)}
                >
                  ↑
                </Button>
                <Button
                  variant="ghost"
                  className="button--small"
                  isDisabled={i === tracks.length - 1}
                  onPress={() => move(i, 1)}
                  aria-label={lib.moveDown(title)}
                >
                  ↓
                </Button>
                <Button
                  variant="ghost"
                  className="button--small"
                  onPress={() => onChange(tracks.filter((t) => t.uid !== track.uid))}
                >
                  {lib.remove}
                  <span className="visually-hidden">{lib.trackSuffix(title)}</span>
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      {errors.tracks ? <p className="field__errors">{errors.tracks[0]}</p> : null}
      <Button variant="secondary" onPress={() => onChange([...tracks, formTrack()])}>
        {lib.addTrack}
      </Button>
    </fieldset>
  );
}

/**
 * 'Editează programul' (issue #27): the conductor searches the library (its first page of
 * results; an empty search lists the first scores in alphabetical order), adds pieces, moves them
 * up or down and removes them, then saves the whole list (PUT /api/event/{id}/programme/). The
 * focus goes to the search when it opens and follows a moved piece (or the next one after a
 * removal); the caller returns it to its button when it closes.
 */
import { useEffect, useRef, useState } from 'react';
import { readErrorBody } from '../../../client/api.ts';
import type { Score } from '../../../lib/api/library.ts';
import type { Programme, ProgrammePiece } from '../../../lib/api/programme.ts';
import { PROGRAMME_MAX_SCORES } from '../../../lib/limits.ts';
import { programme as m } from '../../../lib/messages-programme.ts';
import { showToast } from '../../../stores/toasts.ts';
import { Banner } from '../../../ui/Banner.tsx';
import { Button } from '../../../ui/Button.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { saveProgramme, searchScores } from './programme-api.ts';

type Piece = Pick<ProgrammePiece, 'id' | 'name' | 'author'>;

/**
 * Where the focus goes after a change that removes or disables the button pressed: a piece's tool
 * (0 ↑, 1 ↓, 2 ✕) at its new place, or the search (after 'Adaugă', or once the list is empty).
 */
type FocusTarget = { index: number; tool: 0 | 1 | 2 } | 'search';

/** Waits this long after the last keystroke before searching. */
const SEARCH_DELAY_MS = 300;

/** The list with the item at `from` moved to `to`. */
function moved<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

export interface ProgrammeEditorProps {
  eventId: number;
  pieces: Piece[];
  onSaved: (programme: Programme) => void;
  onCancel: () => void;
}

export function ProgrammeEditor({ eventId, pieces, onSaved, onCancel }: ProgrammeEditorProps) {
  const [chosen, setChosen] = useState<Piece[]>(pieces);
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<Score[] | null>(null);
  const [searchFailed, setSearchFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const [focusTarget, setFocusTarget] = useState<FocusTarget | null>(null);

  // After the list is drawn again: a disabled arrow (first or last place) hands over to the other.
  useEffect(() => {
    if (!focusTarget) return;
    setFocusTarget(null);
    const section = sectionRef.current;
    const items = section?.querySelectorAll<HTMLLIElement>('.programme__list > li');
    const item = focusTarget === 'search' ? undefined : items?.[focusTarget.index];
    if (focusTarget === 'search' || !item) {
      section?.querySelector('input')?.focus();
      return;
    }
    const tools = item.querySelectorAll('button');
    const wanted = tools[focusTarget.tool];
    (wanted?.disabled ? tools[focusTarget.tool === 0 ? 1 : 0] : wanted)?.focus();
  }, [focusTarget]);

  const move = (from: number, to: number, tool: 0 | 1) => {
    setChosen(moved(chosen, from, to));
    setFocusTarget({ index: to, tool });
  };
  const remove = (index: number) => {
    setChosen(chosen.filter((_, i) => i !== index));
    setFocusTarget(
      chosen.length > 1 ? { index: Math.min(index, chosen.length - 2), tool: 2 } : 'search',
    );
  };

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchScores(search.trim(), controller.signal)
        .then((page) => {
          setFound(page.results);
          setSearchFailed(false);
        })
        .catch(() => !controller.signal.aborted && setSearchFailed(true));
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [search]);

  const full = chosen.length >= PROGRAMME_MAX_SCORES;
  const save = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const saved = await saveProgramme(
        eventId,
        chosen.map((piece) => piece.id),
      );
      showToast({ tone: 'success', text: m.saved });
      onSaved(saved);
    } catch (error) {
      const body = await readErrorBody(error);
      setFailure(body?.scores?.[0] ?? body?.non_field_errors?.[0] ?? m.saveFailed);
      setBusy(false);
    }
  };

  return (
    <section className="programme-editor" aria-label={m.editorTitle} ref={sectionRef}>
      <TextField
        label={m.search}
        name="programme-search"
        value={search}
        onChange={setSearch}
        autoFocus
      />
      {searchFailed ? <p className="box__empty">{m.searchFailed}</p> : null}
      {found && !found.length ? <p className="box__empty">{m.searchEmpty}</p> : null}
      {found?.length ? (
        <ul className="programme-editor__found" aria-label={m.search}>
          {found.map((score) => {
            const added = chosen.some((piece) => piece.id === score.id);
            return (
              <li key={score.id} className="programme__piece">
                <span>
                  {score.name} <span className="box__meta">{score.author}</span>
                </span>
                <Button
                  variant="secondary"
                  // The visible word starts the name (WCAG 2.5.3): 'Adaugă „Doina”'.
                  aria-label={added ? undefined : m.add(score.name)}
                  isDisabled={added || full}
                  onPress={() => {
                    setChosen([...chosen, score]);
                    setFocusTarget('search');
                  }}
                >
                  {added ? m.added : m.addShort}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <h4 id="programme-chosen">{m.chosen}</h4>
      {chosen.length ? (
        <ol className="programme__list" aria-labelledby="programme-chosen">
          {chosen.map((piece, i) => (
            <li key={piece.id} className="programme__piece">
              <span>{piece.name}</span>
              <span className="programme__tools">
                <Button
                  variant="ghost"
                  aria-label={m.up(piece.name)}
                  isDisabled={i === 0}
                  onPress={() => move(i, i - 1, 0)}
                >
                  ↑
                </Button>
                <Button
                  variant="ghost"
                  aria-label={m.down(piece.name)}
                  isDisabled={i === chosen.length - 1}
                  onPress={() => move(i, i + 1, 1)}
                >
                  ↓
                </Button>
                <Button variant="ghost" aria-label={m.remove(piece.name)} onPress={() => remove(i)}>
                  ✕
                </Button>
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="box__empty">{m.none}</p>
      )}
      <Banner tone="error">{failure}</Banner>
      <div className="modal__actions">
        <Button variant="secondary" onPress={onCancel}>
          {m.cancel}
        </Button>
        <Button onPress={() => void save()} isPending={busy}>
          {m.save}
        </Button>
      </div>
    </section>
  );
}

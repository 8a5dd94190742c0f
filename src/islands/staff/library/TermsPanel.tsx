/**
 * The score filters' vocabularies (voices, themes, difficulties, choir types): each a list in its
 * order, where a term is renamed, moved up or down, or deleted (refused while a score uses it:
 * the API's 409 message), and a field that adds a term at the end.
 */
import { type FormEvent, useState } from 'react';
import { api, readErrorBody, readErrorDetail } from '../../../client/api.ts';
import { useCachedGet } from '../../../client/use-cached-get.ts';
import {
  type StaffTerm,
  type StaffTerms,
  TERM_KINDS,
  type TermKind,
} from '../../../lib/api/staff-library.ts';
import { apiPath } from '../../../lib/api-path.ts';
import { staff } from '../../../lib/messages-staff.ts';
import { lib } from '../../../lib/messages-staff-library.ts';
import { staffLibraryPaths as paths } from '../../../lib/paths/staff-library.ts';
import { showToast } from '../../../stores/toasts.ts';
import { Button } from '../../../ui/Button.tsx';
import { LoadFailed } from '../../../ui/LoadFailed.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { ConfirmDelete, SaveCancel } from './actions.tsx';

const termPath = (id: number) => apiPath(paths.term, { id });

async function failed(error: unknown) {
  const fields = await readErrorBody(error);
  const text = fields?.name?.[0] ?? (await readErrorDetail(error)) ?? staff.loadFailed;
  showToast({ tone: 'error', text });
}

function TermList({
  kind,
  terms,
  reload,
}: {
  kind: TermKind;
  terms: StaffTerm[];
  reload: () => void;
}) {
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [renaming, setRenaming] = useState<{ term: StaffTerm; name: string } | null>(null);
  const [deleting, setDeleting] = useState<StaffTerm | null>(null);

  async function add(event: FormEvent) {
    event.preventDefault();
    try {
      await api.post(apiPath(paths.terms), { json: { kind, name } });
      setName('');
      setErrors([]);
      reload();
    } catch (error) {
      const fields = await readErrorBody(error);
      if (fields) setErrors(fields.name ?? fields.kind ?? []);
      else await failed(error);
    }
  }

  /** Moves the term at `index` by one place: every term takes its index as its position. */
  async function move(index: number, by: -1 | 1) {
    const order = [...terms];
    const [term] = order.splice(index, 1);
    if (!term) return;
    order.splice(index + by, 0, term);
    try {
      for (const [position, t] of order.entries())
        if (t.position !== position) await api.patch(termPath(t.id), { json: { position } });
    } catch (error) {
      await failed(error);
    }
    reload();
  }

  async function rename(event: FormEvent) {
    event.preventDefault();
    if (!renaming) return;
    try {
      await api.patch(termPath(renaming.term.id), { json: { name: renaming.name } });
      setRenaming(null);
      showToast({ tone: 'success', text: lib.saved });
      reload();
    } catch (error) {
      await failed(error);
    }
  }

  async function remove(term: StaffTerm) {
    try {
      await api.delete(termPath(term.id));
      showToast({ tone: 'success', text: lib.deleted });
      reload();
    } catch (error) {
      await failed(error);
    }
    setDeleting(null);
  }

  const title = lib.termKinds[kind];
  return (
    <section className="staff-panel library-vocabulary" aria-labelledby={`terms-${kind}`}>
      <h2 id={`terms-${kind}`}>{title}</h2>
      <ol className="library-vocabulary__list">
        {terms.map((term, i) => (
          <li key={term.id} className="library-vocabulary__item">
            <span className="library-vocabulary__name">{term.name}</span>
            <span className="library-vocabulary__uses">{lib.termUses(term.uses)}</span>
            <span className="library-row-actions">
              <Button
                variant="ghost"
                className="button--small"
                isDisabled={i === 0}
                aria-label={lib.moveUp(term.name)}
                onPress={() => move(i, -1)}
              >
                ↑
              </Button>
              <Button
                variant="ghost"
                className="button--small"
                isDisabled={i === terms.length - 1}
                aria-label={lib.moveDown(term.name)}
                onPress={() => move(i, 1)}
              >
                ↓
              </Button>
              <Button
                variant="secondary"
                className="button--small"
                onPress={() => setRenaming({ term, name: term.name })}
              >
                {lib.rename}
                <span className="visually-hidden"> {term.name}</span>
              </Button>
              <Button
                variant="ghost"
                className="button--small"
                isDisabled={term.uses > 0}
                onPress={() => setDeleting(term)}
              >
                {lib.remove}
                <span className="visually-hidden"> {term.name}</span>
              </Button>
            </span>
          </li>
        ))}
      </ol>
      <form className="library-vocabulary__add" onSubmit={add} noValidate>
        <TextField
          label={lib.termName(kind)}
          name={`term-${kind}`}
          value={name}
          onChange={setName}
          errors={errors}
        />
        <Button type="submit" variant="secondary">
          {lib.addTerm}
        </Button>
      </form>

      <Modal
        title={`${lib.rename}: ${renaming?.term.name ?? ''}`}
        isOpen={renaming !== null}
        onClose={() => setRenaming(null)}
        size="sm"
      >
        {renaming ? (
          <form onSubmit={rename} noValidate>
            <TextField
              label={lib.fields.name}
              name="name"
              value={renaming.name}
              onChange={(value) => setRenaming({ ...renaming, name: value })}
              autoFocus
            />
            <SaveCancel onCancel={() => setRenaming(null)} />
          </form>
        ) : null}
      </Modal>
      <ConfirmDelete
        question={deleting ? lib.confirmDeleteTerm(deleting.name) : null}
        onConfirm={() => deleting && remove(deleting)}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}

export function TermsPanel() {
  const { data, failed: loadFailed, reload } = useCachedGet<StaffTerms>(apiPath(paths.terms));
  if (loadFailed && !data)
    return <LoadFailed message={staff.loadFailed} retry={staff.retry} onRetry={reload} />;
  if (!data) return null;
  return (
    <div className="library-vocabularies">
      {TERM_KINDS.map((kind) => (
        <TermList key={kind} kind={kind} terms={data[kind]} reload={reload} />
      ))}
    </div>
  );
}

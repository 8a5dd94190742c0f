/**
 * One kind of library item in the back office (scores, audiobooks, video lessons, resources): its
 * list searched by name and paged (in the address, use-staff-list.ts), a button that adds one, and
 * on each row 'Modifică' (the form in a modal, filled from GET {id}/) and 'Șterge' (after a
 * confirmation). The form checks its body with the same valibot schema as the API, waits for its
 * uploads, and shows the API's field errors beside their fields.
 */
import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import { api, readErrorBody, readErrorDetail } from '../../../client/api.ts';
import { apiPath } from '../../../lib/api-path.ts';
import { staff } from '../../../lib/messages-staff.ts';
import { lib } from '../../../lib/messages-staff-library.ts';
import type { staffLibraryPaths } from '../../../lib/paths/staff-library.ts';
import { type FieldErrors, toFieldErrors } from '../../../lib/schemas/errors.ts';
import { showToast } from '../../../stores/toasts.ts';
import { Button } from '../../../ui/Button.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import { StaffSearch } from '../StaffSearch.tsx';
import { type StaffColumn, StaffTable } from '../StaffTable.tsx';
import { useStaffList } from '../use-staff-list.ts';
import { ConfirmDelete, SaveCancel } from './actions.tsx';
import { type FieldSpec, ItemFields } from './ItemFields.tsx';

type Paths = typeof staffLibraryPaths;

export interface ItemKind<Row extends { id: number }, Item, Values> {
  /** The API paths of the list and of one item. */
  list: Paths['scores' | 'audiobooks' | 'videoLessons' | 'resources'];
  item: Paths['score' | 'audiobook' | 'videoLesson' | 'resource'];
  label: string;
  addLabel: string;
  columns: StaffColumn<Row>[];
  nameOf: (row: Row) => string;
  empty: () => Values;
  fromItem: (item: Item) => Values;
  toBody: (values: Values) => Record<string, unknown>;
  schema: v.GenericSchema;
  fields: FieldSpec<Values>[];
}

const NO_FILTERS: string[] = [];

export function ItemPanel<Row extends { id: number }, Item, Values>({
  kind,
}: {
  kind: ItemKind<Row, Item, Values>;
}) {
  const list = useStaffList<Row>(apiPath(kind.list), NO_FILTERS);
  const [form, setForm] = useState<{ id: number | null; title: string; values: Values } | null>(
    null,
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(0);
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState<Row | null>(null);

  const open = (id: number | null, title: string, values: Values) => {
    setErrors({});
    setBusy(0);
    setForm({ id, title, values });
  };

  async function edit(row: Row) {
    try {
      const item = await api.get(apiPath(kind.item, { id: row.id })).json<Item>();
      open(row.id, `${lib.edit}: ${kind.nameOf(row)}`, kind.fromItem(item));
    } catch {
      showToast({ tone: 'error', text: staff.loadFailed });
    }
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!form || saving) return;
    if (busy > 0) return setErrors({ non_field_errors: [lib.waitForUploads] });
    const body = kind.toBody(form.values);
    const checked = v.safeParse(kind.schema, body);
    if (!checked.success) return setErrors(toFieldErrors(checked.issues));
    setSaving(true);
    try {
      if (form.id === null) await api.post(apiPath(kind.list), { json: body });
      else await api.patch(apiPath(kind.item, { id: form.id }), { json: body });
      showToast({ tone: 'success', text: form.id === null ? lib.created : lib.saved });
      setForm(null);
      list.reload();
    } catch (error) {
      const fields = await readErrorBody(error);
      if (fields) setErrors(fields);
      else showToast({ tone: 'error', text: (await readErrorDetail(error)) ?? staff.loadFailed });
    } finally {
      setSaving(false);
    }
  }

  async function remove(row: Row) {
    try {
      await api.delete(apiPath(kind.item, { id: row.id }));
      showToast({ tone: 'success', text: lib.deleted });
      setDeleting(null);
      list.reload();
    } catch (error) {
      showToast({ tone: 'error', text: (await readErrorDetail(error)) ?? staff.loadFailed });
    }
  }

  const columns: StaffColumn<Row>[] = [
    ...kind.columns,
    {
      key: 'actions',
      label: lib.columns.actions,
      render: (row) => (
        <div className="library-row-actions">
          <Button variant="secondary" className="button--small" onPress={() => edit(row)}>
            {lib.edit}
            <span className="visually-hidden"> {kind.nameOf(row)}</span>
          </Button>
          <Button variant="ghost" className="button--small" onPress={() => setDeleting(row)}>
            {lib.remove}
            <span className="visually-hidden"> {kind.nameOf(row)}</span>
          </Button>
        </div>
      ),
    },
  ];

  return (
    <>
      <div className="staff-filters">
        <StaffSearch
          label={lib.searchLabel}
          value={list.filter('q')}
          onSearch={(q) => list.setFilter('q', q)}
        />
        <Button onPress={() => open(null, kind.addLabel, kind.empty())}>{kind.addLabel}</Button>
      </div>
      <StaffTable label={kind.label} list={list} columns={columns} rowKey={(row) => row.id} />

      <Modal
        title={form?.title ?? ''}
        isOpen={form !== null}
        onClose={() => setForm(null)}
        size="lg"
      >
        {form ? (
          <form className="library-form" onSubmit={save} noValidate>
            <ItemFields
              fields={kind.fields}
              values={form.values}
              set={(change) =>
                setForm((f) => (f ? { ...f, values: { ...f.values, ...change } } : f))
              }
              errors={errors}
              onBusy={(change) => setBusy((n) => n + change)}
            />
            {errors.non_field_errors ? (
              <p className="field__errors" role="alert">
                {errors.non_field_errors[0]}
              </p>
            ) : null}
            <SaveCancel saving={saving} onCancel={() => setForm(null)} />
          </form>
        ) : null}
      </Modal>

      <ConfirmDelete
        question={deleting ? lib.confirmDelete(kind.nameOf(deleting)) : null}
        onConfirm={() => deleting && remove(deleting)}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

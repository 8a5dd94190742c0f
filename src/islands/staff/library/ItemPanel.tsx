/**
 * One kind of library item in the back office (scores, audiobooks, video lessons, resources): its
 * list searched by name and paged (in the address, use-staff-list.ts), a button that adds one, and
 * on each row 'Modifică' (the form in a modal, filled from GET {id}/) and 'Șterge' (after a
 * confirmation). The form checks its body with the same valibot schema as the API, waits for its
 * uploads, and shows the API's field errors beside their fields.
 */
import { type ComponentType, type FormEvent, useState } from 'react';
import * as v from 'valibot';
import { api, readErrorBody, readErrorDetail } from '../../../client/api.ts';
import { type FieldErrors, toFieldErrors } from '../../../lib/schemas/errors.ts';
import { staff } from '../../../lib/staff/common.ts';
import { lib } from '../../../lib/staff/library.ts';
import { showToast } from '../../../stores/toasts.ts';
import { Button } from '../../../ui/Button.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import { StaffSearch } from '../StaffSearch.tsx';
import { type StaffColumn, StaffTable } from '../StaffTable.tsx';
import { useStaffList } from '../use-staff-list.ts';

export interface FieldsProps<Values> {
  values: Values;
  set: (change: Partial<Values>) => void;
  errors: FieldErrors;
  onBusy: (change: 1 | -1) => void;
}

export interface ItemKind<Row extends { id: number }, Item, Values> {
  /** The API path of the list, e.g. 'staff/library/scores/'. */
  path: string;
  label: string;
  addLabel: string;
  columns: StaffColumn<Row>[];
  nameOf: (row: Row) => string;
  empty: () => Values;
  fromItem: (item: Item) => Values;
  toBody: (values: Values) => Record<string, unknown>;
  schema: v.GenericSchema;
  Fields: ComponentType<FieldsProps<Values>>;
}

const NO_FILTERS: string[] = [];

export function ItemPanel<Row extends { id: number }, Item, Values>({
  kind,
}: {
  kind: ItemKind<Row, Item, Values>;
}) {
  const list = useStaffList<Row>(kind.path, NO_FILTERS);
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
      const item = await api.get(`${kind.path}${row.id}/`).json<Item>();
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
      if (form.id === null) await api.post(kind.path, { json: body });
      else await api.patch(`${kind.path}${form.id}/`, { json: body });
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
      await api.delete(`${kind.path}${row.id}/`);
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

  const { Fields } = kind;
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
            <Fields
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
            <div className="staff-actions">
              <Button type="submit" isPending={saving}>
                {staff.save}
              </Button>
              <Button variant="secondary" onPress={() => setForm(null)}>
                {staff.cancel}
              </Button>
            </div>
          </form>
        ) : null}
      </Modal>

      <Modal
        title={lib.confirmDeleteTitle}
        isOpen={deleting !== null}
        onClose={() => setDeleting(null)}
        size="sm"
      >
        {deleting ? (
          <>
            <p>{lib.confirmDelete(kind.nameOf(deleting))}</p>
            <div className="staff-actions">
              <Button variant="danger" onPress={() => remove(deleting)}>
                {staff.confirmDelete}
              </Button>
              <Button variant="secondary" onPress={() => setDeleting(null)}>
                {staff.cancel}
              </Button>
            </div>
          </>
        ) : null}
      </Modal>
    </>
  );
}

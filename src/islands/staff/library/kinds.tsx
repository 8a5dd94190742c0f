/**
 * The four kinds of library item as ItemPanel shows them: their list's columns, their form's
 * fields, and how a form's values become the API's body (src/lib/staff/library.ts schemas).
 */

import type { ResourceBox } from '../../../lib/api/library.ts';
import type {
  StaffAudiobook,
  StaffAudiobookRow,
  StaffResource,
  StaffScore,
  StaffScoreRow,
  StaffTerms,
  StaffVideoLesson,
} from '../../../lib/api/staff-library.ts';
import {
  audiobookBodySchema,
  lib,
  resourceBodySchema,
  scoreBodySchema,
  TERM_FIELDS,
  TERM_KINDS,
  videoLessonBodySchema,
} from '../../../lib/staff/library.ts';
import { CheckboxGroup } from '../../../ui/CheckboxGroup.tsx';
import type { RadioOption } from '../../../ui/RadioGroup.tsx';
import { Select } from '../../../ui/Select.tsx';
import { TextAreaField } from '../../../ui/TextAreaField.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { useCachedGet } from '../../members/use-cached-get.ts';
import { FileField } from './FileField.tsx';
import type { FieldsProps, ItemKind } from './ItemPanel.tsx';
import { type FormTrack, formTrack, TracksField } from './TracksField.tsx';

const first = (errors: FieldsProps<unknown>['errors'], field: string) => errors[field] ?? [];
const tracksBody = (tracks: FormTrack[]) => tracks.map(({ title, file }) => ({ title, file }));

// Scores

interface ScoreValues {
  name: string;
  author: string;
  voices: number[];
  themes: number[];
  difficulties: number[];
  choir_types: number[];
  pdf: string | null;
  tracks: FormTrack[];
}

function ScoreFields({ values, set, errors, onBusy }: FieldsProps<ScoreValues>) {
  const { data: terms } = useCachedGet<StaffTerms>('staff/library/terms/');
  return (
    <>
      <TextField
        label={lib.fields.name}
        name="name"
        value={values.name}
        onChange={(name) => set({ name })}
        errors={first(errors, 'name')}
        isRequired
      />
      <TextField
        label={lib.fields.author}
        name="author"
        value={values.author}
        onChange={(author) => set({ author })}
        errors={first(errors, 'author')}
      />
      <div className="library-terms-grid">
        {TERM_KINDS.map((kind) => {
          const field = TERM_FIELDS[kind];
          const options: RadioOption[] = (terms?.[kind] ?? []).map((term) => ({
            value: String(term.id),
            label: term.name,
          }));
          return (
            <CheckboxGroup
              key={kind}
              label={lib.termKinds[kind]}
              name={field}
              options={options}
              value={values[field].map(String)}
              onChange={(ids) => set({ [field]: ids.map(Number) })}
              errors={first(errors, field)}
            />
          );
        })}
      </div>
      <FileField
        label={lib.fields.pdf}
        kind="pdf"
        value={values.pdf}
        onChange={(pdf) => set({ pdf })}
        onBusy={onBusy}
        errors={errors.pdf}
        optional
      />
      <TracksField
        tracks={values.tracks}
        onChange={(tracks) => set({ tracks })}
        onBusy={onBusy}
        errors={errors}
      />
    </>
  );
}

export const SCORES: ItemKind<StaffScoreRow, StaffScore, ScoreValues> = {
  path: 'staff/library/scores/',
  label: lib.tabs.scores,
  addLabel: lib.add.scores,
  columns: [
    { key: 'name', label: lib.columns.name, render: (row) => row.name },
    { key: 'author', label: lib.columns.author, render: (row) => row.author || '—' },
    {
      key: 'files',
      label: lib.columns.files,
      render: (row) => lib.pdfAndTracks(row.pdf, row.tracks),
    },
  ],
  nameOf: (row) => row.name,
  empty: () => ({
    name: '',
    author: '',
    voices: [],
    themes: [],
    difficulties: [],
    choir_types: [],
    pdf: null,
    tracks: [],
  }),
  fromItem: (item) => ({
    ...item,
    tracks: item.tracks.map((t) => formTrack(t.title, t.file)),
  }),
  toBody: (values) => ({ ...values, tracks: tracksBody(values.tracks) }),
  schema: scoreBodySchema,
  Fields: ScoreFields,
};

// Audiobooks

interface AudiobookValues {
  name: string;
  tracks: FormTrack[];
}

function AudiobookFields({ values, set, errors, onBusy }: FieldsProps<AudiobookValues>) {
  return (
    <>
      <TextField
        label={lib.fields.name}
        name="name"
        value={values.name}
        onChange={(name) => set({ name })}
        errors={first(errors, 'name')}
        isRequired
      />
      <TracksField
        tracks={values.tracks}
        onChange={(tracks) => set({ tracks })}
        onBusy={onBusy}
        errors={errors}
      />
    </>
  );
}

export const AUDIOBOOKS: ItemKind<StaffAudiobookRow, StaffAudiobook, AudiobookValues> = {
  path: 'staff/library/audiobooks/',
  label: lib.tabs.audiobooks,
  addLabel: lib.add.audiobooks,
  columns: [
    { key: 'name', label: lib.columns.name, render: (row) => row.name },
    {
      key: 'files',
      label: lib.columns.files,
      render: (row) => lib.pdfAndTracks(false, row.tracks),
    },
  ],
  nameOf: (row) => row.name,
  empty: () => ({ name: '', tracks: [] }),
  fromItem: (item) => ({
    name: item.name,
    tracks: item.tracks.map((t) => formTrack(t.title, t.file)),
  }),
  toBody: (values) => ({ name: values.name, tracks: tracksBody(values.tracks) }),
  schema: audiobookBodySchema,
  Fields: AudiobookFields,
};

// Video lessons

type VideoValues = Omit<StaffVideoLesson, 'id'>;
const VIDEO_FILES = [
  { field: 'mp4', kind: 'video' },
  { field: 'webm', kind: 'video' },
  { field: 'ogg', kind: 'video' },
  { field: 'poster', kind: 'image' },
] as const;

function VideoFields({ values, set, errors, onBusy }: FieldsProps<VideoValues>) {
  return (
    <>
      <TextField
        label={lib.fields.title}
        name="title"
        value={values.title}
        onChange={(title) => set({ title })}
        errors={first(errors, 'title')}
        isRequired
      />
      <TextAreaField
        label={lib.fields.description}
        name="description"
        value={values.description}
        onChange={(description) => set({ description })}
        errors={first(errors, 'description')}
        rows={4}
      />
      {VIDEO_FILES.map(({ field, kind }) => (
        <FileField
          key={field}
          label={lib.fields[field]}
          kind={kind}
          value={values[field]}
          onChange={(key) => set({ [field]: key })}
          onBusy={onBusy}
          errors={errors[field]}
          optional
        />
      ))}
    </>
  );
}

export const VIDEOS: ItemKind<StaffVideoLesson, StaffVideoLesson, VideoValues> = {
  path: 'staff/library/video-lessons/',
  label: lib.tabs.videos,
  addLabel: lib.add.videos,
  columns: [
    { key: 'title', label: lib.columns.title, render: (row) => row.title },
    {
      key: 'files',
      label: lib.columns.files,
      render: (row) =>
        VIDEO_FILES.filter(({ field }) => row[field])
          .map(({ field }) => field.toUpperCase())
          .join(', ') || '—',
    },
  ],
  nameOf: (row) => row.title,
  empty: () => ({ title: '', description: '', mp4: null, webm: null, ogg: null, poster: null }),
  fromItem: ({ id: _id, ...values }) => values,
  toBody: (values) => values,
  schema: videoLessonBodySchema,
  Fields: VideoFields,
};

// Resources

type ResourceValues = Omit<StaffResource, 'id' | 'file' | 'position'> & {
  file: string | null;
  position: string;
};
const BOX_OPTIONS = (Object.keys(lib.boxes) as ResourceBox[]).map((id) => ({
  id,
  name: lib.boxes[id],
}));

function ResourceFields({ values, set, errors, onBusy }: FieldsProps<ResourceValues>) {
  return (
    <>
      <TextField
        label={lib.fields.name}
        name="name"
        value={values.name}
        onChange={(name) => set({ name })}
        errors={first(errors, 'name')}
        isRequired
      />
      <Select
        label={lib.fields.box}
        name="box"
        placeholder={lib.fields.box}
        options={BOX_OPTIONS}
        value={values.box}
        onChange={(box) => set({ box: box as ResourceBox })}
        errors={first(errors, 'box')}
        isRequired
      />
      <TextField
        label={lib.fields.position}
        name="position"
        inputMode="numeric"
        value={values.position}
        onChange={(position) => set({ position })}
        errors={first(errors, 'position')}
      />
      <FileField
        label={lib.fields.file}
        kind="resource"
        value={values.file}
        onChange={(file) => set({ file })}
        onBusy={onBusy}
        errors={errors.file}
      />
    </>
  );
}

export const RESOURCES: ItemKind<StaffResource, StaffResource, ResourceValues> = {
  path: 'staff/library/resources/',
  label: lib.tabs.resources,
  addLabel: lib.add.resources,
  columns: [
    { key: 'name', label: lib.columns.name, render: (row) => row.name },
    { key: 'box', label: lib.columns.box, render: (row) => lib.boxes[row.box] },
  ],
  nameOf: (row) => row.name,
  empty: () => ({ name: '', box: 'others', file: null, position: '0' }),
  fromItem: (item) => ({
    name: item.name,
    box: item.box,
    file: item.file,
    position: String(item.position),
  }),
  toBody: (values) => ({
    ...values,
    position: /^\d+$/.test(values.position.trim()) ? Number(values.position) : values.position,
  }),
  schema: resourceBodySchema,
  Fields: ResourceFields,
};

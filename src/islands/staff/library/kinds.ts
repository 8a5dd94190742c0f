/**
 * The four kinds of library item as ItemPanel shows them: their paths, their list's columns,
 * their form's fields (rendered by ItemFields), and how a form's values become the API's body
 * (checked with the API's own schemas, src/lib/schemas/staff-library.ts).
 */
import type { ResourceBox } from '../../../lib/api/library.ts';
import type {
  StaffAudiobook,
  StaffAudiobookRow,
  StaffResource,
  StaffScore,
  StaffScoreRow,
  StaffTrack,
  StaffVideoLesson,
} from '../../../lib/api/staff-library.ts';
import { lib } from '../../../lib/messages-staff-library.ts';
import { staffLibraryPaths as paths } from '../../../lib/paths/staff-library.ts';
import {
  audiobookBodySchema,
  resourceBodySchema,
  scoreBodySchema,
  videoLessonBodySchema,
} from '../../../lib/schemas/staff-library.ts';
import type { ItemKind } from './ItemPanel.tsx';
import { type FormTrack, formTrack } from './TracksField.tsx';

const formTracks = (tracks: StaffTrack[]) =>
  tracks.map((t) => formTrack(t.title, t.file, t.voice_part, t.starting_note));
const tracksBody = (tracks: FormTrack[]) =>
  tracks.map(({ title, file, voice_part, starting_note }) => ({
    title,
    file,
    voice_part,
    starting_note,
  }));
const nameColumn = {
  key: 'name',
  label: lib.columns.name,
  render: (row: { name: string }) => row.name,
};

type ScoreValues = Omit<StaffScore, 'id' | 'tracks'> & { tracks: FormTrack[] };

export const SCORES: ItemKind<StaffScoreRow, StaffScore, ScoreValues> = {
  list: paths.scores,
  item: paths.score,
  label: lib.tabs.scores,
  addLabel: lib.add.scores,
  columns: [
    nameColumn,
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
  fromItem: (item) => ({ ...item, tracks: formTracks(item.tracks) }),
  toBody: (values) => ({ ...values, tracks: tracksBody(values.tracks) }),
  schema: scoreBodySchema,
  fields: [
    { type: 'text', name: 'name', required: true },
    { type: 'text', name: 'author' },
    { type: 'terms' },
    { type: 'file', name: 'pdf', kind: 'pdf', optional: true },
    { type: 'tracks', parts: true },
  ],
};

type AudiobookValues = { name: string; tracks: FormTrack[] };

export const AUDIOBOOKS: ItemKind<StaffAudiobookRow, StaffAudiobook, AudiobookValues> = {
  list: paths.audiobooks,
  item: paths.audiobook,
  label: lib.tabs.audiobooks,
  addLabel: lib.add.audiobooks,
  columns: [
    nameColumn,
    {
      key: 'files',
      label: lib.columns.files,
      render: (row) => lib.pdfAndTracks(false, row.tracks),
    },
  ],
  nameOf: (row) => row.name,
  empty: () => ({ name: '', tracks: [] }),
  fromItem: (item) => ({ name: item.name, tracks: formTracks(item.tracks) }),
  toBody: (values) => ({ name: values.name, tracks: tracksBody(values.tracks) }),
  schema: audiobookBodySchema,
  fields: [{ type: 'text', name: 'name', required: true }, { type: 'tracks' }],
};

type VideoValues = Omit<StaffVideoLesson, 'id'>;
const VIDEO_FILES = ['mp4', 'webm', 'ogg', 'poster'] as const;

export const VIDEOS: ItemKind<StaffVideoLesson, StaffVideoLesson, VideoValues> = {
  list: paths.videoLessons,
  item: paths.videoLesson,
  label: lib.tabs.videos,
  addLabel: lib.add.videos,
  columns: [
    { key: 'title', label: lib.columns.title, render: (row) => row.title },
    {
      key: 'files',
      label: lib.columns.files,
      render: (row) =>
        VIDEO_FILES.filter((field) => row[field])
          .map((field) => field.toUpperCase())
          .join(', ') || '—',
    },
  ],
  nameOf: (row) => row.title,
  empty: () => ({ title: '', description: '', mp4: null, webm: null, ogg: null, poster: null }),
  fromItem: ({ id: _id, ...values }) => values,
  toBody: (values) => values,
  schema: videoLessonBodySchema,
  fields: [
    { type: 'text', name: 'title', required: true },
    { type: 'paragraphs', name: 'description' },
    ...VIDEO_FILES.map((name) => ({
      type: 'file' as const,
      name,
      kind: name === 'poster' ? ('image' as const) : ('video' as const),
      optional: true as const,
    })),
  ],
};

type ResourceValues = Omit<StaffResource, 'id' | 'file' | 'position'> & {
  file: string | null;
  position: string;
};

export const RESOURCES: ItemKind<StaffResource, StaffResource, ResourceValues> = {
  list: paths.resources,
  item: paths.resource,
  label: lib.tabs.resources,
  addLabel: lib.add.resources,
  columns: [
    nameColumn,
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
  fields: [
    { type: 'text', name: 'name', required: true },
    {
      type: 'choice',
      name: 'box',
      options: (Object.keys(lib.boxes) as ResourceBox[]).map((id) => ({ id, name: lib.boxes[id] })),
    },
    { type: 'text', name: 'position', numeric: true },
    { type: 'file', name: 'file', kind: 'resource' },
  ],
};

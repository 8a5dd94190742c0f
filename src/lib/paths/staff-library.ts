/** The back office's library: uploads, the four kinds of item and the scores' vocabularies. */
export const staffLibraryPaths = {
  files: '/api/staff/library/files/',
  scores: '/api/staff/library/scores/',
  score: '/api/staff/library/scores/{id}/',
  audiobooks: '/api/staff/library/audiobooks/',
  audiobook: '/api/staff/library/audiobooks/{id}/',
  videoLessons: '/api/staff/library/video-lessons/',
  videoLesson: '/api/staff/library/video-lessons/{id}/',
  resources: '/api/staff/library/resources/',
  resource: '/api/staff/library/resources/{id}/',
  terms: '/api/staff/library/terms/',
  term: '/api/staff/library/terms/{id}/',
} as const;

/** The library's paths: its lists and items, their files and their zips. */
export const libraryPaths = {
  scores: '/api/song/',
  scoreFilters: '/api/song/filters',
  score: '/api/song/{id}/',
  audiobooks: '/api/audio-books/',
  audiobook: '/api/audio-books/{id}/',
  videoLessons: '/api/video-lessons/',
  videoLesson: '/api/video-lessons/{id}/',
  resources: '/api/resources/',
  track: '/api/library/track/{id}/',
  scorePdf: '/api/library/score/{id}/pdf/',
  video: '/api/library/video/{id}/{kind}/',
  resource: '/api/library/resource/{id}/',
  downloadScore: '/api/download/score/{id}/',
  downloadAudiobook: '/api/download/audiobook/{id}/',
  downloadResources: '/api/download/resources/{box}/',
} as const;

/** The practice view (issue #27): every voice part of the score `?partitura=ID` together. */
export const PRACTICE_PAGE = '/cont/librarie/exersare';
export const practicePage = (scoreId: number) => `${PRACTICE_PAGE}?partitura=${scoreId}`;

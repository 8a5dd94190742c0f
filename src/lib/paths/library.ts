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

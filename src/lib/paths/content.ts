/**
 * The public site's content as JSON (document 1 §7): built from the content collections with the
 * site (src/pages/api/), served by src/server/routes/content.ts.
 */
export const contentPaths = {
  newsCategories: '/api/news/categories/',
  news: '/api/news/',
  newsItem: '/api/news/{slug}/',
  announcements: '/api/announcements/',
  mediaAppearances: '/api/media-appearances/',
  supporters: '/api/supporters/',
  testimonials: '/api/testimonials/',
  objectives: '/api/objectives/',
  video: '/api/videos/{video}/',
} as const;

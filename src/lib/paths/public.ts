/** The public site's data and the server itself. */
export const publicPaths = {
  health: '/api/health/',
  ready: '/api/health/ready/',
  choirMap: '/api/choirs/',
  figures: '/api/choirs/figures/',
  openapi: '/api/openapi.json',
} as const;

/** The announcement mail's answer links (issue #23): the API and the page the links open. */
export const eventAnswerLinkPaths = {
  link: '/api/event-answer/{token}/',
  page: '/cont/raspuns-eveniment',
} as const;

/** The messaging paths: the public contact dialog and Contactează un madrigalist. */
export const messagingPaths = {
  contact: '/api/messaging/contact/',
  madrigalist: '/api/messaging/madrigalist/',
  madrigalistRead: '/api/messaging/madrigalist/read/',
  madrigalistInbox: '/api/messaging/madrigalist/inbox/',
  madrigalistReply: '/api/messaging/madrigalist/{id}/reply/',
} as const;

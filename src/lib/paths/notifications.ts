/** Notifications (issue #28): the push key, a browser's subscription, a member's preferences. */
export const notificationPaths = {
  pushKey: '/api/notifications/push-key/',
  subscriptions: '/api/notifications/subscriptions/',
  preferences: '/api/notifications/preferences/',
} as const;

/** The members page where the preferences are chosen and push is turned on. */
export const NOTIFICATIONS_PAGE = '/cont/notificari/';

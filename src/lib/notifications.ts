/**
 * Notifications where people are (issue #28): the kinds a member is told of, the channels each
 * kind may use, and each kind's default until the member chooses (docs/decisions.md says why).
 * One source for the server (notifications/deliver.ts) and the 'Notificări' page.
 */

/** What a notification is about; h8's reminder job sends 'reminder'. */
export const NOTIFICATION_KINDS = [
  'reminder',
  'event_new',
  'event_changed',
  'madrigal_reply',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_CHANNELS = ['mail', 'push', 'both', 'none'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * The channel of a kind for a member who has not chosen. A new event goes by push only: the
 * conductor's 'Anunță corul' is its mail, and a mail per event created would double it. A reminder,
 * a changed or cancelled event and a madrigal singer's reply go both ways: missing them costs the
 * member, and push reaches only the browsers where it was turned on.
 */
export const NOTIFICATION_DEFAULTS: Record<NotificationKind, NotificationChannel> = {
  reminder: 'both',
  event_new: 'push',
  event_changed: 'both',
  madrigal_reply: 'both',
};

export const byMail = (channel: NotificationChannel) => channel === 'mail' || channel === 'both';
export const byPush = (channel: NotificationChannel) => channel === 'push' || channel === 'both';

/** What the service worker shows (practice-sw.ts): the payload of one push message. */
export interface PushMessage {
  title: string;
  body: string;
  /** The page the notification opens, absolute, on the site's origin. */
  url: string;
}

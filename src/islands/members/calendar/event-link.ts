/** The calendar page opened on one event's details (the dashboard's box, the mails). */
export const EVENTS_PATH = '/cont/evenimente';

export const eventLink = (id: number) => `${EVENTS_PATH}?event=${id}`;

/**
 * Texts of notifications (issue #28): the 'Notificări' page (a radio group per kind, the button
 * that turns push on in this browser and what it says when it cannot), and the notifications
 * themselves. A notification says only the choir's own information (an event's title, time, place,
 * the choir's name): never another person's data, so a child's may go anywhere.
 */
import type { NotificationChannel, NotificationKind } from './notifications.ts';

export const notifications = {
  title: 'Notificări',
  intro:
    'Alege cum afli de evenimentele corului și de răspunsurile madrigaliștilor: prin e-mail, prin notificări pe acest dispozitiv, prin amândouă sau deloc.',
  /** Acting for a child: the choices are the child's, the browsers the parent's. */
  forChild: (name: string) =>
    `Alegi pentru ${name}. Notificările copilului ajung pe dispozitivele tale.`,
  kinds: {
    reminder: 'Mementouri înainte de termenul de răspuns',
    event_new: 'Eveniment nou în calendarul corului',
    event_changed: 'Eveniment mutat, schimbat sau anulat',
    madrigal_reply: 'Răspuns de la madrigaliști',
  } satisfies Record<NotificationKind, string>,
  channels: {
    mail: 'E-mail',
    push: 'Notificare',
    both: 'Amândouă',
    none: 'Deloc',
  } satisfies Record<NotificationChannel, string>,
  saved: 'Preferința a fost salvată.',
  saveFailed: 'Preferința nu a putut fi salvată. Încearcă din nou.',
  loadFailed: 'Preferințele nu au putut fi încărcate.',
  retry: 'Încearcă din nou',
  /** Push in this browser. */
  pushHeading: 'Notificări pe acest dispozitiv',
  pushOff: 'Notificările nu sunt pornite pe acest dispozitiv.',
  pushOn: 'Notificările sunt pornite pe acest dispozitiv.',
  turnOn: 'Pornește notificările',
  turnOff: 'Oprește notificările pe acest dispozitiv',
  turnedOn: 'Gata! Vei primi notificări pe acest dispozitiv.',
  turnedOff: 'Notificările au fost oprite pe acest dispozitiv.',
  denied:
    'Browserul a refuzat notificările pentru acest site. Le poți permite din setările browserului (iconița de lângă adresă), apoi apasă din nou butonul.',
  unsupported:
    'Acest browser nu poate primi notificări. Pe iPhone, adaugă întâi site-ul pe ecranul principal; altfel alege e-mailul.',
  failed: 'Notificările nu au putut fi pornite. Încearcă din nou mai târziu.',
  /** Validation. */
  invalidSubscription: 'Abonamentul de notificări trimis de browser nu este valid.',
  invalidChannel: 'Alege e-mail, notificare, amândouă sau deloc.',
  pushUnavailable: 'Notificările nu sunt disponibile pe acest server.',
} as const;

/** The notifications themselves: short, the choir's own information only. */
export const notificationTexts = {
  eventNew: (choir: string, title: string) => `${choir}: eveniment nou, ${title}`,
  eventChanged: (choir: string, title: string) => `${choir}: s-a schimbat ${title}`,
  eventCancelled: (choir: string, title: string) => `${choir}: anulat, ${title}`,
  /** The body: when and where ('vineri, 5 decembrie 2026, 17:00–18:30 · Sala de muzică'). */
  eventBody: (when: string, location: string) => (location ? `${when} · ${location}` : when),
  cancelledBody: (when: string) => `Evenimentul din ${when} nu mai are loc.`,
  /** A mail from a notification: the body, then the page. */
  mailText: (body: string, url: string) => `${body}\n\nDetalii în platformă:\n${url}`,
  madrigalReplyBody: 'Deschide pagina mesajelor ca să-l citești.',
  /** A parent's copy of a managed child's notification. */
  forChild: (childName: string, title: string) => `Pentru ${childName}: ${title}`,
} as const;

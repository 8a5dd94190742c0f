/** The answers of the content API (src/server/routes/content.ts) when there is nothing to give. */
export const contentApi = {
  newsNotFound: 'Știrea căutată nu există.',
  videoNotFound: 'Videoul căutat nu există.',
  unknownCategory: 'Categoria aleasă nu există.',
  /** Spec §8, 'Announcements failure' ("si" written "și"). */
  announcementsFailed: 'A apărut o eroare în server și noutățile nu au fost încărcate.',
  /** A server without the built site (the API hosted apart, or `npm run dev`). */
  notBuilt: 'Conținutul site-ului nu este disponibil pe acest server.',
} as const;

/**
 * The spec's network-error toast (§8), kept apart from messages.ts (which re-exports it): the
 * toast store is in every page's script, and importing the whole dictionary there made every
 * page load every text of the site.
 */
export const network = {
  title: 'Eroare de server',
  text: 'A apărut o eroare de comunicare cu serverul. Vă rugăm să reîncărcați pagina sau să încercați mai târziu.',
} as const;

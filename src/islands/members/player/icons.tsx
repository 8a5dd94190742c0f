/** The player's own icons (Plyr draws its own from its sprite); decorative, the buttons are named. */
const PATHS = {
  previous: 'M6 5h2v14H6zM20 5v14L9 12z',
  next: 'M16 5h2v14h-2zM4 5v14l11-7z',
  repeat: 'M7 7h10v3l4-4-4-4v3H5v6h2zm10 10H7v-3l-4 4 4 4v-3h12v-6h-2z',
  list: 'M3 5h13v2H3zm0 6h13v2H3zm0 6h9v2H3zm15-4 5 3.5-5 3.5z',
  close:
    'M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6 10.6 12 5 6.4z',
  enlarge: 'M4 4h6v2H6v4H4zm10 0h6v6h-2V6h-4zM4 14h2v4h4v2H4zm14 0h2v6h-6v-2h4z',
  open: 'M12 7.6 19.4 15 18 16.4l-6-6-6 6L4.6 15z',
  shut: 'M12 16.4 4.6 9 6 7.6l6 6 6-6L19.4 9z',
} as const;

export function Icon({ name }: { name: keyof typeof PATHS }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="currentColor" />
    </svg>
  );
}

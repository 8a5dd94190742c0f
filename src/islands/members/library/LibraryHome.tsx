/**
 * /cont/librarie: the library's home, one card per part (Partituri, Audio Book, and Lecții video
 * for conductors and staff, as on the dashboard), each a link with a line on what it holds; then
 * Resurse, the programme's materials, which the side menu (four entries, spec §2.7) cannot list;
 * then the scores saved on this device for practising offline (issue #27).
 */
import { useStore } from '@nanostores/react';
import { library, members } from '../../../lib/messages.ts';
import { $isConductor } from '../../../stores/choirs.ts';
import { $user } from '../../../stores/session.ts';
import { ChoirPageFrame } from '../ChoirPageFrame.tsx';
import './library.css';
import { SavedScores } from './SavedScores.tsx';

const parts = members.sections.library;
const CARDS = [
  { href: '/cont/librarie/partituri', name: parts.partituri, text: library.home.scores, all: true },
  {
    href: '/cont/librarie/audiobooks',
    name: parts.audiobooks,
    text: library.home.audiobooks,
    all: true,
  },
  {
    href: '/cont/librarie/video-lectii',
    name: parts['video-lectii'],
    text: library.home.videoLessons,
    all: false,
  },
  {
    href: '/cont/resurse',
    name: members.sections.resources,
    text: library.home.resources,
    all: true,
  },
] as const;

export default function LibraryHome() {
  const isConductor = useStore($isConductor);
  const isStaff = useStore($user)?.is_staff ?? false;
  return (
    <ChoirPageFrame className="library-page" title={members.nav.library}>
      <p className="lead">{library.home.intro}</p>
      <ul className="library-parts">
        {CARDS.filter((card) => card.all || isConductor || isStaff).map((card) => (
          <li key={card.href}>
            <a className="card library-part" href={card.href}>
              <span className="library-part__name">{card.name}</span>
              <span className="library-part__text">{card.text}</span>
            </a>
          </li>
        ))}
      </ul>
      <SavedScores />
    </ChoirPageFrame>
  );
}

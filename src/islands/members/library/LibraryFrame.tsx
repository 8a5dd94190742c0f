/**
 * The frame of every library and resources page: the title, then either the page or, while the
 * selected choir is not usable, the dashboard's notice (same texts) instead of its content
 * (document 2 §2 "Unconfirmed notice"). Nothing is asked of the API until access is 'ok', so the
 * moment before the ChoirGuard moves on makes no request the server would refuse.
 */
import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { common, members } from '../../../lib/messages.ts';
import { $choirAccess, $selectedChoir } from '../../../stores/choirs.ts';

function Notice({ title, text }: { title: string; text: string }) {
  return (
    <section className="card notice" aria-labelledby="notice-title">
      <h2 id="notice-title">{title}</h2>
      <p>{text}</p>
    </section>
  );
}

export function LibraryFrame({ title, children }: { title: string; children: ReactNode }) {
  const access = useStore($choirAccess);
  const choir = useStore($selectedChoir);
  const n = members.notices;
  return (
    <div className="library-page stack" aria-busy={access === 'loading' || undefined}>
      <h1>{title}</h1>
      {access === 'loading' ? <p className="box__empty">{common.loading}</p> : null}
      {access === 'no-choir' ? <Notice title={n.noChoirTitle} text={n.noChoir} /> : null}
      {access === 'choir-unconfirmed' && choir ? (
        <Notice title={n.choirNotActiveTitle} text={n.choirNotActive(choir.name)} />
      ) : null}
      {access === 'user-unconfirmed' && choir ? (
        <Notice title={n.notConfirmedTitle} text={n.notConfirmed(choir.name)} />
      ) : null}
      {access === 'ok' ? children : null}
    </div>
  );
}

/** 'Librărie Partituri' (document 2 §2: 'Librărie' plus the part's name). */
export const libraryTitle = (part: keyof typeof members.sections.library) =>
  `${members.nav.library} ${members.sections.library[part]}`;

/**
 * The presentation box of Corul meu (document 2, §2, §3 Choir): the choir's image, description,
 * founding year, voices, awards and participation, then its institution and contact details.
 * A choir without a presentation shows a hint: to a conductor what to fill in (with 'Editează
 * Detalii' in the box's header), to a singer that the conductor has not filled it in yet.
 */
import type { ChoirDetails } from '../../lib/api/choirs.ts';
import { choirProfile as cp, members } from '../../lib/messages.ts';
import { Button } from '../../ui/Button.tsx';
import { FactList } from '../../ui/FactList.tsx';

const t = members.myChoir;

export interface ChoirPresentationProps {
  choir: ChoirDetails | undefined;
  onEdit: () => void;
}

function TextList({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <div className="choir-profile__list">
      <h3>{title}</h3>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

export function ChoirPresentation({ choir, onEdit }: ChoirPresentationProps) {
  const empty =
    choir &&
    !choir.logo &&
    !choir.description &&
    choir.year === null &&
    !choir.voices &&
    choir.awards.length === 0 &&
    choir.participation.length === 0;
  const profile = [
    [cp.year, choir?.year],
    [cp.voices, choir?.voices],
  ] as const;
  const facts = [
    [t.entity, choir?.entity],
    [t.place, choir ? `${choir.city}, ${choir.county_name}` : null],
    [t.childrenCount, choir?.choir_members],
    [t.contact, choir?.contact],
    [t.phone, choir?.phone],
    [t.email, choir?.email],
  ] as const;

  return (
    <section
      className="box box--wide-2 choir-profile"
      aria-labelledby="presentation-title"
      aria-busy={!choir || undefined}
    >
      <div className="choir-profile__header">
        <h2 id="presentation-title">{t.presentation}</h2>
        {choir?.can_edit ? (
          <Button variant="secondary" className="button--small" onPress={onEdit}>
            {cp.edit}
          </Button>
        ) : null}
      </div>
      {empty ? (
        <p className="choir-profile__empty">
          {choir.can_edit ? cp.emptyConductor : cp.emptySinger}
        </p>
      ) : null}
      <div className="choir-profile__body">
        {choir?.logo ? (
          <img
            className="choir-profile__logo"
            src={choir.logo}
            alt={cp.logoAlt(choir.name)}
            width={160}
          />
        ) : null}
        <div className="choir-profile__text">
          {choir?.description ? (
            <p className="choir-profile__description">{choir.description}</p>
          ) : null}
          <FactList className="facts" items={profile} />
          <TextList title={cp.awards} items={choir?.awards ?? []} />
          <TextList title={cp.participation} items={choir?.participation ?? []} />
          <FactList className="facts" items={facts} />
        </div>
      </div>
    </section>
  );
}

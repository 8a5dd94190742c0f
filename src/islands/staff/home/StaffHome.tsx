/**
 * The back office's home (issue #23): what waits for the staff today (GET /api/staff/home/), each
 * count a link to its list filtered as the count was made, then every section of the back office.
 */
import { useCachedGet } from '../../../client/use-cached-get.ts';
import type { StaffHome as Home } from '../../../lib/api/staff-home.ts';
import { SUBMISSION_FORMS } from '../../../lib/api/staff-submissions.ts';
import { apiPath } from '../../../lib/api-path.ts';
import { formatDate } from '../../../lib/dates.ts';
import { STAFF_SECTIONS, staff } from '../../../lib/messages-staff.ts';
import { staffHome as m } from '../../../lib/messages-staff-home.ts';
import { staffMessages } from '../../../lib/messages-staff-messages.ts';
import { submissions } from '../../../lib/messages-staff-submissions.ts';
import { staffPaths } from '../../../lib/paths/staff.ts';
import { LoadFailed } from '../../../ui/LoadFailed.tsx';
import './home.css';

const PAGES = '/cont/administrare';
const link = (page: string, query: Record<string, string>) =>
  `${PAGES}/${page}?${new URLSearchParams(query)}`;

interface Item {
  href: string;
  text: string;
  count: number;
}

function Card({ title, items }: { title: string; items: Item[] }) {
  return (
    <section className="staff-home__card" aria-label={title}>
      <h2 className="staff-home__title">{title}</h2>
      <ul className="staff-home__items">
        {items.map((item) => (
          <li key={item.href} className={item.count ? 'staff-home__item--due' : undefined}>
            <a href={item.href}>{item.text}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Waiting({ home }: { home: Home }) {
  const { sign_ups: signUps, consents_swept: swept } = home;
  const boxes = ['contact', 'madrigalist'] as const;
  return (
    <div className="staff-home">
      <Card
        title={m.choirs}
        items={[
          {
            href: link('coruri', { status: 'waiting' }),
            text: m.choirsCount(home.choirs_waiting),
            count: home.choirs_waiting,
          },
        ]}
      />
      <Card
        title={m.messages}
        items={boxes.map((box) => ({
          href: link('mesaje', { box, answered: 'no' }),
          text: m.messagesCount(home.messages_unanswered[box], staffMessages[box]),
          count: home.messages_unanswered[box],
        }))}
      />
      <Card
        title={m.signUps(formatDate(signUps.since))}
        items={SUBMISSION_FORMS.map((form) => ({
          href: link('inscrieri', { form, from: signUps.since }),
          text: m.signUpsCount(signUps.counts[form], submissions.forms[form]),
          count: signUps.counts[form],
        }))}
      />
      <Card
        title={m.swept}
        items={[
          {
            href: link('inscrieri', { form: 'consents', to: swept.until }),
            text: m.sweptCount(swept.count, formatDate(swept.until)),
            count: swept.count,
          },
        ]}
      />
    </div>
  );
}

export default function StaffHome() {
  const { data, failed, reload } = useCachedGet<Home>(apiPath(staffPaths.home));
  return (
    <>
      {data ? <Waiting home={data} /> : null}
      {failed && !data ? (
        <LoadFailed message={m.loadFailed} retry={staff.retry} onRetry={reload} />
      ) : null}
      <h2 className="staff-home__sections">{m.sections}</h2>
      <ul className="staff-sections">
        {STAFF_SECTIONS.map((section) => (
          <li key={section.href}>
            <a href={section.href}>{section.label}</a>
          </li>
        ))}
      </ul>
    </>
  );
}

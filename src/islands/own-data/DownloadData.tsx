/**
 * 'Datele mele', the download (issue #26): the member's own ZIP and, for a parent, each linked
 * child's. The ZIP is streamed and compressed as it is read, so its size is unknown: while it
 * arrives the page shows the megabytes received (a polite live region says when it starts and
 * ends). The member's own download never acts for the child this tab may be acting for; a
 * child's sends that child's id in the acting header, as the server expects.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { api, errorStatus } from '../../client/api.ts';
import { saveFile } from '../../client/save-file.ts';
import type { FamilyAnswer, FamilyChild } from '../../lib/api/families.ts';
import { apiPath } from '../../lib/api-path.ts';
import { todayInBucharest } from '../../lib/dates.ts';
import { ACTING_HEADER } from '../../lib/limits.ts';
import { ownData as m } from '../../lib/messages.ts';
import { familyPaths } from '../../lib/paths/families.ts';
import { ownDataPaths } from '../../lib/paths/own-data.ts';
import { $user } from '../../stores/session.ts';
import { showToast } from '../../stores/toasts.ts';
import { Button } from '../../ui/Button.tsx';
import './own-data.css';

const megabytes = (bytes: number) =>
  (bytes / 1_000_000).toLocaleString('ro-RO', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });

/** Downloads the ZIP of `childId`'s data (the user's own without one), reporting bytes received. */
function fetchOwnData(
  childId: number | null,
  onBytes: (bytes: number) => void,
  signal: AbortSignal,
) {
  return api
    .extend({
      hooks: {
        // After the client's own hook, which adds the tab's acting child: this download decides.
        beforeRequest: [
          (request) => {
            if (childId === null) request.headers.delete(ACTING_HEADER);
            else request.headers.set(ACTING_HEADER, String(childId));
          },
        ],
      },
    })
    .post(apiPath(ownDataPaths.download), {
      // A long history on mobile data may take longer than the client's 30 s.
      timeout: false,
      signal,
      onDownloadProgress: (progress) => onBytes(progress.transferredBytes),
    })
    .blob();
}

function DownloadOne({ child, label }: { child: FamilyChild | null; label: string }) {
  const [received, setReceived] = useState<number | null>(null);
  const [status, setStatus] = useState('');
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  async function start() {
    const controller = new AbortController();
    abort.current = controller;
    setReceived(0);
    setStatus(m.preparing);
    try {
      const blob = await fetchOwnData(child?.id ?? null, setReceived, controller.signal);
      const name = child
        ? `datele-${child.first_name}-${todayInBucharest()}`
        : m.fileName(todayInBucharest());
      saveFile(blob, `${name}.zip`);
      setStatus(m.done);
    } catch (error) {
      if (controller.signal.aborted) return;
      setStatus('');
      showToast({ tone: 'error', text: errorStatus(error) === 429 ? m.tooMany : m.failed });
    } finally {
      if (!controller.signal.aborted) setReceived(null);
    }
  }

  return (
    <div className="own-data__download">
      <Button variant="primary" isPending={received !== null} onPress={() => void start()}>
        {label}
      </Button>
      {received !== null && received > 0 ? (
        <span className="own-data__progress" aria-hidden="true">
          {m.progress(megabytes(received))}
        </span>
      ) : null}
      <span className="visually-hidden" role="status">
        {status}
      </span>
    </div>
  );
}

export default function DownloadData() {
  const user = useStore($user);
  const [children, setChildren] = useState<FamilyChild[]>([]);
  useEffect(() => {
    api
      .get(apiPath(familyPaths.list))
      .json<FamilyAnswer>()
      .then((family) => setChildren(family.children))
      // Without the list the page still offers the member's own download.
      .catch(() => setChildren([]));
  }, []);

  return (
    <section className="card own-data" aria-labelledby="own-data-download">
      <h2 id="own-data-download">{m.downloadTitle}</h2>
      <p>{m.intro}</p>
      <DownloadOne child={null} label={m.download} />
      {children.length > 0 && user ? (
        <>
          <h3>{m.childrenTitle}</h3>
          <p>{m.childrenIntro}</p>
          <ul className="own-data__children">
            {children.map((child) => (
              <li key={child.id}>
                <DownloadOne
                  child={child}
                  label={m.downloadChild(`${child.first_name} ${child.last_name}`.trim())}
                />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

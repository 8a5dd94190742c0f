/**
 * /cont/resurse (document 2 §2, 'Resurse'): three boxes (Afișe, Materiale de brand, Alte
 * materiale), each item with its name, type, size and 'Descarcă' (the file itself, answered as an
 * attachment), each box with 'Descarcă tot' (a streamed zip of the box, with progress).
 */

import { useCachedGet } from '../../../client/use-cached-get.ts';
import { RESOURCE_BOXES, type Resource, type Resources } from '../../../lib/api/library.ts';
import { apiPath } from '../../../lib/api-path.ts';
import { common, library, members } from '../../../lib/messages.ts';
import { libraryPaths } from '../../../lib/paths/library.ts';
import { LoadFailed } from '../../../ui/LoadFailed.tsx';
import { ChoirPageFrame } from '../ChoirPageFrame.tsx';
import { DownloadButton } from './DownloadButton.tsx';
import './library.css';

const m = library.resources;

function ResourceItem({ item }: { item: Resource }) {
  return (
    <li className="resource">
      <span className="resource__name">{item.name}</span>
      <span className="resource__meta">
        <span className="visually-hidden">{m.type}: </span>
        {item.type.toUpperCase()}
        {' · '}
        <span className="visually-hidden">{m.size}: </span>
        {library.size(item.size)}
      </span>
      <a
        className="button button--secondary button--small"
        href={item.file}
        download
        aria-label={library.download.labelFor(item.name)}
      >
        {library.download.label}
      </a>
    </li>
  );
}

function Boxes() {
  const { data, failed, reload } = useCachedGet<Resources>(apiPath(libraryPaths.resources));
  if (!data && failed)
    return (
      <LoadFailed look="card" message={library.loadFailed} retry={library.retry} onRetry={reload} />
    );
  if (!data) return <p className="box__empty">{common.loading}</p>;
  return (
    <div className="resource-boxes">
      {RESOURCE_BOXES.map((box) => (
        <section key={box} className="box" aria-labelledby={`resources-${box}`}>
          <h2 id={`resources-${box}`}>{m.boxes[box]}</h2>
          {data[box].length > 0 ? (
            <>
              <ul className="box__list">
                {data[box].map((item) => (
                  <ResourceItem key={item.id} item={item} />
                ))}
              </ul>
              <DownloadButton
                path={apiPath(libraryPaths.downloadResources, { box })}
                name={m.boxes[box]}
                label={m.downloadAll}
                accessibleName={m.downloadAllLabel(m.boxes[box])}
              />
            </>
          ) : (
            <p className="box__empty">{m.empty}</p>
          )}
        </section>
      ))}
    </div>
  );
}

export default function ResourcesPage() {
  return (
    <ChoirPageFrame className="library-page" title={members.sections.resources}>
      <p className="lead">{m.intro}</p>
      <Boxes />
    </ChoirPageFrame>
  );
}

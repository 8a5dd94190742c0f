/**
 * 'Descarcă' (or 'Descarcă tot') for a zip of the library: while the zip arrives the button is
 * busy and ignores presses, and a progress bar beside it shows the percentage (indeterminate
 * until the size is known). Screen readers hear the start and the end (a polite live region),
 * not every percent; the bar holds the figure for whoever looks. A failure raises the spec's
 * toast 'Fișierul nu a putut fi descărcat.' (document 2 §8).
 */
import { useEffect, useRef, useState } from 'react';
import { ProgressBar } from 'react-aria-components';
import { saveFile } from '../../../client/save-file.ts';
import { library as m } from '../../../lib/messages.ts';
import { showToast } from '../../../stores/toasts.ts';
import { Button } from '../../../ui/Button.tsx';
import { fetchZip, zipName } from './download.ts';
import './download-button.css';

export interface DownloadButtonProps {
  /** As the API client takes it: apiPath(libraryPaths.downloadScore, { id }). */
  path: string;
  /** The item's name: the file is saved as `${name}.zip`. */
  name: string;
  /** The visible text; the accessible name adds the item's (several buttons on one page). */
  label?: string;
  accessibleName?: string;
}

export function DownloadButton({
  path,
  name,
  label = m.download.label,
  accessibleName = m.download.labelFor(name),
}: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const [percent, setPercent] = useState<number | null>(null);
  const [status, setStatus] = useState('');
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  async function start() {
    const controller = new AbortController();
    abort.current = controller;
    setBusy(true);
    setPercent(null);
    setStatus(m.download.preparing);
    try {
      const blob = await fetchZip(path, setPercent, controller.signal);
      saveFile(blob, zipName(name));
      setStatus(m.download.done(zipName(name)));
    } catch {
      if (controller.signal.aborted) return;
      setStatus('');
      showToast({ tone: 'error', text: m.download.failed });
    } finally {
      if (!controller.signal.aborted) setBusy(false);
    }
  }

  return (
    <div className="download">
      <Button
        variant="secondary"
        className="button--small"
        isPending={busy}
        aria-label={accessibleName}
        onPress={() => void start()}
      >
        {label}
      </Button>
      {busy ? (
        <ProgressBar
          className="download__progress"
          aria-label={m.download.progressLabel(name)}
          isIndeterminate={percent === null}
          {...(percent === null ? {} : { value: percent })}
        >
          {({ percentage }) => (
            <>
              <span className="download__bar" aria-hidden="true">
                <span style={{ width: `${percent === null ? 100 : (percentage ?? 0)}%` }} />
              </span>
              <span className="download__figure" aria-hidden="true">
                {percent === null ? '' : `${percent}%`}
              </span>
            </>
          )}
        </ProgressBar>
      ) : null}
      <span className="visually-hidden" role="status">
        {status}
      </span>
    </div>
  );
}

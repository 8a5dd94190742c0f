/**
 * 'Salvează pentru exersat offline' on a score (issue #27): saves its PDF and tracks whole on
 * this device, in the account's cache (src/stores/saved-scores.ts), with a bar of the files done;
 * then 'Salvat pe acest dispozitiv (4,2 MB)' and 'Șterge de pe dispozitiv'. Screen readers hear
 * the start and the end (a polite live region); the focus moves to the button that replaces the
 * one pressed. A failure (no connection, no room) raises an error toast and keeps nothing of it.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { ProgressBar } from 'react-aria-components';
import { offlineSupported } from '../../../client/offline-scores.ts';
import { offline as m } from '../../../lib/messages-offline.ts';
import {
  $savedScores,
  refreshSaved,
  removeOffline,
  saveOffline,
} from '../../../stores/saved-scores.ts';
import { $user } from '../../../stores/session.ts';
import { showToast } from '../../../stores/toasts.ts';
import { Button } from '../../../ui/Button.tsx';
import './download-button.css';
import './save-offline.css';

interface Progress {
  done: number;
  total: number;
}

const isQuotaError = (error: unknown) =>
  error instanceof DOMException && error.name === 'QuotaExceededError';

export function SaveOffline({ scoreId, name }: { scoreId: number; name: string }) {
  const userId = useStore($user)?.id;
  const entry = useStore($savedScores)?.find((score) => score.id === scoreId);
  const isSaved = entry !== undefined;
  const [progress, setProgress] = useState<Progress | null>(null);
  const [status, setStatus] = useState('');
  const box = useRef<HTMLDivElement>(null);
  const moveFocus = useRef(false);

  useEffect(() => {
    if (userId !== undefined) void refreshSaved();
  }, [userId]);
  // The pressed button is gone: its replacement takes the focus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: when the score becomes saved or not.
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    box.current?.querySelector('button')?.focus();
  }, [isSaved]);

  if (!offlineSupported()) return <p className="save-offline__note">{m.unsupported}</p>;

  async function save() {
    setProgress({ done: 0, total: 1 });
    setStatus(m.saving(0, 1));
    moveFocus.current = true;
    try {
      await saveOffline(scoreId, (done, total) => setProgress({ done, total }));
      const saved = $savedScores.get()?.find((score) => score.id === scoreId);
      setStatus(saved ? m.saved(saved.bytes) : '');
    } catch (error) {
      moveFocus.current = false;
      setStatus('');
      showToast({ tone: 'error', text: isQuotaError(error) ? m.full : m.failed });
    } finally {
      setProgress(null);
    }
  }

  async function remove() {
    moveFocus.current = true;
    setStatus('');
    await removeOffline(scoreId);
  }

  return (
    <div className="save-offline" ref={box}>
      {entry ? (
        <>
          <span className="save-offline__saved">{m.saved(entry.bytes)}</span>
          <Button
            variant="ghost"
            className="button--small"
            aria-label={m.removeLabel(name)}
            onPress={() => void remove()}
          >
            {m.remove}
          </Button>
        </>
      ) : (
        <Button
          variant="secondary"
          className="button--small"
          isPending={progress !== null}
          aria-label={m.saveLabel(name)}
          onPress={() => void save()}
        >
          {m.save}
        </Button>
      )}
      {progress ? (
        <ProgressBar
          className="download__progress"
          aria-label={m.saveLabel(name)}
          value={progress.done}
          maxValue={progress.total}
          valueLabel={m.saving(progress.done, progress.total)}
        >
          {({ percentage }) => (
            <>
              <span className="download__bar" aria-hidden="true">
                <span style={{ width: `${percentage ?? 0}%` }} />
              </span>
              <span className="download__figure" aria-hidden="true">
                {m.saving(progress.done, progress.total)}
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

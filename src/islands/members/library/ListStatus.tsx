/**
 * Under a library list's title: the polite live region that says how many items the list holds
 * (rendered from the start, so its first count is announced), and the failure with 'Reîncearcă'
 * (LoadFailed, also the resources' page's).
 */
import { library } from '../../../lib/messages.ts';
import { Button } from '../../../ui/Button.tsx';
import type { ListState } from './use-paged-get.ts';

export function ListStatus({
  state,
  text,
  onRetry,
}: {
  state: ListState;
  text: string;
  onRetry: () => void;
}) {
  return (
    <>
      <p className="library-count" role="status">
        {state === 'ready' ? text : ''}
      </p>
      {state === 'error' ? <LoadFailed onRetry={onRetry} /> : null}
    </>
  );
}

/** A library answer that did not arrive, with 'Reîncearcă'. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="card notice" role="alert">
      <p>{library.loadFailed}</p>
      <Button variant="secondary" onPress={onRetry}>
        {library.retry}
      </Button>
    </div>
  );
}

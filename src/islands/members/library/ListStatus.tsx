/**
 * Under a library list's title: the polite live region that says how many items the list holds
 * (rendered from the start, so its first count is announced), and the failure with 'Reîncearcă'
 * (ui/LoadFailed.tsx).
 */
import { library } from '../../../lib/messages.ts';
import { LoadFailed } from '../../../ui/LoadFailed.tsx';
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
      {state === 'error' ? (
        <LoadFailed
          look="card"
          message={library.loadFailed}
          retry={library.retry}
          onRetry={onRetry}
        />
      ) : null}
    </>
  );
}

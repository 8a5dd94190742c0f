/** What a back-office page shows when its data could not be read: the message and a retry. */
import { staff } from '../../lib/messages-staff.ts';
import { Button } from '../../ui/Button.tsx';

export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="staff-list__failed" role="alert">
      <p>{message}</p>
      <Button variant="secondary" onPress={onRetry}>
        {staff.retry}
      </Button>
    </div>
  );
}

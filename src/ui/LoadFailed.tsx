/**
 * A read that did not arrive: its message, announced at once, and a button that asks again
 * (`retry`: the back office's 'Încearcă din nou', the library's 'Reîncearcă'). Two looks: the back
 * office's dashed box (staff.css) and the members area's card.
 */
import { Button } from './Button.tsx';

const LOOKS = { box: 'staff-list__failed', card: 'card notice' };

export function LoadFailed({
  message,
  retry,
  onRetry,
  look = 'box',
}: {
  message: string;
  retry: string;
  onRetry: () => void;
  look?: keyof typeof LOOKS;
}) {
  return (
    <div className={LOOKS[look]} role="alert">
      <p>{message}</p>
      <Button variant="secondary" onPress={onRetry}>
        {retry}
      </Button>
    </div>
  );
}

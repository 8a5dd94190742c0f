/**
 * The choir modals of the members area, mounted once by the layout: the selection modal
 * (spec §2.9) or the add-choir modal (spec §2.10), whichever `$choirDialog` names.
 * Anything may open them by setting `$choirDialog` ('select' | 'add'); closing sets it to null.
 * Their code (react-aria's dialog, table and form fields) loads when one first opens (issue #21).
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense } from 'react';
import { $choirDialog } from '../../stores/choirs.ts';
import './choir-dialogs.css';

const ChoirSelectionModal = lazy(() =>
  import('./ChoirSelectionModal.tsx').then((module) => ({ default: module.ChoirSelectionModal })),
);
const AddChoirModal = lazy(() =>
  import('./AddChoirModal.tsx').then((module) => ({ default: module.AddChoirModal })),
);

export default function ChoirDialogs() {
  const dialog = useStore($choirDialog);
  if (!dialog) return null;
  return (
    <Suspense fallback={null}>
      {dialog === 'select' ? <ChoirSelectionModal /> : <AddChoirModal />}
    </Suspense>
  );
}

/**
 * The choir modals of the members area, mounted once by the layout: the selection modal
 * (spec §2.9) or the add-choir modal (spec §2.10), whichever `$choirDialog` names.
 * Anything may open them by setting `$choirDialog` ('select' | 'add'); closing sets it to null.
 */
import { useStore } from '@nanostores/react';
import { $choirDialog } from '../../stores/choirs.ts';
import { AddChoirModal } from './AddChoirModal.tsx';
import { ChoirSelectionModal } from './ChoirSelectionModal.tsx';
import './choir-dialogs.css';

export default function ChoirDialogs() {
  const dialog = useStore($choirDialog);
  if (dialog === 'select') return <ChoirSelectionModal />;
  if (dialog === 'add') return <AddChoirModal />;
  return null;
}

/**
 * 'Vezi partitura' on a score of the library (issue #27): its pages drawn in a dialog, on a phone
 * as on a desktop (a phone's browser downloads a PDF rather than showing it). The pages' code and
 * pdf.js load on the first press only, never with the library's list.
 */
import { lazy, Suspense, useState } from 'react';
import { scorePages as m } from '../../../lib/messages-score-pages.ts';
import { Button } from '../../../ui/Button.tsx';
import { Modal } from '../../../ui/Modal.tsx';

const ScorePages = lazy(() => import('../practice/ScorePages.tsx'));

export function ScorePagesButton({ pdfUrl, title }: { pdfUrl: string; title: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        className="button--small"
        aria-label={m.openLabel(title)}
        onPress={() => setOpen(true)}
      >
        {m.open}
      </Button>
      <Modal title={m.dialogTitle(title)} isOpen={open} onClose={() => setOpen(false)} size="lg">
        <Suspense fallback={<p role="status">{m.loading}</p>}>
          <ScorePages pdfUrl={pdfUrl} title={title} />
        </Suspense>
      </Modal>
    </>
  );
}

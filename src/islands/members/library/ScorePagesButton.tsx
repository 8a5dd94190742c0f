/**
 * 'Vezi partitura' on a score of the library (issue #27): its pages drawn in a dialog, on a phone
 * as on a desktop (a phone's browser downloads a PDF rather than showing it). The pages' code and
 * pdf.js load on the first press only, never with the library's list; while they arrive the button
 * is busy, and a load that fails (no connection) raises the network toast and leaves the list as
 * it was, so the next press tries again.
 */
import { type ComponentType, useState } from 'react';
import { scorePages as m } from '../../../lib/messages-score-pages.ts';
import { showNetworkErrorToast } from '../../../stores/toasts.ts';
import { Button } from '../../../ui/Button.tsx';
import { Modal } from '../../../ui/Modal.tsx';

type ScorePages = ComponentType<{ pdfUrl: string; title: string }>;

export function ScorePagesButton({ pdfUrl, title }: { pdfUrl: string; title: string }) {
  const [Pages, setPages] = useState<ScorePages | null>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function show() {
    setBusy(true);
    try {
      const { default: loaded } = await import('../practice/ScorePages.tsx');
      setPages(() => loaded);
      setOpen(true);
    } catch {
      showNetworkErrorToast();
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button
        variant="secondary"
        className="button--small"
        aria-label={m.openLabel(title)}
        isPending={busy}
        onPress={() => void show()}
      >
        {m.open}
      </Button>
      {Pages ? (
        <Modal title={m.dialogTitle(title)} isOpen={open} onClose={() => setOpen(false)} size="lg">
          <Pages pdfUrl={pdfUrl} title={title} />
        </Modal>
      ) : null}
    </>
  );
}

/**
 * 'Descarcă: PDF · Excel' under a list of the members area (document 1 §9: exports loaded lazily).
 * The export code (pdf-lib, fontkit, the workbook writer) is a chunk of its own, imported on the
 * first click; the table is read from the screen's data at that moment. A failure (the chunk or
 * the font cannot be loaded within LAZY_LOAD_TIMEOUT_MS, the file cannot be made) says so in
 * Romanian beside the buttons.
 */
import { useState } from 'react';
import type { ExportFormat } from '../../../client/export/download.ts';
import type { ExportTable } from '../../../client/export/table.ts';
import { LAZY_LOAD_TIMEOUT_MS } from '../../../lib/limits.ts';
import { exportFiles as m } from '../../../lib/messages-export.ts';
import { Banner } from '../../../ui/Banner.tsx';
import { Button } from '../../../ui/Button.tsx';
import './export-buttons.css';

export interface ExportButtonsProps {
  /** What is downloaded, for the buttons' names: 'lista membrilor'. */
  what: string;
  table: () => ExportTable;
}

async function download(table: ExportTable, format: ExportFormat) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), LAZY_LOAD_TIMEOUT_MS);
  });
  try {
    const work = import('../../../client/export/download.ts').then(({ downloadTable }) =>
      downloadTable(table, format),
    );
    await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function ExportButtons({ what, table }: ExportButtonsProps) {
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [failed, setFailed] = useState(false);

  const run = async (format: ExportFormat) => {
    setBusy(format);
    setFailed(false);
    try {
      await download(table(), format);
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="export">
      <fieldset className="export__buttons">
        <legend className="export__label">{m.download}:</legend>
        <Button
          variant="secondary"
          className="button--small"
          aria-label={m.pdfLabel(what)}
          isPending={busy === 'pdf'}
          onPress={() => run('pdf')}
        >
          {m.pdf}
        </Button>
        <Button
          variant="secondary"
          className="button--small"
          aria-label={m.xlsxLabel(what)}
          isPending={busy === 'xlsx'}
          onPress={() => run('xlsx')}
        >
          {m.xlsx}
        </Button>
      </fieldset>
      <Banner tone="error">{failed ? m.failed : null}</Banner>
    </div>
  );
}

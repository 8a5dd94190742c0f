/**
 * 'Descarcă: PDF · Excel' under a list of the members area (document 1 §9: exports loaded lazily).
 * Each format's code is a chunk of its own, imported on its first click (the PDF's pdf-lib and
 * fontkit, the workbook's writer); the table is read from the screen's data at that moment. A failure (the chunk or
 * the font cannot be loaded within LAZY_LOAD_TIMEOUT_MS, the file cannot be made) says so in
 * Romanian beside the buttons.
 */
import { useState } from 'react';
import type { ExportTable } from '../../../client/export/table.ts';
import { saveFile } from '../../../client/save-file.ts';
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

type ExportFormat = 'pdf' | 'xlsx';

/** Each format's chunk: a module whose makeFile(table) answers the file. */
const MAKERS: Record<
  ExportFormat,
  () => Promise<{ makeFile: (table: ExportTable) => Promise<Blob> }>
> = {
  pdf: () => import('../../../client/export/pdf-file.ts'),
  xlsx: () => import('../../../client/export/xlsx.ts'),
};

async function download(table: ExportTable, format: ExportFormat) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), LAZY_LOAD_TIMEOUT_MS);
  });
  try {
    const work = MAKERS[format]().then(({ makeFile }) => makeFile(table));
    saveFile(await Promise.race([work, timeout]), `${table.fileName}.${format}`);
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

/**
 * One submission whole, in a modal: every field with its label as the API gives them (the
 * questionnaire's 39 questions, a consent's agreements). A consent adds its state and the link
 * that opens its signed PDF in a new tab (each opening is recorded in the journal).
 */

import { useCachedGet } from '../../../client/use-cached-get.ts';
import type { SubmissionDetail, SubmissionForm } from '../../../lib/api/staff-submissions.ts';
import { apiPath } from '../../../lib/api-path.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { submissions as m } from '../../../lib/messages-staff-submissions.ts';
import { submissionPaths } from '../../../lib/paths/staff-submissions.ts';
import { FactList } from '../../../ui/FactList.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import { ConsentStateBadge } from './ConsentStateBadge.tsx';

interface Props {
  form: SubmissionForm;
  id: number;
  onClose: () => void;
}

export function SubmissionModal({ form, id, onClose }: Props) {
  const { data, failed } = useCachedGet<SubmissionDetail>(
    apiPath(submissionPaths.submission, { form, id }),
  );
  return (
    <Modal title={m.detailTitle(m.detailTitles[form], id)} isOpen onClose={onClose} size="lg">
      {!data ? (
        <p role={failed ? 'alert' : undefined}>{failed ? m.loadFailed : m.loading}</p>
      ) : (
        <>
          <p className="submission__sent">
            {m.submittedAt}: {formatDateTime(data.created_at)}
          </p>
          {data.consent ? (
            <section className="staff-panel submission__consent" aria-label={m.state}>
              <p>
                <ConsentStateBadge state={data.consent.state} /> {m.stateHint}
              </p>
              <p>
                <a
                  className="button button--primary"
                  href={data.consent.pdf}
                  target="_blank"
                  rel="noopener"
                >
                  {m.openPdf}
                </a>
              </p>
              <p className="submission__note">{m.pdfNote}</p>
            </section>
          ) : null}
          <FactList
            className="submission__fields"
            items={data.fields.map((field) => [field.label, field.value || '—'] as const)}
          />
        </>
      )}
    </Modal>
  );
}

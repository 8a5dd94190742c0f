/** The link to the privacy policy beside a form's agreement, opened in a new tab so the form keeps what was typed. */
import { common } from '../lib/messages.ts';

export function PrivacyLink() {
  return (
    <a href="/politica-de-confidentialitate" target="_blank" rel="noopener">
      {common.privacyLink}
    </a>
  );
}

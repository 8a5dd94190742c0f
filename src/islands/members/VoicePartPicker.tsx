/**
 * A member's voice part in the members table (issue #27), for the choir's conductors: a native
 * select (small in a table row, at home on a phone, labelled with the member's name) of the
 * library's voices and 'Fără voce'. A choice is saved at once; on failure it goes back, with a toast.
 */
import { useState } from 'react';
import { api } from '../../client/api.ts';
import type { LibraryTerm } from '../../lib/api/library.ts';
import type { AnyChoirMember } from '../../lib/api/members.ts';
import { apiPath } from '../../lib/api-path.ts';
import { members } from '../../lib/messages.ts';
import { choirPaths } from '../../lib/paths/choirs.ts';
import { showToast } from '../../stores/toasts.ts';
import { partName } from './voice-parts.ts';

const t = members.myChoir;

export interface VoicePartPickerProps {
  choirId: number;
  member: AnyChoirMember;
  voices: readonly LibraryTerm[];
  onChanged: () => void;
}

export function VoicePartPicker({ choirId, member, voices, onChanged }: VoicePartPickerProps) {
  const [part, setPart] = useState(member.voice_part ?? null);
  const [busy, setBusy] = useState(false);

  async function choose(value: string) {
    const before = part;
    const chosen = value ? Number(value) : null;
    setPart(chosen);
    setBusy(true);
    try {
      await api.post(apiPath(choirPaths.setVoicePart, { id: choirId }), {
        json: { user_id: member.user_id, voice_part: chosen },
      });
      showToast({ tone: 'success', text: t.voicePartSaved(member.name, partName(voices, chosen)) });
      onChanged();
    } catch {
      setPart(before);
      showToast({ tone: 'error', text: t.voicePartFailed(member.name) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <select
      className="voice-part-picker"
      aria-label={t.voicePartOf(member.name)}
      value={part ?? ''}
      disabled={busy}
      onChange={(event) => void choose(event.target.value)}
    >
      <option value="">{t.noVoicePart}</option>
      {voices.map((term) => (
        <option key={term.id} value={term.id}>
          {term.name}
        </option>
      ))}
    </select>
  );
}

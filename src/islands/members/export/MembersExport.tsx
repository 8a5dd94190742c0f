/**
 * 'Descarcă' under the members table of Corul meu: the rows of the chosen tab (every page of it),
 * with the columns that person sees there (a conductor: name, role, voice part, e-mail, sex, birth
 * date, status, the parent's consent of a child; a singer: name, role, city, county), in the
 * table's order (grouped by part when the table is). 'Verifică' and the avatars stay on the screen.
 */
import { useStore } from '@nanostores/react';
import { type ExportTable, fileSlug } from '../../../client/export/table.ts';
import type { LibraryTerm } from '../../../lib/api/library.ts';
import type { AnyChoirMember } from '../../../lib/api/members.ts';
import { countyName } from '../../../lib/counties.ts';
import { formatDate } from '../../../lib/dates.ts';
import { members } from '../../../lib/messages.ts';
import { childConsent, consentSummary } from '../../../lib/messages-child-consent.ts';
import { exportFiles as m } from '../../../lib/messages-export.ts';
import { $selectedChoir } from '../../../stores/choirs.ts';
import { statusText } from '../member-status.ts';
import { partName } from '../voice-parts.ts';
import { ExportButtons } from './ExportButtons.tsx';

const t = members.myChoir;

const role = (member: AnyChoirMember) => (member.type === '1' ? t.roles.conductor : t.roles.singer);

export function membersTable(
  rows: readonly AnyChoirMember[],
  isConductor: boolean,
  voices: readonly LibraryTerm[],
  choir: string,
  filter: string,
): ExportTable {
  const columns = isConductor
    ? [t.name, t.role, t.voicePart, t.email, t.sex, t.birthDate, t.status, childConsent.column]
    : [t.name, t.role, t.city, t.county];
  const cells = (member: AnyChoirMember) =>
    isConductor
      ? [
          member.name,
          role(member),
          member.status ? partName(voices, member.voice_part) : '',
          member.email ?? '',
          member.sex ? (t.sexes[member.sex] ?? '') : '',
          member.birth_date ? formatDate(member.birth_date) : '',
          statusText(member),
          consentSummary(member.consent),
        ]
      : [
          member.name,
          role(member),
          member.city ?? '',
          member.county ? countyName(member.county) : '',
        ];
  return {
    title: m.membersTitle,
    subtitle: `${choir} · ${filter}`,
    fileName: fileSlug(m.membersFile, choir, filter),
    columns,
    rows: rows.map(cells),
  };
}

export interface MembersExportProps {
  rows: readonly AnyChoirMember[];
  isConductor: boolean;
  voices: readonly LibraryTerm[];
  /** The chosen tab's name: 'Toți', 'Dirijori'… */
  filter: string;
}

export function MembersExport({ rows, isConductor, voices, filter }: MembersExportProps) {
  const choir = useStore($selectedChoir);
  if (!rows.length) return null;
  return (
    <ExportButtons
      what={m.membersWhat}
      table={() => membersTable(rows, isConductor, voices, choir?.name ?? '', filter)}
    />
  );
}

/** The back office's side menu (issue #12): its sections, and the way back to the members' area. */
import { STAFF_SECTIONS, staff } from '../../lib/messages-staff.ts';
import { SideNav } from '../members/SideNav.tsx';

const ITEMS = [...STAFF_SECTIONS, { href: '/cont/dashboard', label: staff.backToMembers }];

export default function StaffNav() {
  return <SideNav label={staff.navLabel} items={ITEMS} />;
}

/** The shapes of the API answers the islands read (docs/api.md). */

/** GET /api/account/details/ */
export interface UserDetails {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  /** A path such as '/media/avatars/….webp', or null. */
  avatar: string | null;
  /** 'gdpr-agree' until the user agrees, then 'active'. */
  status: 'gdpr-agree' | 'active' | (string & {});
  /** YYYY-MM-DD or null. */
  birth_date: string | null;
  sex: 'M' | 'F' | null;
  phone: string | null;
  /** County code, e.g. 'CJ'. */
  judet: string | null;
  localitate: string | null;
  is_completed: boolean;
  /** Ids of the choirs this user conducts. */
  conductor_in: number[];
  is_staff: boolean;
}

/** One item of GET /api/account/choirs/ */
export interface AccountChoir {
  id: number;
  name: string;
  city: string;
  /** County code, e.g. 'IS'. */
  county: string;
  /** The county's name, e.g. 'Iași'. */
  county_name: string;
  /** The programme has confirmed (activated) the choir. */
  is_confirmed: boolean;
  /** The choir's conductor has approved the user in it. */
  user_is_confirmed: boolean;
  is_member: boolean;
}

/** GET /api/choir/: one page of choirs, in Django REST framework's shape. */
export interface ChoirPage {
  count: number;
  /** Relative links such as '/api/choir/?name=cor&page=2', or null. */
  next: string | null;
  previous: string | null;
  results: AccountChoir[];
}

/** GET /api/choir/{id}/: the listed fields and the details; contact fields are null for outsiders. */
export interface ChoirDetails extends AccountChoir {
  entity: string;
  choir_members: number;
  is_conductor: boolean;
  address: string | null;
  contact: string | null;
  phone: string | null;
  email: string | null;
  protocol_number: string | null;
}

/**
 * One item of GET /api/choir/{id}/members/. Conductors get every field; a singer gets the
 * approved members only, without e-mail, sex, birth date and request date.
 */
export interface ChoirMember {
  id: number;
  user_id: number;
  name: string;
  first_name: string;
  last_name: string;
  city: string | null;
  county: string | null;
  avatar: string | null;
  /** '1' conductor, '0' singer (document 2, §9). */
  type: '0' | '1';
  /** true approved, false waiting for approval. */
  status: boolean;
  email?: string;
  sex?: 'M' | 'F' | null;
  birth_date?: string | null;
  date_joined?: string;
}

/** GET /api/dashboard/{id}/summary */
export interface DashboardSummary {
  /** Approved members, conductors included. */
  members: number;
  conductors: number;
  /** Future events. */
  events: number;
  /** Requests waiting for a conductor's approval. */
  waiting: number;
}

/** POST /api/token-auth/ */
export interface TokenAnswer {
  token: string;
}

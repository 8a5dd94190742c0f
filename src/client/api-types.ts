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

/** POST /api/token-auth/ */
export interface TokenAnswer {
  token: string;
}

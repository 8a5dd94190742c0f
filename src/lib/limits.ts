/**
 * Every constant of spec §9 (both documents), plus the few limits the server adds.
 * One source of truth: forms, API routes, tests and pages import from here.
 */

/** Breakpoints in px (spec §9): xs 576, sm 768, md 992, lg 1200, xl unbounded. */
export const BREAKPOINTS = { xs: 576, sm: 768, md: 992, lg: 1200 } as const;

// Lists and paging
export const CHOIR_TABLE_PAGE_SIZE = 9;
export const DASHBOARD_LIST_SIZE = 5;
export const MEMBERS_TABLE_PAGE_SIZE = 10;
export const LIBRARY_PAGE_SIZE = 10;
/** A score list filter (voices, themes…) names at most this many ids (the vocabularies are short). */
export const LIBRARY_FILTER_MAX_IDS = 50;
/** News cards and videos per page of /evenimente/stiri (ours: 1,000 items in one page made 1 MB of HTML). */
export const NEWS_PAGE_SIZE = 12;
/** Joining is blocked when the user already has more than this many unconfirmed memberships. */
export const MAX_UNCONFIRMED_MEMBERSHIPS = 2;
/** A conductor approves or refuses at most this many requests in one call (issue #23). */
export const MEMBERS_BULK_MAX = 100;

// Field lengths and formats
export const MIN_LENGTH_SHORT = 3;
export const MIN_LENGTH_MEDIUM = 5;
export const MIN_LENGTH_MESSAGE = 30;
export const PASSWORD_MIN_LENGTH = 8;
/** The server refuses passwords longer than this (argon2 cost stays bounded). */
export const PASSWORD_MAX_LENGTH = 128;
/** Names, e-mails and other single-line texts are capped by the server. */
export const TEXT_MAX_LENGTH = 150;
export const PHONE_DIGITS = 10;
export const EVENT_TIME_STEP_MINUTES = 15;
/** An event lasts at most this many days (ours): a window's events are read from its start minus this. */
export const EVENT_MAX_DAYS = 31;
/** GET /api/event/ answers at most this many days at once (ours: a month grid is 42 days). */
export const EVENT_WINDOW_MAX_DAYS = 62;
/**
 * A repeating event's last day is at most this many days after its first (ours: a school year;
 * weekly, at most 53 occurrences, each an ordinary event row).
 */
export const SERIES_MAX_DAYS = 365;
/** How often a series repeats, in weeks: 'Săptămânal' and 'La două săptămâni'. */
export const SERIES_REPEATS = { weekly: 1, biweekly: 2 } as const;
/** The calendar feed (.ics) holds the events from this many days back… */
export const FEED_DAYS_BACK = 90;
/** …to this many days ahead (ours: a school year and its summer, and the feed stays small). */
export const FEED_DAYS_AHEAD = 400;
/** Calendar feed texts the server keeps built, one per set of calendars shown (ours: ~25 KB each). */
export const FEED_CACHE_ENTRIES = 2000;
/** An event's description, a choir's description (ours). */
export const LONG_TEXT_MAX_LENGTH = 2000;
export const AUDITION_AGE = { min: 5, max: 99, step: 1 } as const;
export const WORKSHOP_AGE = { min: 4, max: 99 } as const;
/** A workshop sign-up chooses at most this many workshops (ours: a session date holds a handful). */
export const WORKSHOP_CHOICES_MAX = 20;
/** How long a workshop lasts, for its calendar file (the /ateliere page: about an hour and a half). */
export const WORKSHOP_MINUTES = 90;
export const QUESTIONNAIRE = { questions: 39, required: 16, optional: 23 } as const;
/** A parental consent is valid this many years from signing, or until withdrawn (spec §9). */
export const CONSENT_VALID_YEARS = 7;
/** A child has at most this many active parents on the platform (issue #25). */
export const FAMILY_MAX_PARENTS = 2;
/** How long the mailed link of a parent–child link request stays valid, in hours. */
export const FAMILY_LINK_HOURS = 72;
/** A parent has at most this many children (active links and managed children together). */
export const FAMILY_MAX_CHILDREN = 12;
/**
 * Romania's age of digital consent (GDPR art. 8, Law 190/2018): below it a member's data is
 * processed on the consent of a parent (issue #25), counted from the birth date in Bucharest.
 */
export const CHILD_CONSENT_AGE = 16;
/** Mails to a child's parent (the consent link, sent again or to a new address): per child. */
export const PARENT_CONSENT_MAILS = { max: 3, windowSeconds: 60 * 60 } as const;
/** A child whose parent has not signed this many days after the link was mailed is asked again. */
export const PARENT_CONSENT_REMIND_DAYS = 7;
/**
 * The drawn signature travels as a PNG data URL: the pad exports it at SIGNATURE_PX (a small
 * line drawing: a few KB), well under this bound, which keeps the body under JSON_BODY_MAX_BYTES.
 */
export const SIGNATURE_DATA_URL_MAX_LENGTH = 48 * 1024;
export const SIGNATURE_PX = { width: 600, height: 200 } as const;
/** A drawn signature's accepted dimensions, in pixels (any pad, any screen, but no poster). */
export const SIGNATURE_BOUNDS_PX = { min: 20, maxWidth: 2000, maxHeight: 1000 } as const;
/** Date pickers for birth dates open on this year (spec §5, finalize account). */
export const BIRTH_DATE_PICKER_START_YEAR = 2000;
/**
 * The years every date of a form or a query string lies in (ours): PostgreSQL has no year 0, and
 * past 9999 JavaScript writes '+010000-01-01', which no query takes (issue #19: a 500). A birth
 * date starts at the first; nothing the programme plans or counts reaches the last.
 */
export const DAY_YEARS = { min: 1900, max: 2999 } as const;
/** The most pieces on one event's programme (issue #27): a long concert has about twenty. */
export const PROGRAMME_MAX_SCORES = 30;
/** The largest value of a PostgreSQL integer column: no id is larger. */
export const MAX_ID = 2_147_483_647;

// Timing
export const NEWS_CAROUSEL_INTERVAL_MS = 4000;
export const TOAST_AUTO_HIDE_MS = 5000;
export const SCROLL_TO_TOP_MS = 1000;
export const COUNTY_SCROLL_MS = 500;
export const LAZY_LOAD_TIMEOUT_MS = 120_000;
export const ACTIVATION_REDIRECT_SECONDS = 10;
export const QUESTIONNAIRE_SCROLL_MS = 1000;

// Cookies and stored state
/** The session token: set and cleared by the server only, HttpOnly, so no script can read it. */
export const AUTH_COOKIE = '__cm_tkn';
/**
 * The request header by which a parent's members area acts for one of their children (issue #25):
 * the child's user id. Kept per tab in sessionStorage under ACTING_CHILD_KEY.
 */
export const ACTING_HEADER = 'x-acting-for';
export const ACTING_CHILD_KEY = 'cm-acting-child';
/** The same id as a query parameter, for the player's media files (an element sends no header). */
export const ACTING_QUERY = 'acting_for';
/**
 * Set and cleared by the server beside AUTH_COOKIE, readable by scripts, holding no secret: it only
 * tells the page scripts (account link, /cont guards) that a session probably exists.
 */
export const SESSION_HINT_COOKIE = '__cm_in';
/** The members' frame's offline notice (MembersLayout.astro; issue #27), which the toasts defer to. */
export const OFFLINE_NOTICE_ID = 'offline-notice';
export const AUTH_TOKEN_DAYS = 30;
export const CONSENT_COOKIE_DAYS = 30;
/** The cookie-consent choice: a JSON list of 'essential' / 'statistics' (spec §3). */
export const CONSENT_COOKIE = '__cm_consent';
export const CLIENT_STATE_VERSION = '1.0.0';
export const CONSENT_VALIDITY_YEARS = 7;
export const PROGRESS_MAX = 100;

// Codes
export const MEMBER_TYPE = { singer: '0', conductor: '1' } as const;
export const EVENT_TYPES = {
  1: 'Concert',
  2: 'Repetiție',
  3: 'Workshop',
  4: 'Festival',
  5: 'Alte acțiuni',
} as const;

// Server-side limits (not in the spec; chosen in docs/decisions.md)
export const ACTIVATION_CODE_HOURS = 72;
export const RESET_TOKEN_MINUTES = 60;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_SIZE_PX = 512;
/** A choir's image (logo or group photo): the same upload limit as an avatar, kept wider. */
export const CHOIR_IMAGE_MAX_BYTES = AVATAR_MAX_BYTES;
/** The choir image is re-encoded to fit within this many pixels on its longer side. */
export const CHOIR_IMAGE_MAX_PX = 800;
/** A choir's awards and participation lists: at most this many entries each. */
export const CHOIR_LIST_MAX_ITEMS = 30;
/** The earliest founding year a choir may give (the latest is the current year). */
export const CHOIR_YEAR_MIN = 1800;
/** A choir's voices ("Sopran, alto"): a short text. */
export const CHOIR_VOICES_MAX_LENGTH = 100;
/** Entries of a choir's history per page (GET /api/choir/{id}/history/). */
export const CHOIR_HISTORY_PAGE_SIZE = 10;
export const CAPTCHA_EXPIRES_MINUTES = 10;
export const JSON_BODY_MAX_BYTES = 64 * 1024;
/** choir_members of the add-choir form: a positive whole number up to this (a school choir, not a city). */
export const CHOIR_MEMBERS_MAX = 500;
/** A message to the madrigal singers (and a reply): long enough to ask something, a page at most. */
export const MADRIGALIST_MESSAGE_MIN_LENGTH = 10;
export const MADRIGALIST_MESSAGE_MAX_LENGTH = 2000;
/** A member's own messages per page of GET /api/messaging/madrigalist/. */
export const MADRIGALIST_PAGE_SIZE = 10;
/** Messages per page of the team's inbox (GET /api/messaging/madrigalist/inbox/). */
export const MADRIGALIST_INBOX_PAGE_SIZE = 20;
/** Replies marked read by one call of POST /api/messaging/madrigalist/read/ at most. */
export const MADRIGALIST_READ_MAX_IDS = 100;
/** The dashboard's messages box shows the start of a reply, this many characters at most. */
export const DASHBOARD_MESSAGE_EXCERPT_LENGTH = 140;
/** A user founds at most this many choirs a day (each one mails the whole team). */
export const CHOIRS_FOUNDED_PER_DAY = 5;
/** A choir's conductors hear of one user's join request at most once a day (join, leave, join…). */
export const JOIN_MAILS_PER_DAY = 1;

/** Fixed windows: at most `max` attempts per `windowSeconds` for one key (an IP or an e-mail). */
/**
 * Failed logins within the window after which every further try of that pair, account or address
 * must carry a solved bot check (proof of work): guessing stays slow and costly, yet nobody can
 * lock an account's owner or a school's shared address out. A success clears the pair's count.
 */
export const LOGIN_CHALLENGE = { perPair: 3, perAccount: 10, perIp: 20, windowSeconds: 15 * 60 };

export const RATE_LIMITS = {
  register: { perIp: 10, perEmail: 5, windowSeconds: 60 * 60 },
  reset: { perIp: 10, perEmail: 3, windowSeconds: 60 * 60 },
  /** The public contact form: each message mails the whole team. */
  contact: { perIp: 5, perEmail: 5, windowSeconds: 60 * 60 },
  /** Messages to the madrigal singers, each mailed to the whole team; `perEmail` counts per account. */
  madrigalist: { perIp: 30, perEmail: 5, windowSeconds: 60 * 60 },
  /**
   * Each public sign-up form (auditions, workshops, campaign, questionnaire, consent), counted per
   * form: a school's one address may send a class's sign-ups; a parent may sign up a few children.
   */
  signup: { perIp: 30, perEmail: 5, windowSeconds: 60 * 60 },
} as const;
export type RateLimitName = keyof typeof RATE_LIMITS;
export interface RateLimitRule {
  perIp: number;
  perEmail: number;
  windowSeconds: number;
}

// Mail delivery
/** Sent mails are deleted from the outbox after this many days (services/housekeeping.ts). */
export const MAIL_KEEP_DAYS = 30;
export const MAIL_RETRY_SECONDS = [30, 120, 600, 3600, 6 * 3600] as const;

// The members area's player (document 2 §4, issue #10)
/** The playback speeds offered for learning a part; the browser keeps the pitch (`preservesPitch`). */
export const PLAYER_SPEEDS = [0.5, 0.75, 1, 1.25] as const;
/** The shortest A–B loop, in seconds: a shorter one would stutter rather than repeat a phrase. */
export const LOOP_MIN_SECONDS = 0.5;
/** The seconds the lock screen's and headset's skip buttons move (Media Session seekbackward/seekforward). */
export const PLAYER_SEEK_SECONDS = 10;

// The practice view: every voice part of a score together, with a mixer (issue #27)
/** Tempo as a share of the recording's, in steps of 5 %: slower to learn, a little faster to test. */
export const PRACTICE_TEMPO = { min: 0.5, max: 1.25, step: 0.05 } as const;
/** 'Vocea mea': the singer's own part at full volume, every other part this low (heard, not leading). */
export const PRACTICE_OTHERS_VOLUME = 0.35;
/** The seconds Left and Right arrows (and the lock screen's skip buttons) move. */
export const PRACTICE_SEEK_SECONDS = 5;

// Uploads: where they are written and how their contents are checked (issue #19)
/**
 * How long a request may take to arrive whole. Node's default (5 minutes) would cut a video lesson
 * of 1 GB uploaded at less than 27 Mbit/s (back office, issue #12). A file being written that is
 * older than this belongs to no running request: the staging sweep may remove it.
 */
export const REQUEST_TIMEOUT_MS = 2 * 60 * 60 * 1000;
/** The heap of the worker that loads an uploaded PDF whole (a real 200 MB score needs about 21 MB). */
export const PDF_CHECK_HEAP_MB = 256;
/** The time that worker may take (a real 200 MB score loads in under 2 s). */
export const PDF_CHECK_TIMEOUT_MS = 20_000;
/** An uploaded MP3's bytes between its tags that may be other than audio frames (damaged frames). */
export const MP3_MAX_JUNK_RATIO = 0.1;
/** The largest picture sharp decodes from an upload (width × height), avatars and library alike. */
export const IMAGE_MAX_INPUT_PIXELS = 50_000_000;

// The back office (issue #12)
/** Rows of a back-office list page. */
export const STAFF_PAGE_SIZE = 25;
/** Rows a long list counts at most: past it the list says „Peste 1.000 de rezultate” (keyset.ts). */
export const STAFF_COUNT_LIMIT = 1000;
/** Rows read from the database at a time while an export streams (constant memory). */
export const EXPORT_BATCH_SIZE = 1000;
/** The back office's home counts the public forms' sign-ups of this many days, today included (issue #23). */
export const STAFF_HOME_RECENT_DAYS = 7;
/** The back office's home warns of the consents the sweep deletes within this many days (issue #23). */
export const STAFF_HOME_SWEEP_NOTICE_DAYS = 30;
/** Longest search text a list accepts. */
export const STAFF_SEARCH_MAX_LENGTH = 100;
/** A withdrawal's reason (required) and a confirmation's note (optional): this many characters. */
export const CHOIR_REASON_MIN_LENGTH = 5;
export const CHOIR_REASON_MAX_LENGTH = 500;
/** A block's reason (optional): at most this many characters. */
export const BLOCK_REASON_MAX_LENGTH = 500;

// The back office's library (issue #12)
/** The largest upload of each kind, in MiB. */
export const LIBRARY_UPLOAD_MAX_MB = { pdf: 50, audio: 100, video: 1024, image: 5, resource: 200 };
export const LIBRARY_NAME_MAX_LENGTH = 200;
export const LIBRARY_DESCRIPTION_MAX_LENGTH = 5000;
export const LIBRARY_TRACK_TITLE_MAX_LENGTH = 120;
export const LIBRARY_TERM_NAME_MAX_LENGTH = 80;
/** A storage key a body names: longer is no key an upload gave. */
export const LIBRARY_FILE_KEY_MAX_LENGTH = 200;
export const LIBRARY_MAX_TRACKS = 40;
/** Terms of one vocabulary a score may have. */
export const LIBRARY_MAX_TERMS = 50;
/** The largest position of a resource in its box (and of a term in its vocabulary). */
export const LIBRARY_POSITION_MAX = 10_000;
/** A track's starting note (issue #27), a MIDI number: the piano's keys, La0 (21) to Do8 (108). */
export const STARTING_NOTE_MIN = 21;
export const STARTING_NOTE_MAX = 108;

// The back office's workshops and messages (issue #12)
/** Most places a workshop may offer. */
export const WORKSHOP_PLACES_MAX = 10_000;
/** Longest reply of the team to a message. */
export const STAFF_REPLY_MAX_LENGTH = 5000;

// 'Datele mele' (issue #26)
/**
 * Downloads of one person's data a day (their own, or a parent's for the child): each reads all
 * of a long history; a few retries after a lost connection are enough.
 */
export const OWN_DATA_EXPORTS_PER_DAY = 5;

// Retention (issue #26): how long each kind of data is kept; the reasons in docs/decisions.md
/** The retention job runs once a day, at the first hourly check after this hour (Bucharest time). */
export const RETENTION_RUN_HOUR = 3;
/** How often each server process checks whether today's retention run is due. */
export const RETENTION_CHECK_MINUTES = 60;
/** Wrong passwords when asking for an account's deletion, per asking account and window. */
export const DELETION_PASSWORD_TRIES = { max: 5, windowSeconds: 60 * 60 } as const;
/** A hold's reason: required, this long. */
export const RETENTION_REASON = { min: 5, max: 500 } as const;
/**
 * The periods, in days unless named otherwise. Each rule of src/server/retention/rules.ts reads
 * its own; the privacy policy page prints them (src/lib/privacy-retention.ts).
 */
export const RETENTION = {
  /** An account whose activation link was never opened, counted from its creation. */
  unactivatedAccountDays: 30,
  /** A request to join a choir that no conductor approved or refused, from the request. */
  unansweredRequestDays: 90,
  /** An audition sign-up, from sending (one audition season). */
  auditionDays: 365,
  /** A workshop sign-up, after the last day of the workshops it chose. */
  workshopAfterDays: 90,
  /** A campaign answer ('DA pentru ora de muzică'), from sending. */
  campaignDays: 730,
  /** A questionnaire ('Muzica pentru toți'), from sending. */
  questionnaireDays: 730,
  /** A contact message and the team's replies, after the last of them. */
  contactDays: 365,
  /** A message to the madrigal singers and its replies, after the last of them. */
  madrigalistDays: 730,
  /** A session or a one-time code, after it expired (it no longer opens anything). */
  expiredTokenDays: 0,
  /** An account without a login for this many years is warned by mail… */
  inactiveAccountYears: 3,
  /** …and deleted this many days after the warning, unless its owner logs in. */
  inactiveWarningDays: 30,
  /** A parental consent, signed or withdrawn, from signing (as the proof of what was agreed). */
  consentYears: CONSENT_VALID_YEARS,
  /**
   * An account whose owner (or a parent for a child) asked for its deletion, from the request: a
   * grace period in which a login or the mail's link cancels it.
   */
  deletionGraceDays: 14,
} as const;
/** Attendance stays editable this many days after an event ends, then closes (ours, issue #28). */
export const ATTENDANCE_OPEN_DAYS = 7;
/** A planned absence covers at most this many days, both ends included (ours, issue #28). */
export const ABSENCE_MAX_DAYS = 60;
/** An absence's optional reason, at most this many characters (ours, issue #28). */
export const ABSENCE_REASON_MAX_LENGTH = 200;
/** A member's own attendance: the marks of this many days back (ours: a school year and more). */
export const ATTENDANCE_OWN_DAYS = 400;
/**
 * The reminder job (issue #28, src/server/reminders/): a member who has not answered an event (or
 * said 'Poate') is reminded this many hours before its answer-by day ends…
 */
export const REMINDER_HOURS_BEFORE_DEADLINE = 24;
/** …or, for an event without one, this many hours before it starts. */
export const REMINDER_HOURS_BEFORE_START = 48;
/** A rehearsal's conductors get who is expected, per voice part, this many hours before it. */
export const REMINDER_SUMMARY_HOURS_BEFORE = 24;
/** Each server process looks for due reminders this often (REMINDER_JOB=off stops it). */
export const REMINDER_CHECK_MINUTES = 5;
/** A conductor's reminder by hand ('Trimite o reamintire') waits this long after the last one. */
export const REMIND_BY_HAND_GAP_HOURS = 24;

// Notifications where people are (issue #28)
/** Pauses before a push message that failed for a passing reason is tried again; then dropped. */
export const PUSH_RETRY_SECONDS = [30, 300, 1800] as const;
/** How long a push service keeps a message for a browser that is off (its TTL). */
export const PUSH_TTL_SECONDS = 24 * 3600;
/** Attendance figures: a chosen period covers at most this many days (ours, issue #28). */
export const ATTENDANCE_FIGURES_MAX_DAYS = 400;
/** Attendance figures without a chosen period: the last this many days, today included (ours). */
export const ATTENDANCE_FIGURES_DEFAULT_DAYS = 91;

/**
 * The rehearsal room's links to the calendar (issue #27): the scores a conductor attaches to an
 * event (a concert's programme) and each singer's own mark on a score, 'Învăț' or 'Știu'. The mark
 * belongs to the singer and the score, not to one event: a piece known for one concert is known
 * for the next. Re-exported by schema.ts.
 */
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema-core.ts';
import { events } from './schema-events.ts';
import { scores } from './schema-library.ts';

/** A score on an event's programme, in the order the conductor gave. */
export const eventScores = pgTable(
  'event_scores',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    scoreId: integer('score_id')
      .notNull()
      .references(() => scores.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.scoreId] }),
    // A score's deletion finds the programmes that name it without reading them all.
    index('event_scores_score_idx').on(t.scoreId),
  ],
);

/** A singer's mark on a score: 'learning' ('Învăț') or 'known' ('Știu'); no row: not marked. */
export const scoreProgress = pgTable(
  'score_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scoreId: integer('score_id')
      .notNull()
      .references(() => scores.id, { onDelete: 'cascade' }),
    state: text('state', { enum: ['learning', 'known'] }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.scoreId] }),
    index('score_progress_score_idx').on(t.scoreId),
  ],
);

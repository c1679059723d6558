import { sql } from 'drizzle-orm';
import { mayUndo, type FarmRole } from '../../../domain/farms';
import type { FemaleReproduction, ReproEventView } from '../../../domain/reproduction/api';
import type { ReproEventKind, ReproStatus } from '../../../domain/reproduction/constants';
import {
  carriesMoney,
  eventSummary,
  type ReproDetails,
} from '../../../domain/reproduction/summary';
import type { Db } from '../../db/client';
import { ANIMAL_NOT_FOUND, notFound, readStatusSql } from './shared';

/* 'Reprodução' on an animal's page: her status in her newest season and her records. */

/** Records shown on her page: the newest ones (a cow's lifetime is far fewer). */
const EVENTS_SHOWN = 200;

interface EventRow extends Record<string, unknown> {
  id: string;
  kind: ReproEventKind;
  event_date: string;
  season_id: string | null;
  details: ReproDetails & { expectedFrom?: string | null; expectedTo?: string | null };
  user_id: string | null;
  author_name: string | null;
  undone: boolean;
  undo_reason: string | null;
}

export function femalePageQueries(db: Db) {
  return {
    async femaleReproduction(
      farmId: string,
      animalId: string,
      today: string,
      viewer: { userId: string; role: FarmRole },
    ): Promise<FemaleReproduction> {
      const { rows: found } = await db.execute<{
        season_id: string | null;
        season_name: string | null;
        status: ReproStatus | null;
        expected_from: string | null;
        expected_to: string | null;
      }>(sql`
        select s.id as season_id, s.name as season_name, ${readStatusSql(today)} as status,
          x.expected_from::text, x.expected_to::text
        from animals a
        left join lateral (
          select x.* from season_exposures x
          join breeding_seasons s2 on s2.farm_id = x.farm_id and s2.id = x.season_id
          where x.farm_id = a.farm_id and x.animal_id = a.id
          order by s2.starts_on desc limit 1
        ) x on true
        left join breeding_seasons s on s.farm_id = x.farm_id and s.id = x.season_id
        where a.farm_id = ${farmId} and a.id = ${animalId}::uuid and a.status <> 'removed'`);
      const head = found[0];
      if (!head) throw notFound(ANIMAL_NOT_FOUND);
      const { rows } = await db.execute<EventRow>(sql`
        select e.id, e.kind, e.event_date::text, e.season_id, e.details, e.user_id,
          u.name as author_name, e.undone_at is not null as undone, e.undo_reason
        from reproduction_events e left join users u on u.id = e.user_id
        where e.farm_id = ${farmId} and e.animal_id = ${animalId}::uuid
        order by e.event_date desc, e.created_at desc, e.id
        limit ${EVENTS_SHOWN}`);
      const events = rows.map(
        (r): ReproEventView => ({
          id: r.id,
          kind: r.kind,
          date: r.event_date,
          seasonId: r.season_id,
          summary: eventSummary(r.kind, r.details, r.event_date),
          expectedCalving: r.details.expectedFrom
            ? { from: r.details.expectedFrom, to: r.details.expectedTo ?? r.details.expectedFrom }
            : null,
          p205: r.details.p205 ?? null,
          authorName: r.author_name,
          undone: r.undone,
          undoReason: r.undo_reason,
          canUndo:
            !r.undone &&
            mayUndo(viewer.role, viewer.userId, {
              authorId: r.user_id,
              priced: carriesMoney(r.details),
            }),
        }),
      );
      return {
        animalId,
        status: head.status ?? 'empty',
        season: head.season_id ? { id: head.season_id, name: head.season_name! } : null,
        expectedCalving: head.expected_from
          ? { from: head.expected_from, to: head.expected_to! }
          : null,
        events,
      };
    },
  };
}

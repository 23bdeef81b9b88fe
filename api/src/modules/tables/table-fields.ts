import { TABLE_NAME_MAX_LENGTH } from '../../../../common/tables.ts';
import type { EventTable } from '../../generated/prisma/client.ts';
import { factsOf, factsJson } from '../../lib/entity-facts.ts';

// A table's facts as its hosts see them, once: GraphQL's EventTable (tables.graphql.ts) and the REST
// answers (tableJson) are built from this list. The code is never one of them: only the link it makes.

const { column } = factsOf<EventTable>();

export const TABLE_FACTS = {
  name: column(
    'name',
    'String',
    `As the hosts wrote it ("Table 7", "The Oaks"): 1 to ${TABLE_NAME_MAX_LENGTH} characters, one per name and event in any letter case.`,
  ),
  position: column(
    'position',
    'Int',
    "Where it comes in the hosts' list and the printed cards, 0 first (moveEventTable changes it).",
  ),
  createdAt: column('createdAt', 'DateTime', 'When it was added.'),
};

/** A table as REST answers it: its numeric id, its facts and its card's link. */
export function tableJson(table: EventTable, guestUrl: string) {
  return { id: table.id, ...factsJson(TABLE_FACTS, table), guestUrl };
}

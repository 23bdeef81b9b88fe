// The table card's link (issue 36, decision 046), on its own: the guest page reads it, and it loads only
// guest words, so it does not import common/tables.ts (whose name rules speak to hosts, app catalog).

/** The query parameter of a table card's link that carries the table's code: `/e/{slug}?t=…`. */
export const TABLE_LINK_PARAM = 't';

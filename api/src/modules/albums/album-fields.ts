import { ALBUM_NAME_MAX_LENGTH } from '../../../../common/albums.ts';
import type { Album } from '../../generated/prisma/client.ts';
import { factsOf, factsJson } from '../../lib/entity-facts.ts';

// An album's facts as its hosts see them, once: GraphQL's Album (albums.graphql.ts) and the REST answers
// (albumJson) are built from this list.

const { column } = factsOf<Album>();

export const ALBUM_FACTS = {
  name: column(
    'name',
    'String',
    `As the hosts wrote it ("Ceremony", "Reception"): 1 to ${ALBUM_NAME_MAX_LENGTH} characters, one per name and event in any letter case.`,
  ),
  position: column('position', 'Int', "Where it comes among the gallery's tabs, 0 first (moveAlbum changes it)."),
  createdAt: column('createdAt', 'DateTime', 'When it was added.'),
};

/** An album as the hosts' REST answers it: its numeric id, its facts and how many photos it holds. */
export function albumJson(album: Album, photoCount: number) {
  return { id: album.id, ...factsJson(ALBUM_FACTS, album), photoCount };
}

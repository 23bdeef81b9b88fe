/** The operations the explorer opens with, one tab each (issue 15: my events, a gallery, moderation, live). */
export const EXPLORER_TABS: { query: string; variables?: string }[] = [
  {
    query: `# Your events (sign in first, or paste a token in Headers: {"Authorization": "Bearer wp_..."}).
# extensions.cost in the answer tells what it cost and what is left of your hourly points.
query MyEvents($first: Int = 10) {
  myEvents(first: $first) {
    edges {
      node { id databaseId title slug dateTime status photoCount pendingPhotoCount }
    }
    pageInfo { hasNextPage endCursor }
  }
}`,
  },
  {
    query: `# One page of an event's gallery, as guests see it (pin: when the event asks for one).
query GalleryPage($slug: String!, $pin: String, $first: Int = 20, $after: String) {
  eventGallery(slug: $slug, pin: $pin, first: $first, after: $after) {
    edges { node { id url thumbnailUrl uploaderName uploadedAt width height } }
    pageInfo { hasNextPage endCursor }
  }
}`,
    variables: JSON.stringify({ slug: 'your-event-slug' }, null, 2),
  },
  {
    query: `# Approve (or REJECT) photos of an event you host; ids come from Event.photos(status: PENDING).
mutation ModeratePhoto($ids: [ID!]!, $action: UploadStatus! = APPROVED) {
  moderateUploads(ids: $ids, action: $action) {
    __typename
    ... on ModerateUploadsSuccess { uploads { id status moderatedAt } }
    ... on Error { message }
  }
}`,
    variables: JSON.stringify({ ids: ['photo-id'] }, null, 2),
  },
  {
    query: `# Photos as they are published (graphql-ws over the same /graphql address).
subscription FollowGallery($slug: String!, $pin: String) {
  galleryUpdated(slug: $slug, pin: $pin) {
    photoCount
    removedIds
    added { id url thumbnailUrl uploaderName }
  }
}`,
    variables: JSON.stringify({ slug: 'your-event-slug' }, null, 2),
  },
];

import type { WebhookTopic } from '../../__generated__/WebhookCard_webhook.graphql';

/** Every topic with the words the forms show; the order of the checkboxes. */
export const TOPIC_LABELS: ReadonlyArray<{ topic: WebhookTopic; name: string; label: string }> = [
  { topic: 'UPLOAD_CREATED', name: 'upload.created', label: 'A guest uploads a photo' },
  { topic: 'UPLOAD_APPROVED', name: 'upload.approved', label: 'A photo is approved' },
  { topic: 'UPLOAD_REJECTED', name: 'upload.rejected', label: 'A photo is rejected' },
  { topic: 'RSVP_CREATED', name: 'rsvp.created', label: 'A guest answers the RSVP' },
  { topic: 'RSVP_UPDATED', name: 'rsvp.updated', label: 'A guest changes their RSVP' },
  { topic: 'EVENT_UPDATED', name: 'event.updated', label: 'Event settings change' },
  { topic: 'GUESTBOOK_CREATED', name: 'guestbook.created', label: 'A guest signs the guestbook' },
  { topic: 'GUESTBOOK_APPROVED', name: 'guestbook.approved', label: 'A guestbook message is approved' },
];

/** The dotted name receivers see (upload.created) for a GraphQL topic. */
export function topicName(topic: string): string {
  return TOPIC_LABELS.find((entry) => entry.topic === topic)?.name ?? topic.toLowerCase();
}

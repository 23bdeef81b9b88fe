import type { WebhookTopic } from '../../__generated__/WebhookCard_webhook.graphql';
import type { MessageId } from '../../i18n/i18n';

/** Every topic with the words the forms show; the order of the checkboxes. */
export const TOPIC_LABELS: ReadonlyArray<{ topic: WebhookTopic; name: string; label: MessageId }> = [
  { topic: 'UPLOAD_CREATED', name: 'upload.created', label: 'webhooks.topicUploadCreated' },
  { topic: 'UPLOAD_APPROVED', name: 'upload.approved', label: 'webhooks.topicUploadApproved' },
  { topic: 'UPLOAD_REJECTED', name: 'upload.rejected', label: 'webhooks.topicUploadRejected' },
  { topic: 'RSVP_CREATED', name: 'rsvp.created', label: 'webhooks.topicRsvpCreated' },
  { topic: 'RSVP_UPDATED', name: 'rsvp.updated', label: 'webhooks.topicRsvpUpdated' },
  { topic: 'EVENT_UPDATED', name: 'event.updated', label: 'webhooks.topicEventUpdated' },
  { topic: 'GUESTBOOK_CREATED', name: 'guestbook.created', label: 'webhooks.topicGuestbookCreated' },
  { topic: 'GUESTBOOK_APPROVED', name: 'guestbook.approved', label: 'webhooks.topicGuestbookApproved' },
];

/** The dotted name receivers see (upload.created) for a GraphQL topic. */
export function topicName(topic: string): string {
  return TOPIC_LABELS.find((entry) => entry.topic === topic)?.name ?? topic.toLowerCase();
}

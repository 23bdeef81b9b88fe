/** The event's approved originals as one ZIP named after the event: a native download, never a blob. */
export function DownloadAllLink({ eventDatabaseId }: { eventDatabaseId: number }) {
  return (
    <a href={`/api/auth/events/${eventDatabaseId}/download.zip`} download className="btn-secondary">
      Download All Approved
    </a>
  );
}

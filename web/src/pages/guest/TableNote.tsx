/** The table whose card this phone scanned (decision 046): what the guest's photos count for. */
export function TableNote({ name }: { name: string }) {
  return (
    <p className="rounded-2xl border border-rose-200 bg-rose-50 px-4 py-3 text-sm text-rose-900">
      <span className="font-semibold break-words">You&rsquo;re at {name}.</span> The photos you share count for your
      table.
    </p>
  );
}

import { T } from '../../i18n/Trans';

/** The table whose card this phone scanned (decision 046): what the guest's photos count for. */
export function TableNote({ name }: { name: string }) {
  return (
    <p className="rounded-2xl border border-rose-200 bg-rose-50 px-4 py-3 text-sm text-rose-900">
      <T id="event.tableNote" values={{ name }} components={{ 0: <span className="font-semibold break-words" /> }} />
    </p>
  );
}

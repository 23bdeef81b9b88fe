type SpinnerProps = {
  /** Accessible name of the status region. */
  label?: string;
  /** Take the height of a page body, so the footer does not jump while a page loads. */
  fullPage?: boolean;
};

export function Spinner({ label = 'Loading', fullPage = false }: SpinnerProps) {
  return (
    <div
      role="status"
      aria-label={label}
      className={`flex items-center justify-center ${fullPage ? 'min-h-[60dvh]' : 'py-12'}`}
    >
      <span
        aria-hidden="true"
        className="size-9 animate-spin rounded-full border-4 border-rose-100 border-t-rose-600 motion-reduce:animate-none"
      />
    </div>
  );
}

export function PageSpinner() {
  return <Spinner fullPage />;
}

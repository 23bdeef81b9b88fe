import { useState, type ImgHTMLAttributes, type ReactNode } from 'react';
import { ImageIcon } from './icons';

type FallbackImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'onError'> & {
  alt: string;
  /** Classes of the placeholder shown instead when the image fails to load (SPEC §2). */
  placeholderClassName?: string;
  placeholder?: ReactNode;
  /** Show nothing at all instead (something behind the image stands in for it). */
  hideWhenBroken?: boolean;
};

/** An image that gives way to a placeholder when it cannot be loaded. */
export function FallbackImage({
  alt,
  placeholderClassName,
  placeholder,
  hideWhenBroken,
  src,
  ...imgProps
}: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    if (hideWhenBroken) return null;
    return (
      <div
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        className={`flex items-center justify-center bg-stone-200 text-stone-500 ${placeholderClassName ?? imgProps.className ?? ''}`}
      >
        {placeholder ?? <ImageIcon className="size-8" />}
      </div>
    );
  }
  return <img {...imgProps} src={src} alt={alt} onError={() => setFailedSrc(src)} />;
}

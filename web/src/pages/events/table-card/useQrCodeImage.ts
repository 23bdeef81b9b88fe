import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/**
 * A QR code of `url` as an image address, made in the browser (null until made, and without a url):
 * links the server cannot draw alone, such as those with an access token or a table's code.
 */
export function useQrCodeImage(url: string | null): string | null {
  const [image, setImage] = useState<{ url: string; dataUrl: string } | null>(null);
  useEffect(() => {
    if (!url) return;
    let current = true;
    QRCode.toDataURL(url, { margin: 1, width: 512, errorCorrectionLevel: 'M' }).then(
      (dataUrl) => current && setImage({ url, dataUrl }),
      () => current && setImage(null),
    );
    return () => {
      current = false;
    };
  }, [url]);
  return url && image?.url === url ? image.dataUrl : null;
}

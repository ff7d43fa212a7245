import QRCode from "qrcode";
import { useEffect, useState } from "react";

/**
 * `text` as a QR code for a phone's scanner (a payment URI for a wallet, an otpauth:// URI for an
 * authenticator app), drawn `size` pixels square; a grey square holds its place while it is drawn.
 * The image carries the text it encodes in `data-uri`.
 */
export function QrCode({ text, alt, size, className }: { text: string; alt: string; size: number; className: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    QRCode.toDataURL(text, { margin: 1, width: 192, errorCorrectionLevel: "M" })
      .then((data) => isCurrent && setUrl(data))
      .catch(() => isCurrent && setUrl(null));
    return () => {
      isCurrent = false;
    };
  }, [text]);
  return url ? (
    <img src={url} alt={alt} width={size} height={size} className={className} data-uri={text} />
  ) : (
    <div className={`${className} rounded bg-slate-100`} aria-hidden="true" />
  );
}

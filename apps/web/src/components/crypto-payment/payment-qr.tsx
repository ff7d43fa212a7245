import QRCode from "qrcode";
import { useEffect, useState } from "react";

/** A QR code of `text` (a BIP21 or EIP-681 payment URI): a wallet's scanner fills in address and amount. */
export function PaymentQr({ text, alt }: { text: string; alt: string }) {
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
    <img src={url} alt={alt} width={160} height={160} className="h-40 w-40 shrink-0 self-center" data-uri={text} />
  ) : (
    <div className="h-40 w-40 shrink-0 self-center rounded bg-slate-100" aria-hidden="true" />
  );
}

import QRCode from "qrcode";
import { useEffect, useState } from "react";

/** The otpauth:// URI as a QR code, for an authenticator app's scanner. */
export function TotpQr({ uri }: { uri: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    QRCode.toDataURL(uri, { margin: 1, width: 192, errorCorrectionLevel: "M" })
      .then((data) => isCurrent && setUrl(data))
      .catch(() => isCurrent && setUrl(null));
    return () => {
      isCurrent = false;
    };
  }, [uri]);
  return url ? (
    <img src={url} alt="QR code for your authenticator app" width={176} height={176} className="h-44 w-44" />
  ) : (
    <div className="h-44 w-44 rounded bg-slate-100" aria-hidden="true" />
  );
}

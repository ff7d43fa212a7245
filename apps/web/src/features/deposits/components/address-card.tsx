import { COPY_NOTICE_MS } from "@vaultline/shared";
import { Copy } from "lucide-react";
import QRCode from "qrcode";
import { useEffect, useRef, useState } from "react";

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  const area = document.createElement("textarea");
  area.value = text;
  document.body.append(area);
  area.select();
  document.execCommand("copy");
  area.remove();
}

/** One deposit address with its network, a QR code and a copy button ('address copied' for 2 s). */
export function AddressCard({
  label,
  network,
  address,
  isDemo,
}: {
  label: string;
  network: string;
  address: string;
  isDemo: boolean;
}) {
  const [qr, setQr] = useState<string | null>(null);
  const [isCopied, setIsCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    let isCurrent = true;
    QRCode.toDataURL(address, { margin: 1, width: 160, errorCorrectionLevel: "M" })
      .then((url) => isCurrent && setQr(url))
      .catch(() => isCurrent && setQr(null));
    return () => {
      isCurrent = false;
    };
  }, [address]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center">
      {qr ? (
        <img
          src={qr}
          alt={`QR code of the ${label} address`}
          width={128}
          height={128}
          className="h-32 w-32 self-center"
        />
      ) : (
        <div className="h-32 w-32 self-center rounded bg-slate-100" aria-hidden="true" />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-ink-900">
          {label}
          {isDemo && (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">
              demo address
            </span>
          )}
        </p>
        <p className="text-sm text-slate-600">
          Network: <strong>{network}</strong>
        </p>
        <code className="break-all rounded bg-slate-100 px-2 py-1 text-xs" data-testid={`address-${label}`}>
          {address}
        </code>
        <div className="flex items-center gap-3">
          <button
            type="button"
            className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
            onClick={async () => {
              await copyText(address).catch(() => {});
              setIsCopied(true);
              clearTimeout(timer.current);
              timer.current = setTimeout(() => setIsCopied(false), COPY_NOTICE_MS);
            }}
          >
            <Copy size={16} aria-hidden="true" /> Copy {label} address
          </button>
          <span role="status" className="text-sm font-medium text-teal-700">
            {isCopied ? "address copied" : ""}
          </span>
        </div>
      </div>
    </div>
  );
}

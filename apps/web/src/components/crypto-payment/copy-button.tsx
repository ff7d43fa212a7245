import { COPY_NOTICE_MS } from "@vaultline/shared";
import { Copy } from "lucide-react";
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

/** "Copy …" with a short "… copied" notice read out to screen readers. */
export function CopyButton({ text, label, copiedLabel }: { text: string; label: string; copiedLabel: string }) {
  const [isCopied, setIsCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        className="inline-flex items-center gap-1 rounded-md border border-slate-300 bg-white px-2 py-1 text-xs font-semibold text-brand-700 hover:bg-slate-50"
        onClick={async () => {
          await copyText(text).catch(() => {});
          setIsCopied(true);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => setIsCopied(false), COPY_NOTICE_MS);
        }}
      >
        <Copy size={14} aria-hidden="true" /> {label}
      </button>
      <span role="status" className="text-xs font-medium text-teal-700">
        {isCopied ? copiedLabel : ""}
      </span>
    </span>
  );
}

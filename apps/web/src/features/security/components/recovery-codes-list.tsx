import { Copy, Download } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";

/** The recovery codes, shown once: download or copy them, then confirm they are saved. */
export function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [isCopied, setIsCopied] = useState(false);
  const text = `Vaultline recovery codes (each works once)\n\n${codes.join("\n")}\n`;
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = "vaultline-recovery-codes.txt";
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <section aria-label="Your recovery codes" className="mt-3 flex flex-col gap-3">
      <p role="note" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
        Save these recovery codes somewhere safe now: they are shown only this once. If you lose your phone, each code
        signs you in once instead of a code from the app.
      </p>
      <ul className="grid grid-cols-2 gap-2 rounded-lg bg-slate-50 p-3 font-mono text-sm sm:grid-cols-5">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={download}>
          <Download size={16} aria-hidden="true" /> Download
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            navigator.clipboard?.writeText(text).then(
              () => setIsCopied(true),
              () => {},
            )
          }
        >
          <Copy size={16} aria-hidden="true" /> {isCopied ? "Copied" : "Copy"}
        </Button>
        <Button onClick={onDone}>I have saved them</Button>
      </div>
    </section>
  );
}

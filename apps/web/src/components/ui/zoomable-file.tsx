import * as Dialog from "@radix-ui/react-dialog";
import { Download, Maximize2, X, ZoomIn, ZoomOut } from "lucide-react";
import { useState } from "react";
import { fetchFileUrl } from "../../lib/api-client.ts";
import { PrivateFile } from "./private-file.tsx";

const BUTTON =
  "inline-flex items-center gap-1 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-slate-50";

/** Saves the original through the authenticated fetch (e.g. a HEIC photo a browser cannot show). */
async function downloadFile(url: string, name: string) {
  const { objectUrl, type } = await fetchFileUrl(url);
  const link = document.createElement("a");
  link.href = objectUrl;
  link.download = `${name.toLowerCase().replaceAll(" ", "-")}.${type.split("/")[1] ?? "bin"}`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}

/**
 * A private document shown large, with a zoom dialog: the dialog opens at screen width and a
 * toggle doubles the size; the image scrolls inside the dialog. The original can be downloaded.
 */
export function ZoomableFile({ url, alt }: { url: string; alt: string }) {
  const [isZoomed, setIsZoomed] = useState(false);
  return (
    <figure className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <figcaption className="text-sm font-semibold text-slate-700">{alt}</figcaption>
        <div className="flex gap-2">
          <button type="button" className={BUTTON} onClick={() => downloadFile(url, alt).catch(() => {})}>
            <Download size={16} aria-hidden="true" /> Download
          </button>
          <Dialog.Root onOpenChange={() => setIsZoomed(false)}>
            <Dialog.Trigger className={BUTTON}>
              <Maximize2 size={16} aria-hidden="true" /> Zoom
            </Dialog.Trigger>
            <Dialog.Portal>
              <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70" />
              <Dialog.Content className="fixed inset-2 z-50 flex flex-col rounded-xl bg-white shadow-xl sm:inset-6">
                <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-2">
                  <Dialog.Title className="font-semibold">{alt}</Dialog.Title>
                  <Dialog.Description className="sr-only">The document at full size</Dialog.Description>
                  <div className="flex items-center gap-2">
                    <button
                      type="button"
                      onClick={() => setIsZoomed((z) => !z)}
                      aria-pressed={isZoomed}
                      className={BUTTON}
                    >
                      {isZoomed ? <ZoomOut size={16} aria-hidden="true" /> : <ZoomIn size={16} aria-hidden="true" />}
                      {isZoomed ? "Fit" : "200%"}
                    </button>
                    <Dialog.Close className="rounded-lg p-2 hover:bg-slate-100" aria-label="Close">
                      <X size={18} aria-hidden="true" />
                    </Dialog.Close>
                  </div>
                </div>
                <div className="flex-1 overflow-auto bg-slate-100 p-3">
                  <PrivateFile
                    url={url}
                    alt={alt}
                    className={isZoomed ? "w-[200%] max-w-none" : "mx-auto max-h-full w-full object-contain"}
                  />
                </div>
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
        </div>
      </div>
      <div className="flex min-h-48 items-center justify-center rounded-lg bg-slate-100 p-2">
        <PrivateFile url={url} alt={alt} className="max-h-[28rem] w-full object-contain" />
      </div>
    </figure>
  );
}

import { useEffect, useState } from "react";
import { fetchFileUrl } from "../../lib/api-client.ts";
import { Spinner } from "./spinner.tsx";

/**
 * Shows a private upload (identity document, payment proof): fetched with the bearer token,
 * never through a guessable URL. Images can be opened full size; PDFs open in a new tab.
 */
export function PrivateFile({ url, alt, className = "" }: { url: string; alt: string; className?: string }) {
  const [file, setFile] = useState<{ objectUrl: string; type: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    let created: string | null = null;
    fetchFileUrl(url, controller.signal)
      .then((result) => {
        created = result.objectUrl;
        setFile(result);
      })
      .catch((e: Error) => {
        if (e.name !== "AbortError") setError(e.message);
      });
    return () => {
      controller.abort();
      if (created) URL.revokeObjectURL(created);
    };
  }, [url]);
  if (error) return <p className="text-sm text-red-600">{error}</p>;
  if (!file) return <Spinner label={`Loading ${alt}`} />;
  if (file.type === "application/pdf") {
    return (
      <a href={file.objectUrl} target="_blank" rel="noreferrer" className="font-semibold text-brand-700 underline">
        Open {alt} (PDF)
      </a>
    );
  }
  return (
    <a href={file.objectUrl} target="_blank" rel="noreferrer" title="Open full size">
      <img src={file.objectUrl} alt={alt} className={`rounded-lg border border-slate-200 ${className}`} />
    </a>
  );
}

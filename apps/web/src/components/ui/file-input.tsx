import { MAX_UPLOAD_BYTES, MESSAGES } from "@vaultline/shared";
import { Upload } from "lucide-react";
import { useId, useState } from "react";

const EXTENSIONS: Record<string, string> = {
  "image/png": ".png",
  "image/jpeg": ".jpg,.jpeg",
  "image/heic": ".heic",
  "image/webp": ".webp",
  "application/pdf": ".pdf",
};

/**
 * A file picker that checks type and size before upload, for convenience only: the server
 * decides by the file's bytes. Shows 'File Not Supported' for other types.
 */
export function FileInput({
  label,
  types,
  file,
  onChange,
  hint,
  error: formError,
}: {
  label: string;
  types: readonly string[];
  file: File | null;
  onChange: (file: File | null) => void;
  hint?: string;
  /** The form's message for this field ("Attach the statement"); a refused file's own message comes first. */
  error?: string;
}) {
  const id = useId();
  const [ownError, setError] = useState<string | null>(null);
  const error = ownError ?? formError;
  const accept = types.flatMap((t) => [t, ...(EXTENSIONS[t]?.split(",") ?? [])]).join(",");
  return (
    <div className="flex flex-col gap-1">
      <span id={`${id}-label`} className="text-sm font-medium text-slate-700">
        {label}
      </span>
      <label
        htmlFor={id}
        className={`flex cursor-pointer items-center gap-3 rounded-lg border border-dashed px-4 py-3 text-sm hover:bg-slate-50 focus-within:ring-2 focus-within:ring-brand-600 ${
          error ? "border-red-500" : "border-slate-300"
        }`}
      >
        <Upload size={18} aria-hidden="true" className="text-brand-700" />
        <span className="truncate">{file ? file.name : "Choose a file"}</span>
        <input
          id={id}
          type="file"
          accept={accept}
          aria-labelledby={`${id}-label`}
          aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
          className="sr-only"
          onChange={(event) => {
            const picked = event.target.files?.[0] ?? null;
            const isTypeKnown =
              picked && (types.includes(picked.type) || (!picked.type && /\.heic$/i.test(picked.name)));
            if (picked && !isTypeKnown) {
              setError(MESSAGES.fileNotSupported);
              onChange(null);
            } else if (picked && picked.size > MAX_UPLOAD_BYTES) {
              setError("File is too large: the limit is 10 MiB");
              onChange(null);
            } else {
              setError(null);
              onChange(picked);
            }
            event.target.value = "";
          }}
        />
      </label>
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

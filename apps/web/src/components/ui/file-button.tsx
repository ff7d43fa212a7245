import { type ReactNode, useRef } from "react";
import { Button } from "./button.tsx";

/**
 * A button that opens the file chooser for one file of the `accept` types (the chooser's input stays
 * out of sight, named `label`). The chosen file goes to `onFile`; the input is emptied at once, so
 * that choosing the same file again is a new choice.
 */
export function FileButton({
  accept,
  label,
  onFile,
  isLoading,
  children,
}: {
  accept: readonly string[];
  label: string;
  onFile: (file: File) => void;
  isLoading?: boolean;
  children: ReactNode;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button variant="secondary" isLoading={isLoading} onClick={() => input.current?.click()}>
        {children}
      </Button>
      <input
        ref={input}
        type="file"
        accept={accept.join(",")}
        className="sr-only"
        tabIndex={-1}
        aria-label={label}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) onFile(file);
        }}
      />
    </>
  );
}

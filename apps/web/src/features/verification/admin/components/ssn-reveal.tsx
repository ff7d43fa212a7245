import { SSN_REVEALS_PER_DAY, ZRevealSsnRequest } from "@vaultline/shared";
import { Eye } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../../components/ui/button.tsx";
import { TextField } from "../../../../components/ui/text-field.tsx";
import { errorMessage } from "../../../../lib/api-client.ts";
import { useRevealSsn } from "../api/reveal-ssn.ts";

/**
 * The SSN as `•••-••-1234`; the whole number only after the admin writes why, which the server
 * records in the audit log and counts against a daily limit.
 */
export function SsnReveal({ requestId, masked }: { requestId: string; masked: string }) {
  const reveal = useRevealSsn(requestId);
  const [isAsking, setIsAsking] = useState(false);
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  if (reveal.data) {
    return (
      <span className="flex flex-col">
        <span data-testid="ssn" className="font-mono">
          {reveal.data.ssn}
        </span>
        <span className="text-xs font-normal text-slate-500">
          Recorded in the audit log · {reveal.data.revealsLeftToday} of {SSN_REVEALS_PER_DAY} reveals left today
        </span>
      </span>
    );
  }
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = ZRevealSsnRequest.safeParse({ reason });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? null);
    setProblem(null);
    reveal.mutate(parsed.data.reason);
  };
  return (
    <span className="flex flex-col gap-2">
      <span className="flex items-center gap-2">
        <span data-testid="ssn" className="font-mono">
          {masked}
        </span>
        {!isAsking && (
          <button
            type="button"
            className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
            onClick={() => setIsAsking(true)}
          >
            <Eye size={14} aria-hidden="true" /> Reveal
          </button>
        )}
      </span>
      {isAsking && (
        <form onSubmit={submit} noValidate aria-label="Reveal the SSN" className="flex flex-col gap-2 font-normal">
          <TextField
            label="Why do you need the whole number?"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={problem ?? (reveal.isError ? errorMessage(reveal.error) : undefined)}
            hint="Recorded in the audit log with your name."
          />
          <Button type="submit" isLoading={reveal.isPending}>
            Reveal the SSN
          </Button>
        </form>
      )}
    </span>
  );
}

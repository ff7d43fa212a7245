import { type ReactNode, useId, useState } from "react";
import { Button } from "../ui/button.tsx";
import { FormError } from "../ui/misc.tsx";
import { controlClass, Field } from "../ui/text-field.tsx";

/**
 * The approve / deny block of an admin review (deposits, withdrawals, course payments): approve at
 * once, or deny with a reason the member reads. The reason is asked for when Deny is pressed
 * ("on-demand", with Back to change one's mind) or shown from the start ("always").
 */
export function DecisionActions({
  approveLabel,
  onApprove,
  isApproveDisabled = false,
  approveNote,
  denyLabel,
  reasonLabel,
  reasonPlaceholder,
  minReasonLength = 1,
  onDeny,
  reasonShown = "on-demand",
  isPending,
  error,
  layout = "column",
}: {
  approveLabel: string;
  onApprove: () => void;
  isApproveDisabled?: boolean;
  /** Said beside the approve button: what approving sets in motion. */
  approveNote?: ReactNode;
  denyLabel: string;
  reasonLabel: string;
  reasonPlaceholder?: string;
  /** The fewest characters a reason needs, spaces at either end not counted. */
  minReasonLength?: number;
  /** Called with the trimmed reason. */
  onDeny: (reason: string) => void;
  reasonShown?: "on-demand" | "always";
  isPending: boolean;
  /** The last decision's refusal: it stays beside the buttons until the next attempt (a banner fades). */
  error?: unknown;
  /** "row" puts the buttons beside the note or the reason (a queue row); "column" stacks them (a side panel). */
  layout?: "row" | "column";
}) {
  const reasonId = useId();
  const [reason, setReason] = useState("");
  const [isDenying, setIsDenying] = useState(reasonShown === "always");
  const box = layout === "row" ? "flex flex-col gap-2 sm:flex-row sm:items-end" : "flex flex-col gap-3";
  const approve = (
    <Button isLoading={isPending} disabled={isApproveDisabled} onClick={onApprove}>
      {approveLabel}
    </Button>
  );
  const reasonField = (
    <Field id={reasonId} label={reasonLabel} className={layout === "row" ? "flex-1" : ""}>
      <textarea
        id={reasonId}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        rows={layout === "row" ? 2 : 3}
        placeholder={reasonPlaceholder}
        className={controlClass()}
      />
    </Field>
  );
  const deny = (
    <Button
      variant="danger"
      disabled={reason.trim().length < minReasonLength}
      isLoading={isPending}
      onClick={() => onDeny(reason.trim())}
    >
      {denyLabel}
    </Button>
  );
  if (reasonShown === "always") {
    return (
      <div className="flex flex-col gap-2">
        <div className={box}>
          {approveNote && <p className="flex-1 text-sm text-slate-600">{approveNote}</p>}
          {approve}
          {reasonField}
          {deny}
        </div>
        <FormError error={error} />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <div className={box}>
        {!isDenying ? (
          <>
            {approveNote && <p className="flex-1 text-sm text-slate-600">{approveNote}</p>}
            {approve}
            <Button variant="secondary" onClick={() => setIsDenying(true)}>
              Deny
            </Button>
          </>
        ) : (
          <>
            {reasonField}
            <Button variant="secondary" onClick={() => setIsDenying(false)}>
              Back
            </Button>
            {deny}
          </>
        )}
      </div>
      <FormError error={error} />
    </div>
  );
}

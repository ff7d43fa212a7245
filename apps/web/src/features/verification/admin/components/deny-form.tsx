import { DENY_REASON_LABELS, DENY_REASONS, type TDenyFields, ZDenyFields } from "@vaultline/shared";
import { useId } from "react";
import { Button } from "../../../../components/ui/button.tsx";
import { Form } from "../../../../components/ui/form.tsx";

/** Deny with a reason from the list; 'Other' needs a few words. The user reads the reason. */
export function DenyForm({ isBusy, onDeny }: { isBusy: boolean; onDeny: (values: TDenyFields) => unknown }) {
  const id = useId();
  return (
    <Form
      schema={ZDenyFields}
      defaultValues={{ reasonCode: undefined, reason: "" }}
      onSubmit={(values) => onDeny(values)}
      aria-label="Deny request"
      className="flex flex-col gap-3"
    >
      {({ register, watch, formState: { errors, isValid } }) => (
        <>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-reason`} className="text-sm font-medium text-slate-700">
              Reason for denial
            </label>
            <select
              id={`${id}-reason`}
              className="min-h-10 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base sm:text-sm"
              defaultValue=""
              {...register("reasonCode")}
            >
              <option value="" disabled>
                Choose a reason
              </option>
              {DENY_REASONS.map((code) => (
                <option key={code} value={code}>
                  {DENY_REASON_LABELS[code]}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-text`} className="text-sm font-medium text-slate-700">
              Note to the user {watch("reasonCode") === "other" ? "(required)" : "(optional)"}
            </label>
            <textarea
              id={`${id}-text`}
              rows={3}
              aria-invalid={errors.reason ? true : undefined}
              className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-base sm:text-sm"
              {...register("reason")}
            />
            {errors.reason?.message && <p className="text-xs font-medium text-red-600">{errors.reason.message}</p>}
          </div>
          <Button type="submit" variant="danger" disabled={!isValid} isLoading={isBusy}>
            Deny
          </Button>
        </>
      )}
    </Form>
  );
}

import { DENY_REASON_LABELS, DENY_REASONS, type TDenyFields, ZDenyFields } from "@vaultline/shared";
import { useId } from "react";
import { Button } from "../../../../components/ui/button.tsx";
import { Form } from "../../../../components/ui/form.tsx";
import { FormTextArea } from "../../../../components/ui/form-controls.tsx";
import { controlClass, Field } from "../../../../components/ui/text-field.tsx";

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
      {({ register, watch, formState: { isValid } }) => (
        <>
          <Field id={`${id}-reason`} label="Reason for denial">
            <select
              id={`${id}-reason`}
              className={`min-h-10 ${controlClass()}`}
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
          </Field>
          <FormTextArea
            name="reason"
            label={`Note to the user ${watch("reasonCode") === "other" ? "(required)" : "(optional)"}`}
          />
          <Button type="submit" variant="danger" disabled={!isValid} isLoading={isBusy}>
            Deny
          </Button>
        </>
      )}
    </Form>
  );
}

import { ID_DOCUMENT_MIME_TYPES, ID_TYPE_LABELS, ID_TYPES, MESSAGES, ZVerificationFields } from "@vaultline/shared";
import { useState } from "react";
import { useBanner } from "../../../components/ui/banner.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { FileInput } from "../../../components/ui/file-input.tsx";
import { Form } from "../../../components/ui/form.tsx";
import { FormTextField } from "../../../components/ui/form-controls.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useSession } from "../../../lib/auth.tsx";
import { useSubmitVerification } from "../api/submit-verification.ts";

/** Phone, SSN, ID type and both pages; submit stays disabled until everything is there. The page redirects. */
export function VerificationForm({ onSubmitted }: { onSubmitted: () => void }) {
  const { user } = useSession();
  const { showBanner, clearBanner } = useBanner();
  const mutation = useSubmitVerification();
  const [front, setFront] = useState<File | null>(null);
  const [back, setBack] = useState<File | null>(null);
  const [isDone, setIsDone] = useState(false);
  return (
    <Form
      schema={ZVerificationFields}
      defaultValues={{ phone: "", ssn: "", label: undefined }}
      aria-label="Verify your identity"
      onSubmit={async (values) => {
        if (!front || !back || !user) return;
        clearBanner();
        try {
          await mutation.mutateAsync({ ...values, name: user.username, front, back });
          setIsDone(true);
          showBanner(MESSAGES.documentsUploaded, "success");
          onSubmitted();
        } catch (error) {
          showBanner(errorMessage(error, "Verification failed"), "error");
        }
      }}
    >
      {({ register, formState: { errors, isValid } }) => (
        <>
          <FormTextField
            name="phone"
            label="Phone number"
            type="tel"
            autoComplete="tel"
            placeholder="+1 555 123 4567"
          />
          <FormTextField
            name="ssn"
            label="Social Security Number (SSN)"
            inputMode="numeric"
            autoComplete="off"
            placeholder="123-45-6789"
            hint="9 digits; dashes are optional"
          />
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium text-slate-700">ID type</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {ID_TYPES.map((type) => (
                <label
                  key={type}
                  className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-4 py-3 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
                >
                  <input type="radio" value={type} className="accent-brand-700" {...register("label")} />
                  {ID_TYPE_LABELS[type]}
                </label>
              ))}
            </div>
            {errors.label?.message && <p className="text-xs font-medium text-red-600">{errors.label.message}</p>}
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-2">
            <FileInput label="Front page" types={ID_DOCUMENT_MIME_TYPES} file={front} onChange={setFront} />
            <FileInput label="Back page" types={ID_DOCUMENT_MIME_TYPES} file={back} onChange={setBack} />
          </div>
          <Button
            type="submit"
            disabled={!isValid || !front || !back || isDone}
            isLoading={mutation.isPending}
            className="sm:self-start"
          >
            Submit documents
          </Button>
        </>
      )}
    </Form>
  );
}

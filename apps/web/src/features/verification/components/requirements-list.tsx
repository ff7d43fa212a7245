import { VERIFICATION_REQUIREMENTS } from "@vaultline/shared";
import { CheckCircle2 } from "lucide-react";

/** The document requirements of docs/product-rules.md §7.4, shown beside the form. */
export function RequirementsList() {
  return (
    <section
      aria-labelledby="requirements-title"
      className="self-start rounded-2xl border border-slate-200 bg-slate-50 p-5"
    >
      <h2 id="requirements-title" className="font-semibold text-ink-900">
        Document requirements
      </h2>
      <ul className="mt-3 flex flex-col gap-2 text-sm text-slate-700">
        {VERIFICATION_REQUIREMENTS.map((item) => (
          <li key={item} className="flex items-start gap-2">
            <CheckCircle2 size={18} aria-hidden="true" className="mt-0.5 shrink-0 text-brand-700" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-xs text-slate-500">
        Accepted files: PNG, JPEG, HEIC or PDF, up to 10 MiB each. Only you and our reviewers can open them; your SSN is
        stored encrypted.
      </p>
    </section>
  );
}

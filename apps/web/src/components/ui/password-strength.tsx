import { useEffect, useState } from "react";

// How hard a password is to guess, shown while it is typed (zxcvbn-ts, loaded only when a password
// field is used). Only a hint: the server refuses a password found in its list of leaked ones.

type Estimate = { score: 0 | 1 | 2 | 3 | 4; warning: string };
type Estimator = (password: string) => Estimate;

let loading: Promise<Estimator> | undefined;

function loadEstimator(): Promise<Estimator> {
  loading ??= Promise.all([
    import("@zxcvbn-ts/core"),
    import("@zxcvbn-ts/language-common"),
    import("@zxcvbn-ts/language-en"),
  ]).then(([core, common, en]) => {
    const factory = new core.ZxcvbnFactory({
      translations: en.translations,
      graphs: common.adjacencyGraphs,
      dictionary: { ...common.dictionary, ...en.dictionary },
    });
    return (password: string) => {
      const result = factory.check(password);
      return { score: result.score, warning: result.feedback.warning ?? "" };
    };
  });
  return loading;
}

const LABELS = ["Very weak", "Weak", "Fair", "Strong", "Very strong"] as const;
const COLORS = ["bg-red-600", "bg-orange-500", "bg-amber-400", "bg-teal-500", "bg-teal-700"] as const;

export function PasswordStrength({ password }: { password: string }) {
  const [estimate, setEstimate] = useState<Estimate | null>(null);
  useEffect(() => {
    let isCurrent = true;
    if (!password) {
      setEstimate(null);
      return;
    }
    loadEstimator()
      .then((check) => isCurrent && setEstimate(check(password.slice(0, 128))))
      .catch(() => isCurrent && setEstimate(null));
    return () => {
      isCurrent = false;
    };
  }, [password]);
  if (!estimate) return null;
  return (
    <div className="-mt-2 text-sm" aria-live="polite">
      <div className="flex gap-1" aria-hidden="true">
        {LABELS.map((label, i) => (
          <span
            key={label}
            className={`h-1.5 flex-1 rounded ${i <= estimate.score ? COLORS[estimate.score] : "bg-slate-200"}`}
          />
        ))}
      </div>
      <p className="mt-1 text-slate-600">
        Password strength: <strong>{LABELS[estimate.score]}</strong>
        {estimate.warning ? `. ${estimate.warning}` : ""}
      </p>
    </div>
  );
}

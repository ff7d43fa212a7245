import { RISK_WARNING } from "@vaultline/shared";
import { Link } from "react-router";
import { buttonClass } from "../../components/ui/button.tsx";
import { paths } from "../../config/paths.ts";

export function Component() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-16">
      <h1 className="max-w-2xl text-4xl font-extrabold tracking-tight text-ink-900 sm:text-5xl">
        Grow your crypto with clear plans and honest numbers.
      </h1>
      <p className="mt-4 max-w-xl text-lg text-slate-600">
        Choose an investment plan, fund it with Bitcoin or USDT, and follow every cent in your wallet.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to={paths.register} className={buttonClass("primary")}>
          Create an account
        </Link>
        <Link to={paths.education} className={buttonClass("secondary")}>
          Learn to trade
        </Link>
      </div>
      <p
        role="note"
        className="mt-10 max-w-2xl rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
      >
        {RISK_WARNING}
      </p>
    </div>
  );
}

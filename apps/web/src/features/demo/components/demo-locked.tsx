import { Link } from "react-router";
import { buttonClass } from "../../../components/ui/button.tsx";
import { paths } from "../../../config/paths.ts";

/** Without course access: the server's message and the two ways in. */
export function DemoLocked({ message }: { message: string }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center">
      <p className="text-slate-800">{message}</p>
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        <Link to={paths.educationLearn} className={buttonClass("primary")}>
          Start your free trial
        </Link>
        <Link to={paths.education} className={buttonClass("secondary")}>
          Choose a package
        </Link>
      </div>
    </div>
  );
}

import { Link } from "react-router";
import { buttonClass } from "../../components/ui/button.tsx";
import { paths } from "../../config/paths.ts";

export function Component() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-brand-700">404</p>
      <h1 className="mt-4 text-2xl font-bold">Page Not found</h1>
      <p className="mt-2 text-slate-600">The page you are looking for does not exist or has moved.</p>
      <Link to={paths.home} className={`${buttonClass("primary")} mt-6`}>
        Back to the home page
      </Link>
    </div>
  );
}

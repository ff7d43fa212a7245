import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from "react-router";
import { buttonClass } from "../ui/button.tsx";

/** A screen whose code could not be downloaded (a new version was deployed, or the network dropped). */
const isChunkLoadError = (error: unknown) =>
  error instanceof TypeError && /dynamically imported module|module script failed/i.test(error.message);

/**
 * What a route shows when its screen throws: the shell around it (header, menu, admin side menu)
 * stays, and Retry renders the screen again: it opens the same address anew, which clears the error
 * and runs the screen from the start. Code that failed to download is fetched again by reloading.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;
  return (
    <div role="alert" className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-2xl font-bold tracking-tight text-ink-900">This screen could not be shown</h1>
      <p className="mt-2 text-slate-600">
        Something went wrong while showing it. Try again; if it keeps failing, reload the page.
      </p>
      {detail && <p className="mt-2 text-sm text-slate-500">{detail}</p>}
      <button
        type="button"
        className={buttonClass("primary", "mt-4")}
        onClick={() =>
          isChunkLoadError(error)
            ? window.location.reload()
            : navigate(location, { replace: true, state: location.state })
        }
      >
        Retry
      </button>
    </div>
  );
}

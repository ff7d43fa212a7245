/** A screen that throws while `state.isBroken`, for the tests of the routes' error boundaries. */
export function Broken({ state, title }: { state: { isBroken: boolean }; title: string }) {
  if (state.isBroken) throw new Error(title === "Audit log" ? "The audit log broke" : "The FAQ list broke");
  return <h1>{title}</h1>;
}

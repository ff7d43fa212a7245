export function Spinner({ size = "md", label }: { size?: "sm" | "md" | "lg"; label?: string }) {
  const px = { sm: "h-4 w-4 border-2", md: "h-6 w-6 border-2", lg: "h-10 w-10 border-4" }[size];
  return (
    <span role={label ? "status" : undefined} className="inline-flex items-center gap-2">
      <span aria-hidden="true" className={`${px} animate-spin rounded-full border-current border-t-transparent`} />
      {label && <span className="sr-only">{label}</span>}
    </span>
  );
}

export function PageSpinner() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center text-brand-700">
      <Spinner size="lg" label="Loading" />
    </div>
  );
}

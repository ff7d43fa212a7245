import { Menu, X } from "lucide-react";

/** The phone's menu button: the bars while the menu is closed, a cross while it is open. */
export function MenuToggle({
  isOpen,
  onToggle,
  name,
  controls,
  className,
}: {
  isOpen: boolean;
  onToggle: () => void;
  /** What the button opens, in its accessible name ("Open menu", "Close admin menu"). */
  name: string;
  controls?: string;
  className: string;
}) {
  return (
    <button
      type="button"
      className={className}
      aria-expanded={isOpen}
      aria-controls={controls}
      aria-label={`${isOpen ? "Close" : "Open"} ${name}`}
      onClick={onToggle}
    >
      {isOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
    </button>
  );
}

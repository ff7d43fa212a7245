import { ArrowDown, ArrowUp } from "lucide-react";
import { Button } from "../../../../components/ui/button.tsx";

const MOVES = [
  { delta: -1, word: "up", Icon: ArrowUp },
  { delta: 1, word: "down", Icon: ArrowDown },
] as const;

/** The up and down buttons of one item of the outline ("Move lesson Basics up"); none past either end. */
export function MoveButtons({
  name,
  index,
  count,
  isMoving,
  onMove,
}: {
  /** The item as the buttons' names say it: "module Basics", "lesson Fees". */
  name: string;
  index: number;
  count: number;
  isMoving: boolean;
  onMove: (delta: -1 | 1) => void;
}) {
  return MOVES.map(({ delta, word, Icon }) => (
    <Button
      key={word}
      variant="ghost"
      className="px-2"
      aria-label={`Move ${name} ${word}`}
      disabled={isMoving || index + delta < 0 || index + delta >= count}
      onClick={() => onMove(delta)}
    >
      <Icon size={16} aria-hidden="true" />
    </Button>
  ));
}

import { DemoTrading } from "../../features/demo/components/demo-trading.tsx";

export function Component() {
  return <DemoTrading />;
}

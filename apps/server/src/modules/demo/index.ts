export { demoRoutes } from "./demo.routes.ts";
export { fillTriggeredDemoOrders } from "./demo-open-orders.service.ts";

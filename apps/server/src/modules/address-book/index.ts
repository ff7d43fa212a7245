export { addressBookRoutes } from "./address-book.routes.ts";
export { usableAddress } from "./address-book.service.ts";

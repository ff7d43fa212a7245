import { api } from "../../../lib/api-client.ts";
import { useAddressMutation } from "./get-addresses.ts";

export const removeAddress = (id: string) =>
  api<null>(`/user/addresses/${encodeURIComponent(id)}`, { method: "DELETE" });

export const useRemoveAddress = () => useAddressMutation(removeAddress);

export { chargeCard, reconcileCardCharges, refundCharge, refuseChargeInFlight } from "./card-charges.service.ts";

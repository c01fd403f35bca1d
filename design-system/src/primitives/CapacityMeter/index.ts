export { CapacityMeter, type CapacityMeterProps } from "./CapacityMeter";

export { type CoordinateField, PinMapField, type PinMapFieldProps } from "./PinMapField";

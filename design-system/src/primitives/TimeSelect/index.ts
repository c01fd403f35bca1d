export { TimeSelect, type TimeSelectProps, timeSlots } from "./TimeSelect";

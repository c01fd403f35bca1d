import { Select, type SelectProps } from "../Select/Select";

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

function toMinutes(time: string): number {
  const match = TIME.exec(time);
  if (!match) throw new RangeError(`Expected a time as "HH:MM", got "${time}".`);
  return Number(match[1]) * 60 + Number(match[2]);
}

function toTime(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}

/**
 * The "HH:MM" slots from `from` to `to` inclusive, every `step` minutes. Spec: start times every
 * 30 minutes from 06:00 to 22:00 (last slot 22:00) → 33 slots. Empty when `from` is after `to`.
 */
export function timeSlots(from = "06:00", to = "22:00", step = 30): string[] {
  if (!Number.isInteger(step) || step <= 0)
    throw new RangeError(`step must be a positive whole number of minutes, got ${step}.`);
  const start = toMinutes(from);
  const end = toMinutes(to);
  const slots: string[] = [];
  for (let minutes = start; minutes <= end; minutes += step) slots.push(toTime(minutes));
  return slots;
}

export type TimeSelectProps = Omit<SelectProps, "options" | "children" | "placeholder"> & {
  /** First slot, "HH:MM" (default "06:00"). */
  from?: string;
  /** Last slot, inclusive (default "22:00"). */
  to?: string;
  /** Minutes between slots (default 30). */
  step?: number;
  /** Marks slots that cannot be chosen (booked, in the past ...). */
  isSlotDisabled?: (time: string) => boolean;
  /** How a slot reads (default "06:00"); the submitted value stays "HH:MM". */
  formatSlot?: (time: string) => string;
  /** The empty first option (default "Select a time"). */
  placeholder?: string;
};

/** A native select of start times (submits "HH:MM"), built on Select and `timeSlots`. */
export function TimeSelect({
  from = "06:00",
  to = "22:00",
  step = 30,
  isSlotDisabled,
  formatSlot = (time) => time,
  placeholder = "Select a time",
  ...props
}: TimeSelectProps) {
  const options = timeSlots(from, to, step).map((time) => ({
    value: time,
    label: formatSlot(time),
    disabled: isSlotDisabled?.(time) ?? false,
  }));
  return <Select data-slot="time-select" placeholder={placeholder} options={options} {...props} />;
}

export {
  DaySchedule,
  type DayScheduleBookingProps,
  type DayScheduleListProps,
  type DayScheduleSlotsProps,
  type DoorState,
  type SlotLoad,
} from "./DaySchedule";

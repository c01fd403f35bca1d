export {
  Calendar,
  type CalendarMultipleProps,
  type CalendarProps,
  type CalendarSingleProps,
} from "./Calendar";
export {
  addDays,
  addMonths,
  addMonthsToDate,
  dayOfWeek,
  daysInMonth,
  formatDay,
  formatMonth,
  type IsoDate,
  type IsoMonth,
  isIsoDate,
  monthGrid,
  monthOf,
  startOfWeek,
  todayIn,
  type WeekStart,
  weekdayNames,
} from "./calendar-dates";
export { DatePicker, type DatePickerProps } from "./DatePicker";

export { HoursEditor, type HoursEditorDay, type HoursEditorProps } from "./HoursEditor";

export { SCANNER_STATUS, ScannerPanel, type ScannerPanelProps, type ScannerState } from "./ScannerPanel";

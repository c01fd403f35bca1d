export { Overlay, type OverlayProps, overlayPanelVariants } from "./Overlay";

export { QR_QUIET_ZONE, QrCode, type QrCodeProps, qrPathData } from "./QrCode";

export { type ManagedPhoto, PhotoManager, type PhotoManagerProps } from "./PhotoManager";

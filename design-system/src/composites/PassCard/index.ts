export { PassCard, type PassCardProps } from "./PassCard";

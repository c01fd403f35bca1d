export {
  type BoxPosition,
  type LatLng,
  MAX_MAP_PINS,
  type MapPin,
  MapPins,
  type MapPinsProps,
  projectToBox,
} from "./MapPins";

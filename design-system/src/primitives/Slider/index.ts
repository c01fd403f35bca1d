export {
  PRICE_RANGE,
  RangeSlider,
  type RangeSliderProps,
  type RangeValue,
  rangeKeyValue,
  Slider,
  type SliderProps,
} from "./Slider";

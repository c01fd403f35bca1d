export { Tile, type TileProps } from "./Tile";

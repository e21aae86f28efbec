export {
  cornerBookshop,
  eInkReaderNotes,
  filmRollsOnTable,
  letterpressTypeCase,
  repairWorkbench,
  studioDeskSketches,
} from './indoors.ts';
export { harbourAtDawn, marketStall, mountainPathFog, nightTrainWindow, stationSignage, tiledFacade } from './outdoors.ts';
export { type PaintOptions, paintImage, sceneSVG } from './paint.ts';
export type { Canvas, Scene } from './svg.ts';

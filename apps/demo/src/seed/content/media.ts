import {
  cornerBookshop,
  eInkReaderNotes,
  filmRollsOnTable,
  letterpressTypeCase,
  repairWorkbench,
  studioDeskSketches,
} from '../images/indoors.ts';
import {
  harbourAtDawn,
  marketStall,
  mountainPathFog,
  nightTrainWindow,
  stationSignage,
  tiledFacade,
} from '../images/outdoors.ts';
import type { Scene } from '../images/svg.ts';

/** One seed image: its words, the scene the seed paints for it, and the size it is painted at. */
export type MediaSeed = {
  key: string;
  /** The name the file is uploaded under (the pipeline keeps it unless the name is taken). */
  filename: string;
  alt: string;
  caption: string;
  credit: string;
  scene: Scene;
  /** Pixels. Modest on purpose: the seed paints and resizes every image at each fresh start. */
  width: number;
  height: number;
  /** Where the subject is, in percent: the centre of every crop of the image sizes. */
  focal: { x: number; y: number };
};

/** Images the pages and posts draw from; posts pick their hero from this list. */
export const mediaSeeds: MediaSeed[] = [
  {
    key: 'harbour-dawn',
    filename: 'harbour-at-dawn.jpg',
    alt: 'Fishing boats moored in a still harbour just after sunrise, the water pale pink.',
    caption: 'The harbour before the first ferry, when the only sound is rope against wood.',
    credit: 'Inês Carvalho',
    scene: harbourAtDawn,
    width: 1600,
    height: 1067,
    focal: { x: 30, y: 62 },
  },
  {
    key: 'type-case',
    filename: 'letterpress-type-case.jpg',
    alt: 'An open wooden type case with rows of worn metal letters sorted into small compartments.',
    caption: 'A case of 12-point Caslon, lent to us by a print shop that still sets posters by hand.',
    credit: 'Tomás Reis',
    scene: letterpressTypeCase,
    width: 1500,
    height: 1000,
    focal: { x: 50, y: 50 },
  },
  {
    key: 'night-train',
    filename: 'night-train-window.jpg',
    alt: 'The view from a train window at night: a blurred line of station lights and a reflected reading lamp.',
    caption: 'Somewhere between two borders, around two in the morning.',
    credit: 'Mara Lindqvist',
    scene: nightTrainWindow,
    width: 1500,
    height: 1000,
    focal: { x: 74, y: 26 },
  },
  {
    key: 'workbench',
    filename: 'repair-workbench.jpg',
    alt: 'A tidy workbench with a soldering iron, a disassembled keyboard and small labelled parts trays.',
    caption: 'Most repairs start with a tray for every screw.',
    credit: 'Daniel Okafor',
    scene: repairWorkbench,
    width: 1600,
    height: 1067,
    focal: { x: 35, y: 35 },
  },
  {
    key: 'market-stall',
    filename: 'market-stall-citrus.jpg',
    alt: 'A market stall piled with lemons and oranges under a striped awning, prices chalked on slate.',
    caption: 'Saturday market, ten minutes before closing, when everything is half price.',
    credit: 'Inês Carvalho',
    scene: marketStall,
    width: 1500,
    height: 1000,
    focal: { x: 50, y: 60 },
  },
  {
    key: 'signage',
    filename: 'station-signage.jpg',
    alt: 'A white-on-blue enamel station sign with a clear sans-serif name and an arrow to the platforms.',
    caption: 'Good wayfinding disappears: you only notice it when it is missing.',
    credit: 'Tomás Reis',
    scene: stationSignage,
    width: 1500,
    height: 1000,
    focal: { x: 50, y: 46 },
  },
  {
    key: 'film-rolls',
    filename: 'film-rolls-on-table.jpg',
    alt: 'Five rolls of 35 mm colour film standing on a wooden table next to a rangefinder camera.',
    caption: 'A week of film for a week of walking.',
    credit: 'Mara Lindqvist',
    scene: filmRollsOnTable,
    width: 1500,
    height: 1000,
    focal: { x: 60, y: 60 },
  },
  {
    key: 'tiled-facade',
    filename: 'tiled-facade-blue.jpg',
    alt: 'A building front covered in blue and white patterned ceramic tiles, with two iron balconies.',
    caption: 'Tiles keep the walls cool and the street interesting.',
    credit: 'Inês Carvalho',
    scene: tiledFacade,
    width: 1000,
    height: 1500,
    focal: { x: 50, y: 40 },
  },
  {
    key: 'studio-desk',
    filename: 'studio-desk-sketches.jpg',
    alt: 'A desk covered in pencil layout sketches, a steel ruler and a cup of coffee.',
    caption: 'Every issue starts on paper, usually on the back of the previous one.',
    credit: 'Waymark studio',
    scene: studioDeskSketches,
    width: 1600,
    height: 1067,
    focal: { x: 45, y: 40 },
  },
  {
    key: 'mountain-path',
    filename: 'mountain-path-fog.jpg',
    alt: 'A narrow stone path climbing through terraced hills into low fog.',
    caption: 'The path above the village, an hour before the fog lifted.',
    credit: 'Daniel Okafor',
    scene: mountainPathFog,
    width: 1600,
    height: 900,
    focal: { x: 52, y: 60 },
  },
  {
    key: 'bookshop',
    filename: 'corner-bookshop.jpg',
    alt: 'The inside of a small bookshop with floor-to-ceiling shelves and a ladder on a rail.',
    caption: 'A corner bookshop that has kept the same opening hours since 1962.',
    credit: 'Mara Lindqvist',
    scene: cornerBookshop,
    width: 1600,
    height: 1200,
    focal: { x: 62, y: 50 },
  },
  {
    key: 'e-ink-reader',
    filename: 'e-ink-reader-notes.jpg',
    alt: 'An e-ink tablet showing handwritten notes, resting on a canvas bag beside a train ticket.',
    caption: 'Notes written on the move, synced later, read anywhere.',
    credit: 'Daniel Okafor',
    scene: eInkReaderNotes,
    width: 1500,
    height: 1000,
    focal: { x: 44, y: 50 },
  },
];

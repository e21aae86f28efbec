import type { Block } from '@atrium/core';

/** A small map with one pin: a station, a café, the print room. */
export const mapEmbed: Block = {
  slug: 'mapEmbed',
  interfaceName: 'MapEmbedBlock',
  labels: { singular: 'Map', plural: 'Maps' },
  fields: [
    { name: 'label', type: 'text', label: 'Label', required: true, maxLength: 120 },
    {
      name: 'location',
      type: 'point',
      label: 'Location',
      required: true,
      admin: { description: 'Longitude and latitude of the pin.' },
    },
    { name: 'zoom', type: 'number', label: 'Zoom', integer: true, min: 3, max: 19, defaultValue: 15 },
  ],
};

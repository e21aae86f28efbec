import type { Block } from '@atrium/core';

/** A small map with one pin: a station, a café, the print room. */
export const mapEmbed: Block = {
  slug: 'mapEmbed',
  interfaceName: 'MapEmbedBlock',
  // The editor shows the block as the article will (`src/admin/MapPreview`), not as a list of its values.
  admin: { components: { Block: '@atrium/demo#MapPreview' } },
  labels: { singular: { en: 'Map', de: 'Karte', ar: 'خريطة' }, plural: { en: 'Maps', de: 'Karten', ar: 'الخرائط' } },
  fields: [
    { name: 'label', type: 'text', label: { en: 'Label', de: 'Beschriftung', ar: 'التسمية' }, required: true, maxLength: 120 },
    {
      name: 'location',
      type: 'point',
      label: { en: 'Location', de: 'Standort', ar: 'الموقع' },
      required: true,
      admin: {
        description: {
          en: 'Longitude and latitude of the pin.',
          de: 'Längen- und Breitengrad der Markierung.',
          ar: 'خط الطول ودائرة العرض للدبوس.',
        },
      },
      // Runs on the server only (functions never reach the browser): the block's drawer asks it before closing.
      // A validate function replaces the built-in check, so that check is kept here.
      validate: (value, { req }) => {
        if (!Array.isArray(value)) return req.t('validation:required');
        const [longitude, latitude] = value as number[];
        if (![longitude, latitude].every(Number.isFinite) || Math.abs(longitude) > 180 || Math.abs(latitude) > 90)
          return req.t('validation:notValidPoint');
        return longitude === 0 && latitude === 0
          ? 'The pin is at 0, 0, in the sea off West Africa: enter the place’s own longitude and latitude.'
          : true;
      },
    },
    {
      name: 'zoom',
      type: 'number',
      label: { en: 'Zoom', de: 'Zoom', ar: 'التكبير' },
      integer: true,
      min: 3,
      max: 19,
      defaultValue: 15,
    },
  ],
};

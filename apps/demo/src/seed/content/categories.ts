/** One seed category; `parent` names another entry's key. */
export type CategorySeed = { key: string; title: string; description: string; parent?: string };

/** Topics of the Waymark journal. Parents come before their children so ids exist when referenced. */
export const categorySeeds: CategorySeed[] = [
  {
    key: 'design',
    title: 'Design',
    description: 'How things are made to be used: layout, signage, objects and the decisions behind them.',
  },
  {
    key: 'typography',
    title: 'Typography',
    parent: 'design',
    description: 'Letters at every size, from street signs to book pages, and the people who draw them.',
  },
  {
    key: 'travel',
    title: 'Travel',
    description: 'Slow journeys, mostly by train, with an eye for the everyday details of a place.',
  },
  {
    key: 'city-guides',
    title: 'City Guides',
    parent: 'travel',
    description: 'Walking routes, markets, bookshops and places to sit, collected over repeat visits.',
  },
  {
    key: 'technology',
    title: 'Technology',
    description: 'Small, durable tools: software that works offline, hardware that can be repaired.',
  },
  {
    key: 'photography',
    title: 'Photography',
    description: 'Cameras, film, light and the habit of looking twice before pressing the shutter.',
  },
];

import type { ReactNode } from 'react';

/** A 20px line icon; decorative (its button carries the name). */
function Icon({ children, mirror }: { children: ReactNode; mirror?: boolean }) {
  return (
    <svg
      className={`rt-icon${mirror ? ' rt-icon--mirror' : ''}`}
      width="20"
      height="20"
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const icons = {
  bold: (
    <Icon>
      <path d="M6 4h5a3 3 0 0 1 0 6H6zM6 10h6a3 3 0 0 1 0 6H6z" strokeWidth="2" />
    </Icon>
  ),
  italic: (
    <Icon>
      <path d="M9 4h6M5 16h6M12 4 8 16" />
    </Icon>
  ),
  underline: (
    <Icon>
      <path d="M6 3v6a4 4 0 0 0 8 0V3M5 17h10" />
    </Icon>
  ),
  strikethrough: (
    <Icon>
      <path d="M4 10h12M13.5 6.5C13 5 11.7 4 10 4 8 4 6.5 5.2 6.5 6.8c0 1 .5 1.8 1.6 2.3M7 13.5c.4 1.5 1.6 2.5 3.3 2.5 2 0 3.5-1.1 3.5-2.8 0-.6-.2-1.1-.5-1.6" />
    </Icon>
  ),
  code: (
    <Icon mirror>
      <path d="m7 6-4 4 4 4M13 6l4 4-4 4" />
    </Icon>
  ),
  subscript: (
    <Icon>
      <path d="m3 5 7 8M10 5l-7 8M13 14.5c0-1 .8-1.5 1.7-1.5s1.6.6 1.6 1.4c0 1.4-3.3 2-3.3 3.6h3.4" />
    </Icon>
  ),
  superscript: (
    <Icon>
      <path d="m3 7 7 8M10 7l-7 8M13 4.5c0-1 .8-1.5 1.7-1.5s1.6.6 1.6 1.4c0 1.4-3.3 2-3.3 3.6h3.4" />
    </Icon>
  ),
  highlight: (
    <Icon>
      <path d="m11.5 4 4.5 4.5-6.5 6.5H5v-4.5zM4 17h12" />
    </Icon>
  ),
  bullet: (
    <Icon mirror>
      <path d="M8 5h9M8 10h9M8 15h9" />
      <circle cx="4" cy="5" r="1" fill="currentColor" />
      <circle cx="4" cy="10" r="1" fill="currentColor" />
      <circle cx="4" cy="15" r="1" fill="currentColor" />
    </Icon>
  ),
  number: (
    <Icon mirror>
      <path d="M8 5h9M8 10h9M8 15h9M3 4l1.2-.8V7M3 7h2.4M3 12.6c0-.6.5-1 1.1-1s1.1.4 1.1.9c0 .9-2.2 1.3-2.2 2.5h2.3" />
    </Icon>
  ),
  check: (
    <Icon mirror>
      <path d="M9 5h8M9 10h8M9 15h8M2.5 5l1.3 1.3L6.5 3.7M2.5 14h3.5v3h-3.5z" />
    </Icon>
  ),
  quote: (
    <Icon mirror>
      <path d="M4 4v12M8 7h8M8 11h8M8 15h5" />
    </Icon>
  ),
  link: (
    <Icon>
      <path d="M8.5 11.5a3.5 3.5 0 0 0 5 0l2.5-2.5a3.5 3.5 0 0 0-5-5l-1 1M11.5 8.5a3.5 3.5 0 0 0-5 0L4 11a3.5 3.5 0 0 0 5 5l1-1" />
    </Icon>
  ),
  rule: (
    <Icon>
      <path d="M3 10h14" strokeWidth="2" />
    </Icon>
  ),
  table: (
    <Icon>
      <rect x="3" y="4" width="14" height="12" rx="1.5" />
      <path d="M3 8h14M3 12h14M8 4v12M12.5 4v12" />
    </Icon>
  ),
  undo: (
    <Icon mirror>
      <path d="M7 5 3 9l4 4M3 9h9a4 4 0 0 1 0 8H9" />
    </Icon>
  ),
  redo: (
    <Icon mirror>
      <path d="m13 5 4 4-4 4M17 9H8a4 4 0 0 0 0 8h3" />
    </Icon>
  ),
  plus: (
    <Icon>
      <path d="M10 4v12M4 10h12" />
    </Icon>
  ),
  chevron: (
    <Icon>
      <path d="m6 8 4 4 4-4" />
    </Icon>
  ),
};

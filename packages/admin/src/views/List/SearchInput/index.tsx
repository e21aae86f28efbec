import { useEffect, useId, useRef, useState } from 'react';
import './index.css';

type Props = {
  /** The search in the address bar. */
  value: string;
  /** Called once typing pauses (or on Enter), never per keystroke. */
  onSearch: (value: string) => void;
  label: string;
  placeholder: string;
  /** Milliseconds of quiet before searching. Defaults to 300. */
  delay?: number;
};

/** The list's search box: it keeps what is typed locally and searches once typing pauses. */
export function SearchInput({ value, onSearch, label, placeholder, delay = 300 }: Props) {
  const id = useId();
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  // The address changed elsewhere (back, forward, "clear filters"): show what it says.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (text === sent.current) return;
    const timer = window.setTimeout(() => {
      sent.current = text;
      onSearchRef.current(text);
    }, delay);
    return () => window.clearTimeout(timer);
  }, [text, delay]);

  const handleKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && text !== sent.current) {
      sent.current = text;
      onSearchRef.current(text);
    }
  };

  return (
    <div className="search-input">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <svg
        className="search-input__icon"
        viewBox="0 0 20 20"
        width="16"
        height="16"
        aria-hidden
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <circle cx="8.5" cy="8.5" r="5.5" />
        <path d="m13 13 4 4" strokeLinecap="round" />
      </svg>
      <input
        id={id}
        type="search"
        className="search-input__field"
        value={text}
        placeholder={placeholder}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={handleKeyDown}
        autoComplete="off"
        spellCheck={false}
      />
    </div>
  );
}

/** How a date field is picked (`admin.date.pickerAppearance`). */
export type PickerAppearance = 'dayOnly' | 'dayAndTime' | 'timeOnly' | 'monthOnly';

/** The native input type of each appearance. */
export const inputTypes: Record<PickerAppearance, string> = {
  dayOnly: 'date',
  dayAndTime: 'datetime-local',
  timeOnly: 'time',
  monthOnly: 'month',
};

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The stored ISO string as the native input's local value (`2024-05-01`, `2024-05-01T09:30`, `09:30`, `2024-05`). */
export function toInputValue(stored: unknown, appearance: PickerAppearance): string {
  if (typeof stored !== 'string' || stored === '') return '';
  const date = new Date(stored);
  if (Number.isNaN(date.getTime())) return '';
  const day = `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  switch (appearance) {
    case 'dayOnly':
      return day;
    case 'monthOnly':
      return day.slice(0, 7);
    case 'timeOnly':
      return time;
    default:
      return `${day}T${time}`;
  }
}

/**
 * The ISO string to store for what the native input holds, read in the browser's time zone; `null` when empty.
 * A day (or month) is stored at local noon, so that it stays the same calendar day in every time zone within
 * twelve hours of the editor's. A time alone keeps the day of the value it changes (today for a new one).
 */
export function fromInputValue(text: string, appearance: PickerAppearance, previous: unknown, now = new Date()): string | null {
  if (!text) return null;
  const numbers = text.split(/[-T:]/).map(Number);
  if (numbers.some((n) => !Number.isFinite(n))) return null;
  let date: Date;
  switch (appearance) {
    case 'dayOnly':
      date = new Date(numbers[0], numbers[1] - 1, numbers[2], 12, 0, 0, 0);
      break;
    case 'monthOnly':
      date = new Date(numbers[0], numbers[1] - 1, 1, 12, 0, 0, 0);
      break;
    case 'timeOnly': {
      const base = typeof previous === 'string' && !Number.isNaN(new Date(previous).getTime()) ? new Date(previous) : now;
      date = new Date(base.getFullYear(), base.getMonth(), base.getDate(), numbers[0], numbers[1], 0, 0);
      break;
    }
    default:
      date = new Date(numbers[0], numbers[1] - 1, numbers[2], numbers[3] ?? 0, numbers[4] ?? 0, 0, 0);
  }
  // Years below 100 would be read as 19xx by the Date constructor.
  if (appearance !== 'timeOnly' && numbers[0] < 100) date.setFullYear(numbers[0]);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

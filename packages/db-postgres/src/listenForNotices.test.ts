import { describe, expect, it } from 'vitest';
import { walPosition } from './listenForNotices.ts';

describe('walPosition', () => {
  it('orders WAL positions as PostgreSQL does, past 32 bits in either half', () => {
    expect(walPosition('0/0')).toBe(0n);
    expect(walPosition('0/16B3748')).toBe(0x16b3748n);
    expect(walPosition('1/0') > walPosition('0/FFFFFFFF')).toBe(true);
    expect(walPosition('16/B374D848')).toBe((0x16n << 32n) + 0xb374d848n);
  });
});

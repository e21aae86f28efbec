import { describe, expect, it } from 'vitest';
import { noticeChannelOf } from './NotifiedChannels.ts';

describe('noticeChannelOf', () => {
  it('names the channel after the schema while it fits in a PostgreSQL identifier', () => {
    expect(noticeChannelOf('public')).toBe('atrium_changes:public');
    expect(noticeChannelOf('Site "B"')).toBe('atrium_changes:Site "B"');
  });

  it('hashes a schema whose channel name would pass 63 bytes, keeping distinct schemas apart', () => {
    const long = 'ü'.repeat(30);
    const channel = noticeChannelOf(long);
    expect(Buffer.byteLength(channel)).toBeLessThanOrEqual(63);
    expect(channel).toMatch(/^atrium_changes:[0-9a-f]{40}$/);
    expect(noticeChannelOf(`${long}x`)).not.toBe(channel);
  });
});

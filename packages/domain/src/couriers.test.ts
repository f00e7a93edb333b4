import { describe, expect, it } from 'vitest';

import { SANDBOX_PARCEL_STEPS, sandboxStepsAfter } from './couriers.ts';

describe('the sandbox courier', () => {
  it('picks a booked parcel up, carries it on, then delivers it or brings it back, and nothing after', () => {
    expect(sandboxStepsAfter('booked')).toEqual(['picked-up']);
    expect(sandboxStepsAfter('picked-up')).toEqual(['in-transit', 'delivered', 'returned']);
    expect(sandboxStepsAfter('in-transit')).toEqual(['delivered', 'returned']);
    expect(sandboxStepsAfter('delivered')).toEqual([]);
    expect(sandboxStepsAfter('returned')).toEqual([]);
    // Another courier's words are no sandbox status.
    expect(sandboxStepsAfter('in_review')).toEqual([]);
  });

  it('reaches every step from a booked parcel', () => {
    const reached = new Set<string>();
    const walk = (status: string) => {
      for (const step of sandboxStepsAfter(status)) {
        if (reached.has(step)) continue;
        reached.add(step);
        walk(step);
      }
    };
    walk('booked');
    expect([...reached].sort()).toEqual([...SANDBOX_PARCEL_STEPS].sort());
  });
});

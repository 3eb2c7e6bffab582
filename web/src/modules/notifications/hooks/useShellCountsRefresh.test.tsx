import { useQuery } from '@apollo/client/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShellCountsDocument } from '../../../generated/graphql.js';
import { createCache } from '../../../lib/apollo.js';
import { SHELL_COUNTS_REFRESH_MS, useShellCountsRefresh } from './useShellCountsRefresh.js';

function Counts() {
  useShellCountsRefresh();
  const { data } = useQuery(ShellCountsDocument);
  return <p>{data ? `unread ${data.shellCounts.unreadNotifications}` : 'none'}</p>;
}

function countsMock(values: number[]) {
  let call = 0;
  const result = vi.fn(() => {
    const unreadNotifications = values[Math.min(call, values.length - 1)] ?? 0;
    call += 1;
    return {
      data: {
        shellCounts: { __typename: 'ShellCounts', unreadMessages: 0, unreadNotifications },
      },
    };
  });
  const mock: MockLink.MockedResponse = {
    request: { query: ShellCountsDocument },
    result,
    maxUsageCount: 10,
  };
  return { mock, result };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('useShellCountsRefresh', () => {
  it('asks for the counts again when the window gains focus', async () => {
    const { mock, result } = countsMock([1, 4]);
    render(
      <MockedProvider cache={createCache()} mocks={[mock]}>
        <Counts />
      </MockedProvider>,
    );
    await screen.findByText('unread 1');
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await screen.findByText('unread 4');
    expect(result).toHaveBeenCalledTimes(2);
  });

  it('asks again every minute while the page is visible', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { mock, result } = countsMock([2, 3]);
    render(
      <MockedProvider cache={createCache()} mocks={[mock]}>
        <Counts />
      </MockedProvider>,
    );
    await screen.findByText('unread 2');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SHELL_COUNTS_REFRESH_MS);
    });
    await screen.findByText('unread 3');
    expect(result).toHaveBeenCalledTimes(2);
  });
});

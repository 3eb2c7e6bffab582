import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../i18n/i18n.js';
import { DocumentGrid } from './DocumentGrid.js';

beforeAll(async () => {
  await initI18n();
});

describe('DocumentGrid', () => {
  it('names no count while the list is loading, then the count of the list', () => {
    const props = { failed: false, filtered: false, onOpen: () => undefined };
    const { rerender } = render(<DocumentGrid {...props} documents={undefined} loading />);
    // "Documents (0)" would tell a screen reader the library is empty while it loads.
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Documents');
    rerender(<DocumentGrid {...props} documents={[]} loading={false} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Documents (0)');
  });
});

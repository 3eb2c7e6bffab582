import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ColumnChart, type ColumnChartProps } from './ColumnChart.js';
import {
  axisX,
  band,
  barsOf,
  CHART,
  labelEvery,
  tickStep,
  valueTicks,
  valueY,
} from './chart-scale.js';

describe('the chart scale', () => {
  it('ends the value axis on a round step at or above the largest value', () => {
    expect(valueTicks(0)).toEqual([0, 1]);
    expect(valueTicks(3)).toEqual([0, 1, 2, 3]);
    expect(valueTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(valueTicks(95)).toEqual([0, 50, 100]);
    expect(tickStep(1_234)).toBe(500);
    // Counts are whole: never a tick between two of them.
    expect(tickStep(2)).toBe(1);
  });

  it('draws zero on the baseline and the top value at the top', () => {
    expect(valueY(0, 10)).toBe(CHART.height - CHART.foot);
    expect(valueY(10, 10)).toBe(CHART.top);
    expect(valueY(5, 10)).toBe((CHART.height - CHART.foot + CHART.top) / 2);
  });

  it('lays the categories out from the axis in the reading direction', () => {
    const ltr = [0, 1, 2].map((index) => band(index, 3, 'ltr').x);
    const rtl = [0, 1, 2].map((index) => band(index, 3, 'rtl').x);
    expect(ltr[0]).toBe(axisX('ltr'));
    expect(ltr).toEqual([...ltr].sort((a, b) => a - b));
    // Right to left: the first category at the right, next to the axis there.
    expect(rtl).toEqual([...rtl].sort((a, b) => b - a));
    const first = band(0, 3, 'rtl');
    expect(first.x + first.width).toBeCloseTo(axisX('rtl'));
    // Mirrored: each band is the left-to-right one reflected about the drawing's middle.
    for (const index of [0, 1, 2]) {
      const left = band(index, 3, 'ltr');
      expect(band(index, 3, 'rtl').x).toBeCloseTo(CHART.width - left.x - left.width);
    }
  });

  it('orders a group of bars in the reading direction too', () => {
    const outer = band(0, 1, 'ltr');
    const [ltrFirst, ltrSecond] = barsOf(outer, 2, 'ltr');
    expect((ltrFirst?.x ?? 0) < (ltrSecond?.x ?? 0)).toBe(true);
    const [rtlFirst, rtlSecond] = barsOf(band(0, 1, 'rtl'), 2, 'rtl');
    expect((rtlFirst?.x ?? 0) > (rtlSecond?.x ?? 0)).toBe(true);
  });

  it('labels every category while they fit, fewer beyond', () => {
    expect(labelEvery(4)).toBe(1);
    expect(labelEvery(52)).toBeGreaterThan(1);
  });
});

const props: ColumnChartProps = {
  label: 'Submissions per week',
  categories: ['Week 1', 'Week 2', 'Week 3'],
  series: [
    { key: 'submitted', label: 'Submitted', tone: 'primary', values: [1, 4, 2] },
    { key: 'approved', label: 'Approved', tone: 'positive', values: [0, 2, 2] },
  ],
  direction: 'ltr',
  format: (value) => String(value),
};

const barX = (container: HTMLElement, category: number, series: string) =>
  Number(
    container
      .querySelector(`[data-category="${category}"] [data-series="${series}"]`)
      ?.getAttribute('x'),
  );

describe('ColumnChart', () => {
  it('is an image named by its label, with a legend naming each series', () => {
    render(<ColumnChart {...props} />);
    expect(screen.getByRole('img', { name: 'Submissions per week' })).toBeTruthy();
    expect(screen.getByText('Submitted')).toBeTruthy();
    expect(screen.getByText('Approved')).toBeTruthy();
  });

  it('draws each value at its height, the largest reaching the top tick', () => {
    const { container } = render(<ColumnChart {...props} />);
    const tallest = container.querySelector('[data-category="1"] [data-series="submitted"]');
    expect(Number(tallest?.getAttribute('y'))).toBe(CHART.top);
    const empty = container.querySelector('[data-category="0"] [data-series="approved"]');
    expect(Number(empty?.getAttribute('height'))).toBe(0);
  });

  it('mirrors the categories and puts the axis on the right in right-to-left', () => {
    const ltr = render(<ColumnChart {...props} />).container;
    expect(barX(ltr, 0, 'submitted')).toBeLessThan(barX(ltr, 2, 'submitted'));
    const rtl = render(<ColumnChart {...props} direction="rtl" />).container;
    expect(barX(rtl, 0, 'submitted')).toBeGreaterThan(barX(rtl, 2, 'submitted'));
    const tickLabels = [...rtl.querySelectorAll('[data-tick] > text')];
    expect(tickLabels.length).toBeGreaterThan(0);
    for (const label of tickLabels) {
      expect(Number(label.getAttribute('x'))).toBeGreaterThan(axisX('rtl'));
      expect(label.getAttribute('text-anchor')).toBe('start');
    }
  });

  it('draws a marker at each level given (an event’s places)', () => {
    const { container } = render(
      <ColumnChart {...props} markers={[4, null, 2]} markerLabel="Places" />,
    );
    expect(container.querySelectorAll('[data-marker]')).toHaveLength(2);
    expect(Number(container.querySelector('[data-marker="0"]')?.getAttribute('y1'))).toBe(
      CHART.top,
    );
    expect(screen.getByText('Places')).toBeTruthy();
  });
});

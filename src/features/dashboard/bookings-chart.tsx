import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { css } from 'styled-system/css';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { BUSINESS_TIME_ZONE, startOfBusinessDay } from '../../contract/business-date';
import { formatDate } from '../../lib/format/date';
import type { DailyCount } from './dashboard-stats';

const DAY = 86_400;
const DAY_STEPS = [DAY, 2 * DAY, 7 * DAY, 14 * DAY, 28 * DAY];

/**
 * Bookings per day as a bar chart (uPlot, loaded lazily with this module). The canvas is hidden
 * from assistive technology; the figures are also in a table beside it.
 */
export function BookingsChart({ data }: { data: DailyCount[] }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const style = getComputedStyle(document.documentElement);
    const accent = style.getPropertyValue('--colors-accent-default').trim() || '#1d4ed8';
    const axisColor = style.getPropertyValue('--colors-fg-muted').trim() || '#6b7280';
    const gridColor = style.getPropertyValue('--colors-border-default').trim() || '#e5e7eb';
    const xs = data.map((entry) => Date.parse(startOfBusinessDay(entry.day)) / 1000);
    const plot = new uPlot(
      {
        width: element.clientWidth || 600,
        height: 220,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: true } },
        // Days begin at midnight in Malaysia, wherever the device is (docs/product.md, Dates and time zone).
        tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), BUSINESS_TIME_ZONE),
        axes: [
          {
            stroke: axisColor,
            grid: { show: false },
            // Whole days only, each labelled in the product's format (uPlot's own would say "10/26").
            incrs: DAY_STEPS,
            space: 96,
            values: (_plot, splits) => splits.map((seconds) => formatDate(seconds * 1000, locale)),
          },
          { stroke: axisColor, grid: { stroke: gridColor } },
        ],
        series: [
          {},
          {
            label: t`Bookings`,
            stroke: accent,
            fill: accent,
            paths: uPlot.paths.bars?.({ size: [0.7, 40] }),
          },
        ],
      },
      [xs, data.map((entry) => entry.count)],
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: 220 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [data, t, locale]);

  return <div ref={host} aria-hidden className={css({ w: 'full', minH: 'chart' })} />;
}

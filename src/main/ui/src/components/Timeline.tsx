import { Box } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBound } from '../format/dates';
import type { TimelinePeriod } from '../api/schemas';
import { fittedLabel, layoutTimeline, originKey } from './timelineLayout';

const LABELS = 190;
const ROW = 28;
const AXIS = 22;

export interface TimelineProps {
  periods: TimelinePeriod[];
  /** The index of the period shown, highlighted; -1 for none. */
  selected: number;
  onSelect(index: number): void;
  /** A fixed width; by default the picture is as wide as its container. */
  width?: number;
}

/** The width of an element, followed as it changes (the window is resized). */
function useWidth(fallback: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * The record's timeline as a picture: a row for the golden record and one per origin, each
 * period a bar (inactive periods hatched), the open ends running off the edge with an arrow.
 * Every golden period is a button: choosing it (click, Enter or Space) shows the record then.
 */
export function Timeline({ periods, selected, onSelect, width: fixed }: TimelineProps) {
  const { t, i18n } = useTranslation();
  const [container, measured] = useWidth(900);
  const width = Math.max(fixed ?? measured, LABELS + 200);
  const plot = width - LABELS;
  const layout = layoutTimeline(periods, plot, t('record.goldenRow'));
  const height = AXIS + layout.rows.length * ROW + 6;

  function describe(index: number) {
    const period = periods[index]!;
    const span = t('record.period', {
      from: formatBound(period.dateFrom, i18n.language, t('common.beginning')),
      to: formatBound(period.dateTo, i18n.language, t('common.end')),
    });
    const sources = (period.contributors ?? []).map(originKey).join(', ');
    return `${span}${period.active ? '' : ` (${t('record.inactive')})`}: ${sources}`;
  }

  return (
    <Box ref={container} sx={{ overflowX: 'auto' }}>
      <svg
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        data-testid="timeline"
        aria-label={t('record.timeline')}
        style={{ fontFamily: 'inherit', fontSize: 12 }}
      >
        <defs>
          <pattern
            id="inactive"
            width="6"
            height="6"
            patternUnits="userSpaceOnUse"
            patternTransform="rotate(45)"
          >
            <rect width="6" height="6" fill="#eceff1" />
            <line x1="0" y1="0" x2="0" y2="6" stroke="#90a4ae" strokeWidth="2" />
          </pattern>
        </defs>
        {layout.ticks.map((tick) => (
          <g key={tick.label} transform={`translate(${LABELS + tick.x},0)`}>
            <line y1={AXIS - 4} y2={height} stroke="#cfd8dc" />
            <text y={AXIS - 8} textAnchor="middle" fill="#455a64">
              {tick.label}
            </text>
          </g>
        ))}
        {layout.rows.map((row, index) => (
          <text
            key={row}
            x={LABELS - 8}
            y={AXIS + index * ROW + ROW / 2 + 4}
            textAnchor="end"
            fill="#263238"
            fontWeight={index === 0 ? 600 : 400}
          >
            {fittedLabel(row) !== row && <title>{row}</title>}
            {fittedLabel(row)}
          </text>
        ))}
        {layout.bars.map((bar) => {
          const golden = bar.row === 0;
          const chosen = bar.period === selected;
          const y = AXIS + bar.row * ROW + 5;
          const fill = !bar.active ? 'url(#inactive)' : golden ? '#1f4e8c' : '#5c8fcf';
          const shape = (
            <>
              <rect
                x={LABELS + bar.x}
                y={y}
                width={bar.width}
                height={ROW - 10}
                rx={3}
                fill={fill}
                stroke={chosen ? '#d84315' : '#ffffff'}
                strokeWidth={chosen ? 3 : 1}
              />
              {bar.openStart && <path d={`M${LABELS + 2},${y + 9} l8,-6 v12 z`} fill="#ffffff" />}
              {bar.openEnd && <path d={`M${width - 2},${y + 9} l-8,-6 v12 z`} fill="#ffffff" />}
            </>
          );
          if (!golden) {
            return <g key={`${bar.row}-${bar.period}`}>{shape}</g>;
          }
          return (
            <g
              key={`${bar.row}-${bar.period}`}
              role="button"
              tabIndex={0}
              aria-pressed={chosen}
              aria-label={describe(bar.period)}
              data-testid="timeline-period"
              style={{ cursor: 'pointer', outline: 'none' }}
              onClick={() => onSelect(bar.period)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  onSelect(bar.period);
                }
              }}
            >
              <title>{describe(bar.period)}</title>
              {shape}
            </g>
          );
        })}
      </svg>
    </Box>
  );
}

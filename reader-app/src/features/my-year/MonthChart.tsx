import { useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { YearStats } from '@book/core';
import { formatNumber } from '@book/shared-ui';
import { MONTH_NAMES, MONTH_SHORT, plural } from './format';

const HEIGHT = 180;
const TOP = 22;
const BOTTOM = 24;

/** The element's width in CSS pixels, so the chart draws at 1:1 and its labels keep their size on a phone. */
function useWidth(ref: RefObject<HTMLElement | null>, fallback: number): number {
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.max(240, Math.round(entry.contentRect.width))));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/** One figure per month as a plain SVG bar chart; its text alternative is the caption and a table for screen readers. */
export function MonthChart({
  months,
  metric,
  title,
  unit,
}: {
  months: YearStats['months'];
  metric: 'books' | 'pages';
  title: string;
  unit: string;
}) {
  const id = useId();
  const box = useRef<HTMLElement>(null);
  const width = useWidth(box, 600);
  const band = width / 12;
  const bar = Math.min(band * 0.62, 36);
  // Values of neighbouring months must not run into each other on a narrow phone.
  const valueSize = Math.min(13, Math.round(band * 0.42));
  const values = months.map((m) => m[metric]);
  const max = Math.max(...values, 1);
  const total = values.reduce((a, b) => a + b, 0);
  const best = values.indexOf(Math.max(...values));
  const summary = total
    ? `${plural(total, unit)} in all; the most in ${MONTH_NAMES[best]} (${formatNumber(values[best])}).`
    : `No ${unit}s this year.`;
  const plot = HEIGHT - TOP - BOTTOM;

  return (
    <figure className="reader-my-year__chart" aria-labelledby={`${id}-title`} ref={box}>
      <h3 id={`${id}-title`} className="reader-my-year__chart-title">
        {title}
      </h3>
      <svg viewBox={`0 0 ${width} ${HEIGHT}`} className="reader-my-year__svg" aria-hidden="true" focusable="false">
        <line x1={0} x2={width} y1={HEIGHT - BOTTOM} y2={HEIGHT - BOTTOM} className="reader-my-year__axis" />
        {values.map((value, i) => {
          const h = (value / max) * plot;
          const x = i * band + (band - bar) / 2;
          return (
            <g key={i}>
              {value > 0 && (
                <rect x={x} y={HEIGHT - BOTTOM - h} width={bar} height={h} rx={4} className="reader-my-year__bar" />
              )}
              {value > 0 && (
                <text
                  x={x + bar / 2}
                  y={HEIGHT - BOTTOM - h - 6}
                  textAnchor="middle"
                  fontSize={valueSize}
                  className="reader-my-year__value"
                >
                  {formatNumber(value)}
                </text>
              )}
              <text x={i * band + band / 2} y={HEIGHT - 6} textAnchor="middle" className="reader-my-year__month">
                {MONTH_SHORT[i]}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="reader-muted">{summary}</figcaption>
      <table className="ui-visually-hidden">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">{title}</th>
          </tr>
        </thead>
        <tbody>
          {months.map((m, i) => (
            <tr key={m.month}>
              <th scope="row">{MONTH_NAMES[i]}</th>
              <td>{formatNumber(values[i])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

import { useId } from 'react';
import type { YearStats } from '@book/shared-ui';
import { formatNumber } from '../../common/kit';
import { MONTH_NAMES, MONTH_SHORT, plural } from './format';

const WIDTH = 600;
const HEIGHT = 200;
const TOP = 22;
const BOTTOM = 24;
const BAND = WIDTH / 12;
const BAR = BAND * 0.62;

/** One figure per month as a plain SVG bar chart; its text alternative is the caption and a table for screen readers. */
export function MonthChart({ months, metric, title, unit }: { months: YearStats['months']; metric: 'books' | 'pages'; title: string; unit: string }) {
  const id = useId();
  const values = months.map((m) => m[metric]);
  const max = Math.max(...values, 1);
  const total = values.reduce((a, b) => a + b, 0);
  const best = values.indexOf(Math.max(...values));
  const summary = total
    ? `${plural(total, unit)} in all; the most in ${MONTH_NAMES[best]} (${formatNumber(values[best])}).`
    : `No ${unit}s this year.`;
  const plot = HEIGHT - TOP - BOTTOM;

  return (
    <figure className="reader-my-year__chart" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="reader-my-year__chart-title">
        {title}
      </h3>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="reader-my-year__svg" aria-hidden="true" focusable="false">
        <line x1={0} x2={WIDTH} y1={HEIGHT - BOTTOM} y2={HEIGHT - BOTTOM} className="reader-my-year__axis" />
        {values.map((value, i) => {
          const h = (value / max) * plot;
          const x = i * BAND + (BAND - BAR) / 2;
          return (
            <g key={i}>
              {value > 0 && <rect x={x} y={HEIGHT - BOTTOM - h} width={BAR} height={h} rx={4} className="reader-my-year__bar" />}
              {value > 0 && (
                <text x={x + BAR / 2} y={HEIGHT - BOTTOM - h - 6} textAnchor="middle" className="reader-my-year__value">
                  {formatNumber(value)}
                </text>
              )}
              <text x={i * BAND + BAND / 2} y={HEIGHT - 6} textAnchor="middle" className="reader-my-year__month">
                {MONTH_SHORT[i]}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="reader-muted">{summary}</figcaption>
      <table className="reader-visually-hidden">
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

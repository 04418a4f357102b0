/*
 * Generated seed images (SVG, no network): book covers and avatars. Each design is derived from a
 * hash of its text, so the same title always gets the same cover and different titles differ.
 */
import { withoutAccents } from '../common/query-helpers';
import palettes from './data/cover-palettes.json';

/** A cover's colours: its gradient (`from` to `to`), its ornaments (`accent`) and its lettering (`ink`). */
const PALETTES: { from: string; to: string; accent: string; ink: string }[] = palettes;

/** FNV-1a: a small, stable string hash. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A deterministic pseudo-random generator (mulberry32). */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const escapeXml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string);

/** File-name-safe slug: "The Auctioneer’s Silence" → "the-auctioneers-silence". */
export function slugify(text: string): string {
  return withoutAccents(text)
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Greedy word wrap to at most `width` characters per line. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

const round = (n: number) => Math.round(n * 10) / 10;

/** One of five simple geometric motifs, drawn in the accent colour. */
function motif(kind: number, rnd: () => number, accent: string, ink: string): string {
  switch (kind) {
    case 0: {
      // A setting sun of concentric rings.
      const cx = round(120 + rnd() * 160);
      return [0, 1, 2, 3]
        .map(
          (i) =>
            `<circle cx="${cx}" cy="450" r="${110 - i * 24}" fill="none" stroke="${i % 2 ? ink : accent}" stroke-width="6" opacity="${0.85 - i * 0.15}"/>`,
        )
        .join('');
    }
    case 1: {
      // Diagonal bands.
      const offset = round(rnd() * 80);
      return [0, 1, 2, 3, 4]
        .map(
          (i) =>
            `<polygon points="${-100 + i * 90 + offset},600 ${-40 + i * 90 + offset},600 ${260 + i * 90 + offset},330 ${200 + i * 90 + offset},330" fill="${i % 2 ? ink : accent}" opacity="0.35"/>`,
        )
        .join('');
    }
    case 2: {
      // Mountain ridges.
      const peaks = [0, 1, 2].map(() => round(380 + rnd() * 80));
      return `<polygon points="0,600 0,${peaks[0] + 40} 110,${peaks[0]} 210,${peaks[1] + 50} 300,${peaks[2]} 400,${peaks[2] + 60} 400,600" fill="${accent}" opacity="0.55"/>
<polygon points="0,600 0,520 90,${peaks[1] + 30} 190,540 290,${peaks[0] + 50} 400,500 400,600" fill="${ink}" opacity="0.3"/>`;
    }
    case 3: {
      // A grid of dots, some of them lit.
      const dots: string[] = [];
      for (let row = 0; row < 5; row++)
        for (let col = 0; col < 7; col++) {
          const lit = rnd() < 0.3;
          dots.push(
            `<circle cx="${50 + col * 50}" cy="${360 + row * 42}" r="${lit ? 9 : 5}" fill="${lit ? accent : ink}" opacity="${lit ? 0.9 : 0.35}"/>`,
          );
        }
      return dots.join('');
    }
    default: {
      // Waves.
      return [0, 1, 2, 3]
        .map((i) => {
          const y = 400 + i * 45;
          const amp = round(14 + rnd() * 16);
          return `<path d="M0 ${y} Q 50 ${y - amp} 100 ${y} T 200 ${y} T 300 ${y} T 400 ${y}" fill="none" stroke="${i % 2 ? ink : accent}" stroke-width="5" opacity="0.7"/>`;
        })
        .join('');
    }
  }
}

/** A 400×600 book cover: gradient, motif, title and author. */
export function coverSvg(title: string, author: string): string {
  const h = hash(title);
  const rnd = random(h);
  const p = PALETTES[h % PALETTES.length];
  const angle = Math.round(rnd() * 360);
  const width = title.length > 28 ? 15 : 13;
  const lines = wrap(title, width).slice(0, 5);
  const size = lines.length > 3 ? 34 : 40;
  const titleText = lines
    .map((line, i) => `<tspan x="200" dy="${i === 0 ? 0 : size * 1.15}">${escapeXml(line)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="600" viewBox="0 0 400 600" role="img" aria-label="${escapeXml(`${title} by ${author}`)}">
<defs><linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient></defs>
<rect width="400" height="600" fill="url(#bg)"/>
${motif(h % 5, rnd, p.accent, p.ink)}
<rect x="18" y="18" width="364" height="564" fill="none" stroke="${p.ink}" stroke-opacity="0.5" stroke-width="2"/>
<line x1="150" y1="74" x2="250" y2="74" stroke="${p.accent}" stroke-width="3"/>
<text x="200" y="${140 - (lines.length - 1) * 8}" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="${size}" font-weight="bold" fill="${p.ink}">${titleText}</text>
<rect x="19" y="528" width="362" height="44" fill="${p.from}" opacity="0.75"/>
<text x="200" y="556" text-anchor="middle" font-family="'Helvetica Neue', Arial, sans-serif" font-size="17" letter-spacing="3" fill="${p.ink}">${escapeXml(author.toUpperCase())}</text>
</svg>
`;
}

/** A 200×200 avatar: initials on a colour chosen from the name. */
export function avatarSvg(name: string): string {
  const h = hash(name);
  const p = PALETTES[h % PALETTES.length];
  const initials = name
    .split(/[\s_-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0].toUpperCase())
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" role="img" aria-label="${escapeXml(name)}">
<rect width="200" height="200" fill="${p.to}"/>
<circle cx="100" cy="100" r="84" fill="${p.from}"/>
<text x="100" y="100" dy="0.35em" text-anchor="middle" font-family="'Helvetica Neue', Arial, sans-serif" font-size="72" font-weight="bold" fill="${p.ink}">${escapeXml(initials)}</text>
</svg>
`;
}

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setUpApp } from '../../testing/fixtures';
import { IMAGE_STORE, type ImageStore } from './image-store';
import { importDiskUploads } from './import-disk-uploads';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"></svg>';

describe('importDiskUploads (moving from UPLOAD_STORE=disk to gridfs)', () => {
  const { t } = setUpApp();
  const dir = mkdtempSync(join(tmpdir(), 'disk-uploads-'));
  const upload = `${'ab'.repeat(16)}.png`;
  beforeAll(async () => {
    mkdirSync(join(dir, 'seed', 'covers'), { recursive: true });
    writeFileSync(join(dir, upload), PNG);
    writeFileSync(join(dir, 'seed', 'covers', 'old-cover.svg'), SVG);
    writeFileSync(join(dir, 'notes.txt'), 'not an image of ours');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('copies every image under its name, so stored URLs keep working, and skips what is already there', async () => {
    const store = t.app.get<ImageStore>(IMAGE_STORE);
    expect(await importDiskUploads(dir, store)).toEqual({ copied: 2, skipped: 0 });

    const png = await t.http.get(`/api/uploads/${upload}`).expect(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(png.body, PNG)).toBe(0);
    const svg = await t.http.get('/api/uploads/seed/covers/old-cover.svg').buffer(true).expect(200);
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(String(svg.body)).toBe(SVG);

    expect(await importDiskUploads(dir, store)).toEqual({ copied: 0, skipped: 2 });
  });
});

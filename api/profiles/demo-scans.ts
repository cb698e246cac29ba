// Pictures standing in for the demo's scanned documents: small PNGs drawn here (no image files in
// the repository), an ID card shaped like a KTP — blue card, darker band on top, a photo box and
// grey lines where the text would be — so staff reviewing the demo see a card, not a grey dot.
import { crc32, deflateSync } from 'node:zlib';

type Rgb = readonly [number, number, number];
type Box = { x: number; y: number; w: number; h: number; colour: Rgb };

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A width × height RGB PNG of a background with boxes drawn over it in order. */
function drawPng(width: number, height: number, background: Rgb, boxes: readonly Box[]): Buffer {
  const row = width * 3 + 1;
  const pixels = Buffer.alloc(row * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const box = boxes.findLast((b) => x >= b.x && x < b.x + b.w && y >= b.y && y < b.y + b.h);
      const [r, g, b] = box?.colour ?? background;
      const at = y * row + 1 + x * 3;
      pixels[at] = r;
      pixels[at + 1] = g;
      pixels[at + 2] = b;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const GREY: Rgb = [150, 160, 170];
const textLines = (x: number, top: number, count: number, width: number): Box[] =>
  Array.from({ length: count }, (_, i) => ({
    x,
    y: top + i * 16,
    w: width - (i % 3) * 30,
    h: 6,
    colour: GREY,
  }));

/** A KTP-like ID card, 340 × 214 (the card's 85.6 × 54 mm at 4 px a millimetre). */
export const DEMO_ID_CARD = drawPng(
  340,
  214,
  [198, 226, 245],
  [
    { x: 0, y: 0, w: 340, h: 34, colour: [33, 86, 145] },
    { x: 110, y: 12, w: 120, h: 8, colour: [235, 240, 248] },
    ...textLines(16, 52, 9, 190),
    { x: 244, y: 56, w: 80, h: 100, colour: [120, 134, 150] },
    { x: 262, y: 70, w: 44, h: 44, colour: [214, 222, 230] },
    { x: 244, y: 172, w: 80, h: 20, colour: [90, 100, 115] },
  ],
);

/** A page of a document (tax card, deed, licence): white, a title and lines of text. */
export const DEMO_DOCUMENT = drawPng(
  240,
  320,
  [250, 250, 247],
  [{ x: 60, y: 24, w: 120, h: 10, colour: [60, 60, 60] }, ...textLines(24, 60, 14, 190)],
);

/** A specimen signature: a dark stroke on white. */
export const DEMO_SIGNATURE = drawPng(
  240,
  100,
  [255, 255, 255],
  [
    { x: 30, y: 60, w: 180, h: 3, colour: [20, 30, 80] },
    { x: 50, y: 30, w: 4, h: 32, colour: [20, 30, 80] },
    { x: 90, y: 40, w: 4, h: 22, colour: [20, 30, 80] },
    { x: 140, y: 26, w: 4, h: 36, colour: [20, 30, 80] },
  ],
);

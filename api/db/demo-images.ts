// Pictures for the demo data (issue 15: staff see the collateral photos and the ID card image
// at once): small PNGs drawn from rectangles — two views of a house and an ID card — written
// with node:zlib, so the demo needs no image files or libraries.
import { crc32, deflateSync } from 'node:zlib';

type Colour = readonly [number, number, number];
type Rect = { x: number; y: number; w: number; h: number; colour: Colour };

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGB PNG of `width` × `height`, the background painted over by each rectangle in turn. */
function png(width: number, height: number, background: Colour, rects: readonly Rect[]): Buffer {
  const row = width * 3 + 1;
  const pixels = Buffer.alloc(row * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let colour = background;
      for (const r of rects) {
        if (x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h) colour = r.colour;
      }
      pixels.set(colour, y * row + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const SKY: Colour = [170, 210, 240];
const GRASS: Colour = [110, 170, 90];
const WALL: Colour = [235, 225, 200];
const ROOF: Colour = [170, 70, 50];
const DOOR: Colour = [110, 75, 45];
const WINDOW: Colour = [90, 140, 190];

/** The demo collateral seen from the street: a house with a door and two windows. */
export function demoHouseFront(): Buffer {
  return png(240, 160, SKY, [
    { x: 0, y: 120, w: 240, h: 40, colour: GRASS },
    { x: 50, y: 60, w: 140, h: 70, colour: WALL },
    { x: 40, y: 40, w: 160, h: 22, colour: ROOF },
    { x: 108, y: 90, w: 24, h: 40, colour: DOOR },
    { x: 65, y: 78, w: 28, h: 22, colour: WINDOW },
    { x: 147, y: 78, w: 28, h: 22, colour: WINDOW },
  ]);
}

/** The demo collateral from the side: the wall, the roof's edge and the garden. */
export function demoHouseSide(): Buffer {
  return png(240, 160, SKY, [
    { x: 0, y: 110, w: 240, h: 50, colour: GRASS },
    { x: 20, y: 50, w: 200, h: 75, colour: WALL },
    { x: 10, y: 36, w: 220, h: 16, colour: ROOF },
    { x: 40, y: 70, w: 40, h: 28, colour: WINDOW },
    { x: 100, y: 70, w: 40, h: 28, colour: WINDOW },
    { x: 160, y: 70, w: 40, h: 28, colour: WINDOW },
    { x: 190, y: 125, w: 40, h: 20, colour: [70, 130, 60] },
  ]);
}

/** A stand-in for a scanned ID card (KTP): the blue card, the photo box and lines of text. */
export function demoIdCard(): Buffer {
  const line = (y: number, w: number): Rect => ({ x: 16, y, w, h: 6, colour: [60, 70, 90] });
  return png(
    240,
    150,
    [190, 215, 235],
    [
      { x: 0, y: 0, w: 240, h: 22, colour: [60, 110, 170] },
      { x: 170, y: 40, w: 54, h: 70, colour: [230, 230, 230] },
      { x: 184, y: 52, w: 26, h: 26, colour: [150, 120, 100] },
      { x: 178, y: 80, w: 38, h: 30, colour: [80, 90, 120] },
      line(40, 120),
      line(56, 90),
      line(72, 110),
      line(88, 70),
      line(104, 100),
      line(120, 60),
    ],
  );
}

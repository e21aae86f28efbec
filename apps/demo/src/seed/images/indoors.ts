import { between, type Canvas, circle, ellipse, line, linear, path, radial, rect, shade, softShadow, woodGrain } from './svg.ts';

const warmLight = (c: Canvas, cx = 0.3, cy = 0.2) =>
  rect(
    0,
    0,
    c.w,
    c.h,
    radial(
      c,
      [
        [0, '#fff1d0', 0.28],
        [0.6, '#fff1d0', 0],
        [1, '#000', 0.25],
      ],
      [cx, cy, 0.95],
    ),
  );

// The shadow's own rounding grows with its spread, so a box's `rx` is not passed on.
const shadow = (_c: Canvas, x: number, y: number, w: number, h: number, extra = '') =>
  softShadow(x, y, w, h, 12, extra.replace(/rx="[^"]*"/, ''));

/** An open wooden type case: rows of small compartments, each holding a scatter of worn metal letters. */
export function letterpressTypeCase(c: Canvas): string {
  const { w, h, rng } = c;
  const out = [woodGrain(c, 0, 0, w, h, '#8c5d34', 80)];
  const cols = 14;
  const rows = 7;
  const cw = (w * 0.94) / cols;
  const ch = (h * 0.92) / rows;
  const inner = linear(c, [
    [0, '#3b2414'],
    [0.25, '#6b4424'],
    [1, '#7d5230'],
  ]);
  for (let r = 0; r < rows; r++) {
    for (let k = 0; k < cols; k++) {
      const x = w * 0.03 + k * cw;
      const y = h * 0.04 + r * ch;
      out.push(rect(x + 4, y + 4, cw - 8, ch - 8, inner));
      const sorts = rng.int(6, 22);
      for (let s = 0; s < sorts; s++) {
        const sx = x + 8 + rng.next() * (cw - 22);
        const sy = y + ch * 0.3 + rng.next() * (ch * 0.6 - 14);
        out.push(rect(sx, sy, between(rng, 6, 12), between(rng, 8, 13), shade(rng, ['#8d9096', '#6e7178', '#a7a9ad']), 'rx="2"'));
      }
    }
  }
  out.push(warmLight(c, 0.25, 0.15));
  return out.join('');
}

/** A tidy workbench from above: a keyboard taken apart, a soldering iron and labelled parts trays. */
export function repairWorkbench(c: Canvas): string {
  const { w, h, rng } = c;
  const out = [woodGrain(c, 0, 0, w, h, '#b98b5a', 90)];
  const kx = w * 0.12;
  const ky = h * 0.18;
  const kw = w * 0.46;
  const kh = h * 0.34;
  out.push(shadow(c, kx, ky, kw, kh, 'rx="14"'), rect(kx, ky, kw, kh, '#2b2d31', 'rx="14"'));
  const key = linear(c, [
    [0, '#e9e6df'],
    [1, '#c7c2b8'],
  ]);
  for (let r = 0; r < 5; r++) {
    for (let k = 0; k < 14; k++) {
      if (rng.chance(0.18)) continue; // keys already pulled off
      const size = kw / 15.5;
      out.push(
        rect(kx + kw * 0.03 + k * (size * 1.05), ky + kh * 0.08 + r * (size * 1.05), size * 0.9, size * 0.9, key, 'rx="5"'),
      );
    }
  }
  for (let t = 0; t < 3; t++) {
    const tx = w * (0.64 + (t % 2) * 0.17);
    const ty = h * (0.12 + Math.floor(t / 2) * 0.3 + (t === 2 ? 0.08 : 0));
    const tw = w * 0.15;
    const th = h * 0.24;
    out.push(shadow(c, tx, ty, tw, th, 'rx="8"'), rect(tx, ty, tw, th, shade(rng, ['#d94f3d', '#3f7fbf', '#e8b33c']), 'rx="8"'));
    for (let i = 0; i < 6; i++) {
      const cx = tx + tw * (0.08 + (i % 3) * 0.3);
      const cy = ty + th * (0.1 + Math.floor(i / 3) * 0.46);
      out.push(rect(cx, cy, tw * 0.26, th * 0.38, '#000', 'opacity="0.25" rx="5"'));
      for (let s = 0; s < 4; s++)
        out.push(circle(cx + rng.next() * tw * 0.22 + 4, cy + rng.next() * th * 0.3 + 6, 3.5, '#b8bcc2'));
    }
    out.push(rect(tx + tw * 0.1, ty - h * 0.035, tw * 0.5, h * 0.03, '#f6f1e4'));
  }
  // The soldering iron and its cable.
  const ix = w * 0.16;
  const iy = h * 0.72;
  out.push(shadow(c, ix, iy, w * 0.34, h * 0.035), rect(ix, iy, w * 0.22, h * 0.04, '#1f6f5c', 'rx="12"'));
  out.push(
    rect(
      ix + w * 0.22,
      iy + h * 0.012,
      w * 0.12,
      h * 0.016,
      linear(c, [
        [0, '#d8dadd'],
        [1, '#7d8187'],
      ]),
    ),
  );
  out.push(
    path(
      `M${ix},${iy + h * 0.02}C${ix - w * 0.08},${iy},${ix - w * 0.05},${h * 0.98},${ix - w * 0.14},${h}`,
      'none',
      'stroke="#111" stroke-width="10"',
    ),
  );
  out.push(warmLight(c, 0.4, 0.1));
  return out.join('');
}

/** Five rolls of 35 mm film standing beside a rangefinder camera on a wooden table. */
export function filmRollsOnTable(c: Canvas): string {
  const { w, h, rng } = c;
  const out = [
    rect(
      0,
      0,
      w,
      h * 0.4,
      linear(c, [
        [0, '#e5ddd0'],
        [1, '#cfc3b0'],
      ]),
    ),
    woodGrain(c, 0, h * 0.4, w, h * 0.6, '#9a6a3f', 70),
  ];
  const palettes = [
    ['#f2c230', '#d93a2b'],
    ['#1f1f1f', '#f2c230'],
    ['#2c6db5', '#f1f1f1'],
    ['#3b8f4f', '#f1f1f1'],
    ['#d93a2b', '#1f1f1f'],
  ];
  for (let i = 0; i < 5; i++) {
    const rw = w * 0.075;
    const rh = h * 0.3;
    const x = w * (0.08 + i * 0.1) + between(rng, -10, 10);
    const y = h * 0.45 + between(rng, -10, 10);
    const [body, band] = palettes[i];
    const round = linear(
      c,
      [
        [0, '#000', 0.45],
        [0.35, '#fff', 0.25],
        [0.6, '#fff', 0],
        [1, '#000', 0.5],
      ],
      [0, 0, 1, 0],
    );
    out.push(shadow(c, x, y, rw, rh));
    out.push(rect(x, y, rw, rh, body), rect(x, y + rh * 0.35, rw, rh * 0.25, band), rect(x, y, rw, rh, round));
    out.push(ellipse(x + rw / 2, y, rw / 2, rw * 0.16, '#c9ccd1'), ellipse(x + rw / 2, y, rw * 0.15, rw * 0.06, '#6b6f75'));
  }
  // The camera: body, top plate, lens rings and the rangefinder windows.
  const cx = w * 0.6;
  const cy = h * 0.42;
  const cw = w * 0.34;
  const ch = h * 0.3;
  out.push(shadow(c, cx, cy, cw, ch, 'rx="18"'), rect(cx, cy, cw, ch, '#262626', 'rx="18"'));
  out.push(
    rect(
      cx,
      cy,
      cw,
      ch * 0.22,
      linear(c, [
        [0, '#e4e6e8'],
        [1, '#9da1a6'],
      ]),
      'rx="14"',
    ),
  );
  out.push(
    rect(cx + cw * 0.08, cy + ch * 0.05, cw * 0.14, ch * 0.12, '#3a4048'),
    rect(cx + cw * 0.72, cy + ch * 0.05, cw * 0.14, ch * 0.12, '#3a4048'),
  );
  const lx = cx + cw * 0.5;
  const ly = cy + ch * 0.6;
  out.push(
    circle(lx, ly, ch * 0.36, '#1a1a1a'),
    circle(
      lx,
      ly,
      ch * 0.3,
      linear(c, [
        [0, '#c8cbcf'],
        [1, '#5e6268'],
      ]),
    ),
  );
  out.push(
    circle(lx, ly, ch * 0.22, '#0d0f14'),
    circle(
      lx,
      ly,
      ch * 0.14,
      radial(c, [
        [0, '#5a6fa8'],
        [0.6, '#1b2036'],
        [1, '#07080c'],
      ]),
    ),
  );
  out.push(circle(lx - ch * 0.06, ly - ch * 0.06, ch * 0.04, '#fff', 'opacity="0.5"'));
  out.push(warmLight(c, 0.7, 0.1));
  return out.join('');
}

/** A desk covered in pencil layout sketches, with a steel ruler and a cup of coffee. */
export function studioDeskSketches(c: Canvas): string {
  const { w, h, rng } = c;
  const out = [
    rect(
      0,
      0,
      w,
      h,
      linear(
        c,
        [
          [0, '#5d6a63'],
          [1, '#404a45'],
        ],
        [0, 0, 1, 1],
      ),
    ),
  ];
  for (let i = 0; i < 5; i++) {
    const pw = w * 0.3;
    const ph = pw * 1.41;
    const x = w * (0.05 + i * 0.15) + between(rng, -20, 20);
    const y = h * between(rng, -0.05, 0.25);
    const sheet = [rect(0, 0, pw, ph, shade(rng, ['#f7f3ea', '#efe9dc'], 0.03))];
    // Thumbnail layouts: boxes for pictures, bars for headlines, hatched lines for text.
    for (let b = 0; b < 3; b++) {
      const by = ph * (0.06 + b * 0.3);
      sheet.push(
        `<rect x="${pw * 0.08}" y="${by}" width="${pw * 0.84}" height="${ph * 0.12}" fill="none" stroke="#6f6f6f" stroke-width="2" opacity="0.7"/>`,
      );
      sheet.push(
        path(
          `M${pw * 0.08},${by}L${pw * 0.92},${by + ph * 0.12}M${pw * 0.92},${by}L${pw * 0.08},${by + ph * 0.12}`,
          'none',
          'stroke="#8a8a8a" stroke-width="1.5" opacity="0.5"',
        ),
      );
      sheet.push(rect(pw * 0.08, by + ph * 0.14, pw * between(rng, 0.4, 0.7), ph * 0.02, '#555', 'opacity="0.55"'));
      for (let l = 0; l < 4; l++)
        sheet.push(rect(pw * 0.08, by + ph * (0.18 + l * 0.022), pw * between(rng, 0.6, 0.84), 2, '#777', 'opacity="0.5"'));
    }
    out.push(shadow(c, x, y, pw, ph, `transform="rotate(${between(rng, -8, 8).toFixed(1)} ${x + pw / 2} ${y + ph / 2})"`));
    out.push(
      `<g transform="translate(${x} ${y}) rotate(${between(rng, -8, 8).toFixed(1)} ${pw / 2} ${ph / 2})">${sheet.join('')}</g>`,
    );
  }
  // A steel ruler across the sheets.
  const ruler = [
    rect(
      0,
      0,
      w * 0.7,
      h * 0.05,
      linear(c, [
        [0, '#eef0f2'],
        [0.5, '#b6bbc1'],
        [1, '#8b9096'],
      ]),
    ),
  ];
  for (let t = 0; t < 70; t++) ruler.push(rect(t * w * 0.01, 0, 2, h * (t % 10 ? 0.012 : 0.025), '#3b3f44'));
  out.push(`<g transform="translate(${w * 0.1} ${h * 0.7}) rotate(-6)">${ruler.join('')}</g>`);
  // Coffee from above: saucer, cup, crema and the light on its rim.
  const cx = w * 0.83;
  const cy = h * 0.72;
  const r = h * 0.16;
  out.push(
    circle(
      cx + 10,
      cy + 14,
      r * 1.55,
      radial(c, [
        [0.8, '#000', 0.35],
        [1, '#000', 0],
      ]),
    ),
  );
  out.push(
    circle(cx, cy, r * 1.35, '#f1eee8'),
    circle(cx, cy, r, '#fbfaf7'),
    circle(
      cx,
      cy,
      r * 0.82,
      radial(c, [
        [0, '#8a5a35'],
        [0.7, '#4b2c17'],
        [1, '#2e1a0d'],
      ]),
    ),
  );
  out.push(ellipse(cx - r * 0.3, cy - r * 0.35, r * 0.25, r * 0.1, '#fff', 'opacity="0.35"'));
  out.push(warmLight(c, 0.6, 0.2));
  return out.join('');
}

/** A corner bookshop: shelves from floor to ceiling and a library ladder on its rail. */
export function cornerBookshop(c: Canvas): string {
  const { w, h, rng } = c;
  const out = [rect(0, 0, w, h, '#2a1a10')];
  const shelves = 6;
  const shelfH = h / shelves;
  const spines = ['#7a2e2a', '#2e4d6b', '#c9a14a', '#3f5e3a', '#d8cdb4', '#5a3d5c', '#a34f2a', '#1f2a36', '#8c8c7a'];
  for (let s = 0; s < shelves; s++) {
    const top = s * shelfH;
    out.push(rect(0, top, w, shelfH, '#3b2616'));
    let x = w * 0.01;
    while (x < w * 0.99) {
      const bw = between(rng, w * 0.008, w * 0.024);
      const bh = shelfH * between(rng, 0.6, 0.86);
      const colour = shade(rng, spines, 0.18);
      out.push(rect(x, top + shelfH * 0.92 - bh, bw, bh, colour));
      out.push(rect(x + bw * 0.15, top + shelfH * 0.92 - bh * 0.8, bw * 0.7, bh * 0.05, '#e8d9a8', 'opacity="0.4"'));
      x += bw + (rng.chance(0.05) ? w * 0.03 : 1);
    }
    out.push(
      rect(
        0,
        top + shelfH * 0.92,
        w,
        shelfH * 0.08,
        linear(c, [
          [0, '#6b4526'],
          [1, '#3d2614'],
        ]),
      ),
    );
  }
  out.push(
    rect(
      0,
      0,
      w,
      h,
      linear(
        c,
        [
          [0, '#000', 0.35],
          [0.15, '#000', 0],
          [0.85, '#000', 0],
          [1, '#000', 0.45],
        ],
        [0, 0, 1, 0],
      ),
    ),
  );
  // The ladder leans from the top rail to the floor.
  const rail = h * 0.05;
  out.push(
    rect(
      0,
      rail,
      w,
      10,
      linear(c, [
        [0, '#e0c48a'],
        [1, '#8c6a2c'],
      ]),
    ),
  );
  const [x1, x2] = [w * 0.58, w * 0.66];
  const lean = w * 0.12;
  out.push(
    path(
      line([
        [x1, rail],
        [x1 + lean, h],
      ]),
      'none',
      'stroke="#8a5c30" stroke-width="16"',
    ),
  );
  out.push(
    path(
      line([
        [x2, rail],
        [x2 + lean, h],
      ]),
      'none',
      'stroke="#8a5c30" stroke-width="16"',
    ),
  );
  for (let k = 1; k < 10; k++) {
    const t = k / 10;
    out.push(
      path(
        line([
          [x1 + lean * t, rail + (h - rail) * t],
          [x2 + lean * t, rail + (h - rail) * t],
        ]),
        'none',
        'stroke="#9c6b3a" stroke-width="10"',
      ),
    );
  }
  out.push(
    rect(
      0,
      0,
      w,
      h,
      radial(
        c,
        [
          [0, '#ffd890', 0.3],
          [0.5, '#ffd890', 0.05],
          [1, '#000', 0.3],
        ],
        [0.4, 0.1, 0.9],
      ),
    ),
  );
  return out.join('');
}

/** An e-ink tablet with handwritten notes on a canvas bag, a train ticket beside it. */
export function eInkReaderNotes(c: Canvas): string {
  const { w, h, rng } = c;
  const weave = c.def(
    (id) =>
      `<pattern id="${id}" width="6" height="6" patternUnits="userSpaceOnUse"><rect width="6" height="6" fill="#cdbf9f"/><rect width="6" height="2" fill="#bfae8a"/><rect width="2" height="6" fill="#d8cbb0" opacity="0.7"/></pattern>`,
  );
  const out = [
    rect(0, 0, w, h, weave),
    rect(
      0,
      0,
      w,
      h,
      linear(
        c,
        [
          [0, '#000', 0.05],
          [1, '#000', 0.3],
        ],
        [0, 0, 1, 1],
      ),
    ),
  ];
  const tx = w * 0.22;
  const ty = h * 0.1;
  const tw = w * 0.44;
  const th = h * 0.8;
  out.push(shadow(c, tx, ty, tw, th, 'rx="26"'), rect(tx, ty, tw, th, '#3a3c40', 'rx="26"'));
  out.push(rect(tx + tw * 0.06, ty + th * 0.05, tw * 0.88, th * 0.88, '#e3e2dc', 'rx="4"'));
  // Handwriting: wobbling strokes with word gaps, line by line.
  for (let l = 0; l < 13; l++) {
    const y = ty + th * (0.1 + l * 0.062);
    let x = tx + tw * 0.1;
    const end = tx + tw * between(rng, 0.6, 0.9);
    while (x < end) {
      const word = between(rng, tw * 0.05, tw * 0.16);
      const pts: Array<[number, number]> = [];
      for (let k = 0; k <= 10; k++) pts.push([x + (k / 10) * word, y + Math.sin(k * 2.1 + rng.next() * 2) * th * 0.01]);
      out.push(
        path(
          line(pts),
          'none',
          'stroke="#2b2b2b" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round" opacity="0.85"',
        ),
      );
      x += word + tw * 0.03;
    }
  }
  // The ticket, slightly turned, with its printed blocks and a barcode.
  const ticket = [rect(0, 0, w * 0.22, h * 0.14, '#f1d9b0'), rect(w * 0.01, h * 0.015, w * 0.08, h * 0.02, '#b3543c')];
  for (let k = 0; k < 30; k++)
    ticket.push(rect(w * 0.12 + k * w * 0.0028, h * 0.07, rng.chance(0.5) ? 2 : 4, h * 0.05, '#3b3026'));
  for (let l = 0; l < 3; l++) ticket.push(rect(w * 0.01, h * (0.05 + l * 0.025), w * between(rng, 0.05, 0.09), 4, '#6b5a48'));
  out.push(`<g transform="translate(${w * 0.7} ${h * 0.6}) rotate(-12)">${ticket.join('')}</g>`);
  out.push(
    rect(
      0,
      0,
      w,
      h,
      radial(
        c,
        [
          [0, '#fff8e8', 0.25],
          [1, '#000', 0.2],
        ],
        [0.35, 0.25, 0.9],
      ),
    ),
  );
  return out.join('');
}

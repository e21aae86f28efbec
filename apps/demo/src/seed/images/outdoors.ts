import { between, type Canvas, circle, ellipse, line, linear, path, radial, rect, ridge, shade, softShadow } from './svg.ts';

/** Fishing boats in a still harbour just after sunrise, the water pale pink. */
export function harbourAtDawn(c: Canvas): string {
  const { w, h, rng } = c;
  const horizon = h * 0.56;
  const out = [
    rect(
      0,
      0,
      w,
      horizon,
      linear(c, [
        [0, '#5d6f9c'],
        [0.55, '#d9a7ae'],
        [1, '#f7d4b4'],
      ]),
    ),
    rect(
      0,
      0,
      w,
      horizon,
      radial(
        c,
        [
          [0, '#fff2d6', 0.95],
          [0.25, '#ffd9a8', 0.5],
          [1, '#ffd9a8', 0],
        ],
        [0.68, 0.95, 0.45],
      ),
    ),
    ridge(c, horizon - h * 0.02, h * 0.03, '#8a7b93', 0.5),
    rect(
      0,
      horizon,
      w,
      h - horizon,
      linear(c, [
        [0, '#f0c6b3'],
        [0.4, '#c89cab'],
        [1, '#5f6b94'],
      ]),
    ),
  ];
  // The sun's path across the water: broken gold strokes, widest near the viewer.
  for (let i = 0; i < 90; i++) {
    const t = rng.next();
    const y = horizon + t * t * (h - horizon);
    const half = (6 + t * 60) * between(rng, 0.4, 1.6);
    out.push(
      rect(
        w * 0.68 - half + between(rng, -20, 20) * t,
        y,
        half * 2,
        1 + t * 5,
        '#fff0d2',
        `opacity="${(0.5 - t * 0.3).toFixed(2)}"`,
      ),
    );
  }
  // Ripples: long, thin, lighter and darker than the water around them.
  for (let i = 0; i < 160; i++) {
    const t = rng.next();
    const y = horizon + t * (h - horizon);
    const len = between(rng, 20, 140) * (0.3 + t);
    const tone = rng.chance(0.5) ? '#fbe3d6' : '#4f5a80';
    out.push(ellipse(rng.next() * w, y, len, 0.6 + t * 2.5, tone, `opacity="${between(rng, 0.08, 0.3).toFixed(2)}"`));
  }
  // Boats: hull, cabin and mast, each with a softened reflection below it.
  for (let i = 0; i < 4; i++) {
    const x = w * (0.14 + i * 0.11 + between(rng, -0.02, 0.02));
    const y = horizon + h * (0.06 + i * 0.035);
    const len = w * between(rng, 0.07, 0.11) * (1 + i * 0.15);
    const hullH = len * 0.16;
    const colour = shade(rng, ['#2f3552', '#3d2f3f', '#27304a']);
    const hull = `M${x},${y}L${x + len},${y - hullH * 0.35}L${x + len * 0.9},${y + hullH}L${x + len * 0.1},${y + hullH}Z`;
    const cabin = rect(x + len * 0.45, y - hullH * 1.1, len * 0.22, hullH * 0.9, colour);
    const mast = rect(x + len * 0.3, y - len * 0.7, 2 + i * 0.6, len * 0.7, colour);
    out.push(
      `<g transform="translate(0 ${2 * y + hullH * 2}) scale(1 -1)" opacity="0.3">${path(hull, colour)}${cabin}${mast}</g>`,
    );
    out.push(path(hull, colour), cabin, mast);
    out.push(rect(x + len * 0.12, y + hullH * 0.2, len * 0.7, hullH * 0.12, shade(rng, ['#c4563f', '#e0d6c4', '#3f7a8c'])));
  }
  return out.join('');
}

/** A train window at night: station lights smeared by speed, and the reading lamp reflected in the glass. */
export function nightTrainWindow(c: Canvas): string {
  const { w, h, rng } = c;
  const out = [
    rect(
      0,
      0,
      w,
      h,
      linear(c, [
        [0, '#060913'],
        [0.6, '#101a2e'],
        [1, '#05070d'],
      ]),
    ),
  ];
  const streak = (tone: string) =>
    linear(c, [
      [0, tone, 0],
      [0.5, tone, 1],
      [1, tone, 0],
    ]);
  for (let i = 0; i < 26; i++) {
    const y = h * between(rng, 0.42, 0.62);
    const len = w * between(rng, 0.1, 0.5);
    const tone = rng.pick(['#ffb347', '#ffd9a0', '#9fe3ff', '#ff6f4f', '#fff6e0']);
    out.push(
      rect(
        rng.next() * w - len / 2,
        y,
        len,
        between(rng, 6, 22),
        streak(tone),
        `opacity="${between(rng, 0.3, 0.85).toFixed(2)}"`,
      ),
    );
  }
  for (let i = 0; i < 40; i++) {
    const tone = rng.pick(['#ffcf7a', '#ff9a52', '#a8e6ff', '#ffffff']);
    const r = between(rng, 8, 38);
    const gradient = radial(c, [
      [0, tone, 0.9],
      [0.7, tone, 0.45],
      [1, tone, 0],
    ]);
    out.push(circle(rng.next() * w, h * between(rng, 0.3, 0.75), r, gradient));
  }
  // The lamp and the reader's carriage reflected: warm, faint, out of focus.
  out.push(
    circle(
      w * 0.74,
      h * 0.24,
      h * 0.2,
      radial(c, [
        [0, '#ffe2a8', 0.55],
        [0.4, '#ffb865', 0.2],
        [1, '#ffb865', 0],
      ]),
    ),
  );
  out.push(
    ellipse(
      w * 0.74,
      h * 0.26,
      h * 0.07,
      h * 0.045,
      radial(c, [
        [0, '#fff1cf', 0.8],
        [0.6, '#fff1cf', 0.5],
        [1, '#fff1cf', 0],
      ]),
    ),
  );
  out.push(rect(w * 0.55, h * 0.76, w * 0.4, h * 0.09, streak('#c9905a'), 'opacity="0.15"'));
  // The window's frame: a dark rubber edge with rounded corners.
  out.push(
    `<rect x="${w * 0.03}" y="${h * 0.05}" width="${w * 0.94}" height="${h * 0.9}" rx="${h * 0.08}" fill="none" stroke="#1c1f26" stroke-width="${h * 0.07}"/>`,
  );
  out.push(rect(0, 0, w, h * 0.02, '#0b0c10'), rect(0, h * 0.98, w, h * 0.02, '#0b0c10'));
  return out.join('');
}

/** A market stall heaped with lemons and oranges under a striped awning, prices chalked on slate. */
export function marketStall(c: Canvas): string {
  const { w, h, rng } = c;
  const out = [
    rect(
      0,
      0,
      w,
      h,
      linear(c, [
        [0, '#2b211c'],
        [1, '#4a3426'],
      ]),
    ),
  ];
  const awningH = h * 0.26;
  const stripe = w / 14;
  for (let i = 0; i < 14; i++) out.push(rect(i * stripe, 0, stripe, awningH, i % 2 ? '#f3ead7' : '#c8402f'));
  for (let i = 0; i < 14; i++) {
    const x = i * stripe;
    out.push(
      path(
        `M${x},${awningH}Q${x + stripe / 2},${awningH + stripe * 0.6} ${x + stripe},${awningH}Z`,
        i % 2 ? '#f3ead7' : '#c8402f',
      ),
    );
  }
  out.push(
    rect(
      0,
      0,
      w,
      awningH,
      linear(c, [
        [0, '#000', 0.25],
        [1, '#000', 0],
      ]),
    ),
  );
  out.push(
    rect(
      0,
      awningH + stripe * 0.3,
      w,
      h * 0.12,
      linear(c, [
        [0, '#000', 0.45],
        [1, '#000', 0],
      ]),
    ),
  );
  // Crates, then fruit piled from the back row forward so nearer fruit covers farther.
  const crateTop = h * 0.5;
  for (let i = 0; i < 3; i++)
    out.push(rect(w * (0.04 + i * 0.32), crateTop, w * 0.3, h * 0.5, shade(rng, ['#8a5a33', '#76492a'])));
  const lemon = radial(
    c,
    [
      [0, '#fff7a8'],
      [0.55, '#f2d02c'],
      [1, '#a98a10'],
    ],
    [0.38, 0.35, 0.7],
  );
  const orange = radial(
    c,
    [
      [0, '#ffd08a'],
      [0.55, '#f08a1c'],
      [1, '#a0470c'],
    ],
    [0.38, 0.35, 0.7],
  );
  for (let row = 0; row < 9; row++) {
    const y = crateTop - h * 0.05 + row * h * 0.055;
    for (let k = 0; k < 34; k++) {
      const x = rng.next() * w;
      const isLemon = x < w * 0.36 || (x > w * 0.68 && rng.chance(0.3));
      const r = h * (isLemon ? between(rng, 0.032, 0.04) : between(rng, 0.036, 0.046));
      out.push(isLemon ? ellipse(x, y, r * 1.25, r, lemon) : circle(x, y, r, orange));
    }
  }
  // Slates with chalked prices: short white strokes standing in for handwriting.
  for (let i = 0; i < 3; i++) {
    const x = w * (0.12 + i * 0.32);
    const y = h * 0.74;
    out.push(rect(x, y, w * 0.12, h * 0.1, '#2c2f33', 'rx="6"'));
    for (let k = 0; k < 5; k++) {
      out.push(
        rect(
          x + w * 0.015 + k * w * 0.02,
          y + h * 0.035,
          w * between(rng, 0.008, 0.016),
          h * 0.03,
          '#e8e4da',
          'opacity="0.8" rx="3"',
        ),
      );
    }
  }
  return out.join('');
}

/** A white-on-blue enamel station sign with the platforms' arrow, on a tiled wall. */
export function stationSignage(c: Canvas): string {
  const { w, h, rng } = c;
  const out = [rect(0, 0, w, h, '#d9d2c3')];
  const tile = w / 16;
  for (let y = 0; y < h; y += tile / 2) {
    for (let x = (y / (tile / 2)) % 2 ? -tile / 2 : 0; x < w; x += tile) {
      out.push(rect(x + 2, y + 2, tile - 4, tile / 2 - 4, shade(rng, ['#efe8d8', '#e6ddc9'], 0.04)));
    }
  }
  const sx = w * 0.12;
  const sy = h * 0.3;
  const sw = w * 0.76;
  const sh = h * 0.32;
  out.push(softShadow(sx, sy, sw, sh, 16));
  out.push(
    rect(
      sx,
      sy,
      sw,
      sh,
      linear(
        c,
        [
          [0, '#2a5aa8'],
          [1, '#1b3f7e'],
        ],
        [0, 0, 1, 1],
      ),
      'rx="18"',
    ),
  );
  out.push(
    `<rect x="${sx + 14}" y="${sy + 14}" width="${sw - 28}" height="${sh - 28}" rx="10" fill="none" stroke="#f4f1ea" stroke-width="7"/>`,
  );
  // Letters as upright white strokes of varied width: read as a name from across the platform.
  let x = sx + sw * 0.1;
  for (let i = 0; i < 9; i++) {
    const lw = sw * between(rng, 0.035, 0.06);
    out.push(rect(x, sy + sh * 0.3, lw, sh * 0.4, '#f4f1ea', 'rx="4"'));
    x += lw + sw * 0.02;
  }
  const ax = sx + sw * 0.8;
  const ay = sy + sh / 2;
  out.push(
    path(
      `M${ax - 40},${ay - 12}L${ax},${ay - 12}L${ax},${ay - 36}L${ax + 48},${ay}L${ax},${ay + 36}L${ax},${ay + 12}L${ax - 40},${ay + 12}Z`,
      '#f4f1ea',
    ),
  );
  out.push(rect(sx + sw * 0.3, sy + 6, sw * 0.5, sh * 0.2, '#fff', 'opacity="0.12" rx="8"'));
  out.push(
    rect(
      0,
      0,
      w,
      h,
      radial(
        c,
        [
          [0, '#fff6e0', 0.25],
          [1, '#000', 0.2],
        ],
        [0.3, 0.2, 0.9],
      ),
    ),
  );
  return out.join('');
}

/** A building front tiled blue and white, with two iron balconies. */
export function tiledFacade(c: Canvas): string {
  const { w, h, rng } = c;
  const t = w / 9;
  const motif = c.def(
    (id) =>
      `<pattern id="${id}" width="${t}" height="${t}" patternUnits="userSpaceOnUse"><rect width="${t}" height="${t}" fill="#f1efe8"/><rect x="1" y="1" width="${t - 2}" height="${t - 2}" fill="none" stroke="#c9c3b4" stroke-width="2"/><circle cx="${t / 2}" cy="${t / 2}" r="${t * 0.22}" fill="none" stroke="#1f4f9a" stroke-width="${t * 0.06}"/><path d="M${t / 2},${t * 0.12}L${t * 0.62},${t / 2}L${t / 2},${t * 0.88}L${t * 0.38},${t / 2}Z" fill="#2f66b8"/><circle cx="0" cy="0" r="${t * 0.18}" fill="#1f4f9a"/><circle cx="${t}" cy="0" r="${t * 0.18}" fill="#1f4f9a"/><circle cx="0" cy="${t}" r="${t * 0.18}" fill="#1f4f9a"/><circle cx="${t}" cy="${t}" r="${t * 0.18}" fill="#1f4f9a"/></pattern>`,
  );
  const out = [rect(0, 0, w, h, motif)];
  for (let i = 0; i < 2; i++) {
    const y = h * (0.18 + i * 0.42);
    const x = w * 0.22;
    const ww = w * 0.56;
    out.push(
      rect(
        x,
        y,
        ww,
        h * 0.26,
        linear(c, [
          [0, '#1d1b1a'],
          [1, '#3a3430'],
        ]),
      ),
    );
    out.push(rect(x + ww * 0.04, y + h * 0.02, ww * 0.44, h * 0.23, shade(rng, ['#5b7d5a', '#466b68'])));
    out.push(rect(x + ww * 0.52, y + h * 0.02, ww * 0.44, h * 0.23, shade(rng, ['#5b7d5a', '#466b68'])));
    const by = y + h * 0.26;
    out.push(rect(x - w * 0.05, by, ww + w * 0.1, h * 0.015, '#cfc8ba'));
    out.push(rect(x - w * 0.05, by + h * 0.015, ww + w * 0.1, h * 0.01, '#000', 'opacity="0.25"'));
    const rail = [rect(x - w * 0.04, by - h * 0.09, ww + w * 0.08, h * 0.008, '#141414')];
    for (let k = 0; k <= 18; k++)
      rail.push(rect(x - w * 0.04 + (k / 18) * (ww + w * 0.08), by - h * 0.09, 4, h * 0.09, '#141414'));
    out.push(rail.join(''));
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
          [0, '#fff4dc', 0.3],
          [0.6, '#fff4dc', 0],
          [1, '#000', 0.3],
        ],
        [1, 0, 0, 1],
      ),
    ),
  );
  return out.join('');
}

/** A narrow stone path climbing through terraced hills into low fog. */
export function mountainPathFog(c: Canvas): string {
  const { w, h, rng } = c;
  const out = [
    rect(
      0,
      0,
      w,
      h,
      linear(c, [
        [0, '#c9d2d6'],
        [1, '#e9ece8'],
      ]),
    ),
  ];
  const layers = ['#a9b5ae', '#8e9e8f', '#6f8470', '#51674f', '#3c5039'];
  layers.forEach((colour, i) => {
    out.push(ridge(c, h * (0.3 + i * 0.12), h * (0.16 - i * 0.015), colour, 0.6));
    // Terraces on the nearer hills: pale bands following the slope.
    if (i >= 2) {
      for (let k = 0; k < 7; k++) {
        const y = h * (0.36 + i * 0.12 + k * 0.03);
        const pts: Array<[number, number]> = [];
        for (let s = 0; s <= 10; s++) pts.push([(s / 10) * w, y + Math.sin(s * 0.7 + k + i) * h * 0.015]);
        out.push(path(line(pts), 'none', `stroke="#d5dcc4" stroke-opacity="${0.12 + (i - 2) * 0.04}" stroke-width="${2 + i}"`));
      }
    }
    out.push(
      rect(
        0,
        0,
        w,
        h,
        linear(c, [
          [0, '#eef1ee', 0],
          [0.35 + i * 0.1, '#eef1ee', 0.5 - i * 0.09],
          [1, '#eef1ee', 0],
        ]),
      ),
    );
  });
  // The path: a pale ribbon from the bottom edge up the hill, narrowing as it goes.
  let x = w * 0.52;
  const left: Array<[number, number]> = [];
  const right: Array<[number, number]> = [];
  for (let k = 0; k <= 20; k++) {
    const y = h - (k / 20) * h * 0.5;
    const half = w * 0.06 * (1 - k / 22);
    x += between(rng, -1, 1) * w * 0.015 - w * 0.004;
    left.push([x - half, y]);
    right.unshift([x + half, y]);
  }
  out.push(path(`${line([...left, ...right])}Z`, '#b9b4a6'));
  for (let i = 0; i < 120; i++) {
    const [px, py] = rng.pick(left);
    out.push(
      ellipse(
        px + between(rng, 0, w * 0.1) * (py / h),
        py + between(rng, -8, 8),
        6 * (py / h) + 2,
        3 * (py / h) + 1,
        '#8d887b',
        'opacity="0.5"',
      ),
    );
  }
  out.push(
    rect(
      0,
      h * 0.25,
      w,
      h * 0.35,
      linear(c, [
        [0, '#f4f5f2', 0],
        [0.5, '#f4f5f2', 0.75],
        [1, '#f4f5f2', 0],
      ]),
    ),
  );
  return out.join('');
}

#!/usr/bin/env node
// Draws the catalogue's product illustrations (storefront/public/images/products/*.svg).
// Plain Node, no dependencies: `node scripts/draw-product-images.mjs`.
//
// One flat technical drawing per product FAMILY, all in the same oblique 3/4 front view
// (front face square to the viewer, top and right side receding up-right), lit from the
// upper left, on an 800x800 light neutral background. Palette: navy #0f2a4a, light greys,
// amber #f5a300 accent. Brand and capacity/power (or reference) are lettered on the device.
// The manifest at the bottom lists one entry per catalogue image (see catalogue.data.ts).

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'storefront', 'public', 'images', 'products');

const NAVY = '#0f2a4a';
const NAVY_2 = '#1b3d66';
const NAVY_DARK = '#0a1d33';
const AMBER = '#f5a300';
const INK = '#23303f';
// The drawings are the product page's largest paint: they are drawn cheaply (Chromium's trace of
// that page at 4x CPU: each named family the browser lacks was a font look-up, the blur filter a
// rendering of its own). Text in the generic families only (an image's text gets the system's
// fonts anyway), the shadow a gradient: with both, the page's LCP 35 ms sooner (medians of 5 × 7
// visits, Slow 4G).
const FONT = 'sans-serif';
const MONO = 'monospace';

// Oblique projection: one unit of depth moves the point right and up.
const DX = 0.55;
const DY = 0.34;

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const n = (v) => Math.round(v * 10) / 10;
const pts = (list) => list.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');

/** Font size so that `text` fits `maxWidth` (rough average glyph width). */
function fit(text, maxWidth, size, ratio = 0.66) {
  return n(Math.min(size, maxWidth / (String(text).length * ratio)));
}

function text(x, y, content, { size = 20, weight = 700, fill = INK, anchor = 'middle', family = FONT, spacing = 0, opacity } = {}) {
  return `<text x="${n(x)}" y="${n(y)}" font-family="${family}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}"${spacing ? ` letter-spacing="${spacing}"` : ''}${opacity ? ` opacity="${opacity}"` : ''}>${esc(content)}</text>`;
}

/** A box in oblique projection: front face (x, y, w, h), depth d. */
function box(x, y, w, h, d, { front, top, side, stroke = 'none', rx = 0 }) {
  const dx = d * DX;
  const dy = d * DY;
  const topFace = `<polygon points="${pts([
    [x, y],
    [x + w, y],
    [x + w + dx, y - dy],
    [x + dx, y - dy],
  ])}" fill="${top}" stroke="${stroke}" stroke-linejoin="round"/>`;
  const sideFace = `<polygon points="${pts([
    [x + w, y],
    [x + w + dx, y - dy],
    [x + w + dx, y + h - dy],
    [x + w, y + h],
  ])}" fill="${side}" stroke="${stroke}" stroke-linejoin="round"/>`;
  const frontFace = `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${rx}" fill="${front}" stroke="${stroke}"/>`;
  return topFace + sideFace + frontFace;
}

/** Extrudes any front-face shape by drawing it receding in depth, then the face itself. */
function extrude(shape, d, sideFill, frontFill, steps = 14) {
  let out = '';
  for (let i = steps; i >= 1; i -= 1) {
    const t = (d * i) / steps;
    out += `<g transform="translate(${n(t * DX)},${n(-t * DY)})">${shape(sideFill)}</g>`;
  }
  return out + shape(frontFill);
}

function shadow(cx, cy, rx, ry = rx * 0.16) {
  // A gradient's soft edge, not a blur filter (see FONT); wider by the band the blur spread.
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx + 20)}" ry="${n(ry + 16)}" fill="url(#gShadow)"/>`;
}

function screw(x, y, r = 6) {
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${r}" fill="#c3ccd6" stroke="#8d99a7" stroke-width="1.5"/><line x1="${n(x - r * 0.6)}" y1="${n(y)}" x2="${n(x + r * 0.6)}" y2="${n(y)}" stroke="#6d7a89" stroke-width="1.5"/>`;
}

function led(x, y, color = '#39c27a', r = 5) {
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${r}" fill="${color}"/><circle cx="${n(x - r * 0.3)}" cy="${n(y - r * 0.3)}" r="${n(r * 0.35)}" fill="#ffffff" opacity="0.6"/>`;
}

function port(x, y, w = 26, h = 20) {
  return `<rect x="${n(x)}" y="${n(y)}" width="${w}" height="${h}" rx="2" fill="#07121f"/><rect x="${n(x + 5)}" y="${n(y + 3)}" width="${w - 10}" height="${n(h * 0.45)}" fill="#3b4b5e"/>`;
}

function terminal(x, y, color, sign, r = 15) {
  return (
    `<circle cx="${n(x)}" cy="${n(y)}" r="${r}" fill="${color}" stroke="#07121f" stroke-width="2"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.45)}" fill="#d7dde4"/>` +
    text(x, y + r + 16, sign, { size: 14, fill: '#d7dde4', weight: 800 })
  );
}

/** Device wordmark: brand lettering as printed on the equipment. */
function brandMark(x, y, brand, { size = 30, fill = '#ffffff', anchor = 'middle', maxWidth = 400 } = {}) {
  const label = brand === 'Victron Energy' ? 'victron energy' : brand.toUpperCase();
  const spacing = brand === 'Victron Energy' ? 0.5 : 3;
  const ratio = brand === 'Victron Energy' ? 0.6 : 0.8;
  const s = n(Math.min(size, (maxWidth / label.length - spacing) / ratio));
  const weight = brand === 'Victron Energy' ? 700 : 800;
  return text(x, y, label, { size: s, fill, anchor, weight, spacing, family: FONT });
}

// ---------------------------------------------------------------------------------------------
// Families
// ---------------------------------------------------------------------------------------------

/** 19-inch rack battery or rack BMS (Pylontech US series, SC BMS, H48 modules, LV-HUB). */
function rack(p) {
  const w = 470;
  const h = p.h ?? 150;
  const d = 210;
  const x = 400 - (w + d * DX) / 2;
  const y = 470 - h / 2 + (d * DY) / 2;
  let s = shadow(400, y + h + 8, 330);
  s += box(x, y, w, h, d, { front: 'url(#gFrontLight)', top: 'url(#gTopLight)', side: 'url(#gSideLight)' });
  // rack ears
  for (const ex of [x - 22, x + w]) {
    s += `<rect x="${n(ex)}" y="${n(y + 4)}" width="22" height="${n(h - 8)}" rx="3" fill="#c9d1db" stroke="#9aa6b4" stroke-width="1.5"/>`;
    s += `<ellipse cx="${n(ex + 11)}" cy="${n(y + 22)}" rx="4" ry="7" fill="#5c6978"/><ellipse cx="${n(ex + 11)}" cy="${n(y + h - 22)}" rx="4" ry="7" fill="#5c6978"/>`;
  }
  // front panel
  const px = x + 58;
  const pw = w - 116;
  s += `<rect x="${n(px)}" y="${n(y + 12)}" width="${n(pw)}" height="${n(h - 24)}" rx="8" fill="url(#gNavy)"/>`;
  s += `<rect x="${n(px)}" y="${n(y + h - 20)}" width="${n(pw)}" height="4" fill="${AMBER}"/>`;
  // handles
  for (const hx of [x + 14, x + w - 44]) {
    s += `<rect x="${n(hx)}" y="${n(y + 18)}" width="30" height="${n(h - 36)}" rx="12" fill="none" stroke="#7b8896" stroke-width="7"/>`;
  }
  const mid = y + h / 2;
  const big = h > 110;
  s += brandMark(px + 20, mid - (big ? 6 : 2), p.brand, { size: big ? 26 : 20, anchor: 'start', maxWidth: pw * 0.46 });
  s += text(px + 20, mid + (big ? 24 : 20), p.sub, {
    size: fit(p.sub, pw * 0.44, big ? 16 : 13, 0.62),
    fill: '#b8c7d9',
    anchor: 'start',
    weight: 600,
    family: MONO,
  });
  s += `<line x1="${n(px + pw * 0.52)}" y1="${n(y + 26)}" x2="${n(px + pw * 0.52)}" y2="${n(y + h - 30)}" stroke="#3e6594" stroke-width="2"/>`;
  s += text(px + pw * 0.76, mid + (big ? 16 : 12), p.label, { size: fit(p.label, pw * 0.42, big ? 42 : 32), fill: AMBER, weight: 800 });
  if (big) for (let i = 0; i < 4; i += 1) s += led(px + pw - 20 - i * 14, y + 26, i > 0 ? '#39c27a' : '#3a4d63', 4);
  return s;
}

/** High-voltage / stackable tower: plinth, N modules, control unit on top. */
function tower(p) {
  const modules = p.modules ?? 3;
  const w = 290;
  const d = 170;
  const bmsH = 130;
  const plinth = 26;
  const available = 470 - bmsH;
  const mh = Math.min(96, available / modules);
  const total = bmsH + modules * mh + plinth;
  const x = 400 - (w + d * DX) / 2;
  const bottom = 690;
  const yTop = bottom - total;
  let s = shadow(400, bottom + 4, 240);
  // plinth
  s += box(x + 8, bottom - plinth, w - 16, plinth, d - 10, { front: NAVY_DARK, top: '#1c2c40', side: '#07121f' });
  // modules from bottom to top so the upper ones overlap correctly
  for (let i = modules - 1; i >= 0; i -= 1) {
    const my = yTop + bmsH + i * mh;
    s += box(x, my, w, mh, d, { front: 'url(#gFrontLight)', top: 'url(#gTopLight)', side: 'url(#gSideLight)' });
    s += `<line x1="${n(x)}" y1="${n(my)}" x2="${n(x + w)}" y2="${n(my)}" stroke="#a5b0bd" stroke-width="2"/>`;
    s += `<rect x="${n(x + 18)}" y="${n(my + mh / 2 - 3)}" width="${n(w - 36)}" height="6" rx="3" fill="#d3d9e0"/>`;
    s += `<rect x="${n(x + w / 2 - 24)}" y="${n(my + mh / 2 - 3)}" width="48" height="6" rx="3" fill="${AMBER}" opacity="0.9"/>`;
  }
  // control unit
  s += box(x, yTop, w, bmsH, d, { front: 'url(#gNavy)', top: '#2c4c74', side: NAVY_DARK });
  s += brandMark(x + w / 2, yTop + 40, p.brand, { size: 26, maxWidth: w - 40 });
  s += text(x + w / 2, yTop + 86, p.label, { size: fit(p.label, w - 40, 40), fill: AMBER, weight: 800 });
  s += text(x + w / 2, yTop + 114, p.sub, { size: 15, fill: '#b8c7d9', weight: 600, family: MONO });
  s += led(x + w - 24, yTop + 20, '#39c27a', 5);
  return s;
}

/** Wall-mounted battery (Pelio-L, IQ Battery 5P, Force L2 as a column is a tower). */
function wall(p) {
  const w = 330;
  const h = 470;
  const d = 110;
  const x = 400 - (w + d * DX) / 2;
  const y = 150 + (d * DY) / 2;
  let s = `<rect x="${n(x - 30)}" y="${n(y - 70)}" width="${n(w + d * DX + 60)}" height="${n(h + 100)}" fill="#e9edf2" opacity="0"/>`;
  s += shadow(400, y + h + 14, 230);
  s += box(x, y, w, h, d, { front: 'url(#gFrontLight)', top: 'url(#gTopLight)', side: 'url(#gSideLight)', rx: 0 });
  s += `<rect x="${n(x)}" y="${n(y)}" width="${w}" height="${h}" rx="14" fill="url(#gFrontLight)" stroke="#c5ced8" stroke-width="2"/>`;
  s += `<rect x="${n(x)}" y="${n(y + h - 110)}" width="${w}" height="110" rx="14" fill="url(#gNavy)"/>`;
  s += `<rect x="${n(x)}" y="${n(y + h - 110)}" width="${w}" height="20" fill="url(#gNavy)"/>`;
  s += `<rect x="${n(x + 40)}" y="${n(y + 150)}" width="${n(w - 80)}" height="8" rx="4" fill="#d3d9e0"/>`;
  s += `<rect x="${n(x + 40)}" y="${n(y + 150)}" width="${n((w - 80) * 0.72)}" height="8" rx="4" fill="${AMBER}"/>`;
  s += brandMark(x + w / 2, y + 90, p.brand, { size: 34, fill: NAVY, maxWidth: w - 60 });
  s += text(x + w / 2, y + h - 52, p.label, { size: fit(p.label, w - 60, 48), fill: '#ffffff', weight: 800 });
  s += text(x + w / 2, y + h - 22, p.sub, { size: 15, fill: AMBER, weight: 700, family: MONO });
  for (let i = 0; i < 4; i += 1) s += led(x + w / 2 - 36 + i * 24, y + 200, '#39c27a', 5);
  return s;
}

/** Battery module (stack module, drawer type). */
function moduleBox(p) {
  const w = 460;
  const h = p.h ?? 170;
  const d = 230;
  const x = 400 - (w + d * DX) / 2;
  const y = 480 - h / 2 + (d * DY) / 2;
  let s = shadow(400, y + h + 8, 330);
  s += box(x, y, w, h, d, { front: 'url(#gFrontLight)', top: 'url(#gTopLight)', side: 'url(#gSideLight)' });
  // recessed grips
  for (const gx of [x + 18, x + w - 58])
    s += `<rect x="${n(gx)}" y="${n(y + h / 2 - 16)}" width="40" height="32" rx="8" fill="#b6c0cc"/><rect x="${n(gx + 4)}" y="${n(y + h / 2 - 12)}" width="32" height="12" rx="5" fill="#7f8c9b"/>`;
  // label plate
  const lx = x + 80;
  const lw = w - 160;
  s += `<rect x="${n(lx)}" y="${n(y + 22)}" width="${n(lw)}" height="${n(h - 44)}" rx="8" fill="url(#gNavy)"/>`;
  s += brandMark(lx + lw / 2, y + 22 + (h - 44) * 0.32, p.brand, { size: 24, maxWidth: lw - 30 });
  s += text(lx + lw / 2, y + 22 + (h - 44) * 0.66, p.label, { size: fit(p.label, lw - 30, 36), fill: AMBER, weight: 800 });
  s += text(lx + lw / 2, y + 22 + (h - 44) * 0.9, p.sub, { size: 13, fill: '#b8c7d9', weight: 600, family: MONO });
  // side connector
  s += `<rect x="${n(x + w + 30)}" y="${n(y + h * 0.45 - 20)}" width="26" height="30" rx="4" fill="#f29a9a" opacity="0"/>`;
  return s;
}

/** Block battery with top terminals (RT12100, Victron 12.8 V). */
function block(p) {
  const w = 400;
  const h = 250;
  const d = 220;
  const x = 400 - (w + d * DX) / 2;
  const y = 420 - h / 2 + (d * DY) / 2;
  const body = p.dark
    ? { front: 'url(#gNavy)', top: '#2c4c74', side: NAVY_DARK }
    : { front: 'url(#gFrontLight)', top: 'url(#gTopLight)', side: 'url(#gSideLight)' };
  let s = shadow(400, y + h + 8, 300);
  s += box(x, y, w, h, d, body);
  // top terminals (on the top face)
  const tx = (u, v) => [x + u + v * DX, y - v * DY];
  const [ax, ay] = tx(70, d / 2);
  const [bx, by] = tx(w - 70, d / 2);
  s += `<ellipse cx="${n(ax)}" cy="${n(ay)}" rx="22" ry="11" fill="#c0392b"/><rect x="${n(ax - 10)}" y="${n(ay - 24)}" width="20" height="24" fill="#d35446"/><ellipse cx="${n(ax)}" cy="${n(ay - 24)}" rx="10" ry="5" fill="#e8a198"/>`;
  s += `<ellipse cx="${n(bx)}" cy="${n(by)}" rx="22" ry="11" fill="#1d2530"/><rect x="${n(bx - 10)}" y="${n(by - 24)}" width="20" height="24" fill="#303b48"/><ellipse cx="${n(bx)}" cy="${n(by - 24)}" rx="10" ry="5" fill="#8e99a6"/>`;
  // front label
  const fg = p.dark ? '#ffffff' : NAVY;
  s += `<rect x="${n(x)}" y="${n(y + h - 46)}" width="${w}" height="10" fill="${AMBER}"/>`;
  s += brandMark(x + w / 2, y + 62, p.brand, { size: 32, fill: fg, maxWidth: w - 60 });
  s += text(x + w / 2, y + 130, p.label, { size: fit(p.label, w - 90, 50), fill: p.dark ? AMBER : NAVY, weight: 800 });
  s += text(x + w / 2, y + 168, p.sub, { size: 17, fill: p.dark ? '#b8c7d9' : '#5a6878', weight: 600, family: MONO });
  s +=
    text(x + 30, y + 34, '+', { size: 26, fill: '#e05545', weight: 800 }) +
    text(x + w - 30, y + 34, '−', { size: 26, fill: fg, weight: 800 });
  return s;
}

/** BMS / control box with breaker, terminals and communication ports. */
function bms(p) {
  const w = p.ears ? 430 : 460;
  const h = p.h ?? 190;
  const d = 220;
  const x = 400 - (w + d * DX) / 2;
  const y = 470 - h / 2 + (d * DY) / 2;
  let s = shadow(400, y + h + 8, 330);
  s += box(x, y, w, h, d, { front: 'url(#gNavy)', top: '#2c4c74', side: NAVY_DARK });
  if (p.ears) {
    for (const ex of [x - 22, x + w]) {
      s += `<rect x="${n(ex)}" y="${n(y + 4)}" width="22" height="${n(h - 8)}" rx="3" fill="#2a4468" stroke="#07121f" stroke-width="1.5"/>`;
      s += `<ellipse cx="${n(ex + 11)}" cy="${n(y + 22)}" rx="4" ry="7" fill="#07121f"/><ellipse cx="${n(ex + 11)}" cy="${n(y + h - 22)}" rx="4" ry="7" fill="#07121f"/>`;
    }
  }
  s += `<rect x="${n(x)}" y="${n(y)}" width="${w}" height="6" fill="${AMBER}"/>`;
  s += brandMark(x + 28, y + 52, p.brand, { size: 26, anchor: 'start', maxWidth: 230 });
  s += text(x + 28, y + 80, p.sub, { size: fit(p.sub, 240, 16, 0.62), fill: '#b8c7d9', anchor: 'start', weight: 600, family: MONO });
  s += text(x + 28, y + h - 30, p.label, { size: fit(p.label, 250, 32), fill: AMBER, anchor: 'start', weight: 800 });
  // breaker
  const bx = x + w - 150;
  s += `<rect x="${n(bx)}" y="${n(y + 28)}" width="58" height="${n(h - 60)}" rx="6" fill="#e7ebf0"/><rect x="${n(bx + 14)}" y="${n(y + 44)}" width="30" height="${n((h - 92) / 2)}" rx="4" fill="${AMBER}"/><rect x="${n(bx + 14)}" y="${n(y + 44 + (h - 92) / 2)}" width="30" height="${n((h - 92) / 2)}" rx="4" fill="#3a4d63"/>`;
  // terminals and ports
  s += terminal(x + w - 52, y + 50, '#c0392b', '+', 14) + terminal(x + w - 52, y + h - 62, '#1d2530', '−', 14);
  s += port(x + 270, y + 30) + port(x + 270, y + 58);
  s += led(x + 284, y + h - 40, '#39c27a', 5) + led(x + 284, y + h - 22, AMBER, 4);
  return s;
}

/** Micro-inverter or optimiser: slim upright slab with cables below. */
function micro(p) {
  const small = p.small;
  const w = small ? 230 : 300;
  const h = small ? 250 : 330;
  const d = small ? 50 : 70;
  const x = 400 - (w + d * DX) / 2;
  const y = 160 + (d * DY) / 2 + (small ? 50 : 0);
  const dark = p.dark;
  let s = shadow(400, 710, 250);
  // cables out of the bottom
  const inputs = p.inputs ?? 2;
  const cableY = y + h;
  const spread = Math.min(56, (w - 60) / Math.max(1, inputs));
  for (let i = 0; i < inputs; i += 1) {
    const cx = x + 36 + i * spread;
    s += `<path d="M${n(cx)},${n(cableY)} C${n(cx)},${n(cableY + 80)} ${n(cx - 30 - i * 8)},${n(cableY + 70)} ${n(cx - 40 - i * 8)},${n(cableY + 140 + (i % 2) * 18)}" fill="none" stroke="#141b24" stroke-width="8" stroke-linecap="round"/>`;
    s += `<rect x="${n(cx - 52 - i * 8)}" y="${n(cableY + 136 + (i % 2) * 18)}" width="24" height="44" rx="5" fill="#1d2530"/><rect x="${n(cx - 48 - i * 8)}" y="${n(cableY + 140 + (i % 2) * 18)}" width="16" height="10" rx="2" fill="#3b4b5e"/>`;
  }
  const acx = x + w - 50;
  s += `<path d="M${n(acx)},${n(cableY)} C${n(acx)},${n(cableY + 90)} ${n(acx + 60)},${n(cableY + 80)} ${n(acx + 80)},${n(cableY + 150)}" fill="none" stroke="#141b24" stroke-width="11" stroke-linecap="round"/>`;
  s += `<rect x="${n(acx + 62)}" y="${n(cableY + 142)}" width="38" height="46" rx="7" fill="#2a3441"/>`;
  // body: mounting flange, box, fins on side
  s += `<rect x="${n(x - 20)}" y="${n(y + 26)}" width="${n(w + 40)}" height="28" rx="6" fill="#b2bcc7"/><circle cx="${n(x - 8)}" cy="${n(y + 40)}" r="6" fill="#5c6978"/><circle cx="${n(x + w + 8)}" cy="${n(y + 40)}" r="6" fill="#5c6978"/>`;
  const body = dark
    ? { front: 'url(#gDark)', top: '#3a4452', side: '#10161e' }
    : { front: 'url(#gSilver)', top: '#eef1f4', side: '#9ba6b2' };
  s += box(x, y, w, h, d, body);
  for (let i = 1; i < 6; i += 1) {
    const fy = y + (h * i) / 6;
    s += `<line x1="${n(x + w + 3)}" y1="${n(fy - 2)}" x2="${n(x + w + d * DX - 3)}" y2="${n(fy - d * DY - 2)}" stroke="${dark ? '#2a333f' : '#818d9b'}" stroke-width="3"/>`;
  }
  // label plate
  const lx = x + 26;
  const lw = w - 52;
  const ly = y + h * 0.3;
  const lh = h * 0.5;
  s += `<rect x="${n(lx)}" y="${n(ly)}" width="${n(lw)}" height="${n(lh)}" rx="8" fill="${dark ? '#ffffff' : 'url(#gNavy)'}"/>`;
  s += brandMark(lx + lw / 2, ly + lh * 0.3, p.brand, { size: small ? 22 : 26, fill: dark ? NAVY : '#ffffff', maxWidth: lw - 24 });
  s += text(lx + lw / 2, ly + lh * 0.64, p.label, { size: fit(p.label, lw - 24, small ? 34 : 42), fill: dark ? NAVY : AMBER, weight: 800 });
  s += text(lx + lw / 2, ly + lh * 0.88, p.sub, {
    size: fit(p.sub, lw - 20, 15, 0.62),
    fill: dark ? '#5a6878' : '#b8c7d9',
    weight: 600,
    family: MONO,
  });
  s += `<rect x="${n(lx)}" y="${n(ly + lh - 5)}" width="${n(lw)}" height="5" fill="${AMBER}"/>`;
  s += led(x + w - 24, y + 76, '#39c27a', 5);
  return s;
}

/** Wall inverter: hybrid, three-phase string, inverter/charger. */
function inverter(p) {
  const w = 360;
  const h = 470;
  const d = 150;
  const x = 400 - (w + d * DX) / 2;
  const y = 150 + (d * DY) / 2;
  const dark = p.dark;
  let s = shadow(400, y + h + 16, 260);
  // cable glands
  for (let i = 0; i < 6; i += 1)
    s += `<rect x="${n(x + 40 + i * 48)}" y="${n(y + h - 4)}" width="24" height="${i % 3 === 0 ? 30 : 22}" rx="3" fill="#1d2530"/>`;
  s += box(
    x,
    y,
    w,
    h,
    d,
    dark
      ? { front: 'url(#gNavy)', top: '#2c4c74', side: NAVY_DARK }
      : { front: 'url(#gFrontLight)', top: 'url(#gTopLight)', side: 'url(#gSideLight)' },
  );
  // heat-sink fins on the side
  for (let i = 1; i < 9; i += 1) {
    const fy = y + (h * i) / 9;
    s += `<line x1="${n(x + w + 6)}" y1="${n(fy - 3)}" x2="${n(x + w + d * DX - 6)}" y2="${n(fy - d * DY - 3)}" stroke="${dark ? '#06101c' : '#8a96a4'}" stroke-width="4"/>`;
  }
  // front panel
  const fx = x + 34;
  const fw = w - 68;
  if (!dark) s += `<rect x="${n(fx)}" y="${n(y + 34)}" width="${n(fw)}" height="250" rx="12" fill="url(#gNavy)"/>`;
  s += brandMark(fx + fw / 2, y + 84, p.brand, { size: 32, maxWidth: fw - 30 });
  // display
  s += `<rect x="${n(fx + 30)}" y="${n(y + 108)}" width="${n(fw - 60)}" height="100" rx="6" fill="#0b2230" stroke="#2f5575" stroke-width="2"/>`;
  s += text(fx + fw / 2, y + 172, p.label, { size: fit(p.label, fw - 90, 44), fill: '#7fe0c9', weight: 700, family: MONO });
  s += text(fx + fw / 2, y + 198, dark ? 'INVERTER / CHARGER' : p.three ? 'ON-GRID 3P' : 'HYBRID', {
    size: 11,
    fill: '#7fb3c9',
    weight: 600,
    family: MONO,
    spacing: 2,
  });
  for (let i = 0; i < 4; i += 1)
    s += `<circle cx="${n(fx + fw / 2 - 54 + i * 36)}" cy="${n(y + 244)}" r="10" fill="#24466f" stroke="#3e6594" stroke-width="2"/>`;
  s += led(fx + 28, y + 244, '#39c27a', 5) + led(fx + fw - 28, y + 244, AMBER, 5);
  // reference plate
  s += text(x + w / 2, y + 330, p.sub, { size: fit(p.sub, w - 60, 20, 0.62), fill: dark ? '#b8c7d9' : NAVY, weight: 700, family: MONO });
  s += `<rect x="${n(x + w / 2 - 60)}" y="${n(y + 350)}" width="120" height="6" rx="3" fill="${AMBER}"/>`;
  if (p.three) s += text(x + w / 2, y + 400, 'L1 · L2 · L3', { size: 16, fill: '#5a6878', weight: 700, family: MONO });
  return s;
}

/** Solar panel in portrait, slightly receding frame. */
function panel(p) {
  const w = 380;
  const h = 560;
  const d = 36;
  const x = 400 - (w + d * DX) / 2;
  const y = 120 + (d * DY) / 2;
  const black = p.black;
  const frame = black ? '#141b24' : '#c3cbd4';
  let s = shadow(400, y + h + 12, 260);
  s += box(x, y, w, h, d, { front: frame, top: black ? '#2a333f' : '#e1e6eb', side: black ? '#0a0f15' : '#98a3af' });
  const gx = x + 12;
  const gy = y + 12;
  const gw = w - 24;
  const gh = h - 24;
  s += `<rect x="${n(gx)}" y="${n(gy)}" width="${n(gw)}" height="${n(gh)}" fill="${black ? '#0c1420' : p.white ? '#eef2f6' : '#dfe6ee'}"/>`;
  const cols = 6;
  const rows = 18;
  const cw = gw / cols;
  const ch = gh / rows;
  let cells = '';
  for (let r = 0; r < rows; r += 1) {
    for (let c = 0; c < cols; c += 1) {
      const cx = gx + c * cw + 2;
      const cy = gy + r * ch + (r >= rows / 2 ? 6 : 1);
      cells += `<rect x="${n(cx)}" y="${n(cy)}" width="${n(cw - 4)}" height="${n(ch - 4)}" rx="2" fill="url(#gCell)"/>`;
    }
  }
  s += cells;
  // busbars
  for (let c = 0; c < cols; c += 1) {
    for (let b = 1; b < 4; b += 1)
      s += `<line x1="${n(gx + c * cw + (cw * b) / 4)}" y1="${n(gy)}" x2="${n(gx + c * cw + (cw * b) / 4)}" y2="${n(gy + gh)}" stroke="#7d93ad" stroke-width="0.8" opacity="${black ? 0.18 : 0.45}"/>`;
  }
  // glass reflection
  s += `<polygon points="${pts([
    [gx, gy],
    [gx + gw * 0.55, gy],
    [gx, gy + gh * 0.45],
  ])}" fill="#ffffff" opacity="0.08"/>`;
  // brand and power lettered on the glass edge and a frame label
  s += `<rect x="${n(gx + gw / 2 - 140)}" y="${n(gy + gh - 84)}" width="280" height="72" rx="6" fill="#ffffff" opacity="0.97"/>`;
  s += `<rect x="${n(gx + gw / 2 - 140)}" y="${n(gy + gh - 84)}" width="7" height="72" fill="${AMBER}"/>`;
  s += brandMark(gx + gw / 2 - 122, gy + gh - 52, p.brand, { size: 24, fill: NAVY, anchor: 'start', maxWidth: 118 });
  s += text(gx + gw / 2 + 126, gy + gh - 50, p.label, { size: fit(p.label, 120, 30), fill: NAVY, anchor: 'end', weight: 800 });
  s += text(gx + gw / 2 + 2, gy + gh - 24, p.sub, { size: fit(p.sub, 250, 13, 0.62), fill: '#5a6878', weight: 600, family: MONO });
  return s;
}

/** Coiled cable with its connectors and a tag. */
function cable(p) {
  const color = p.color ?? '#141b24';
  let s = shadow(400, 640, 250);
  const cx = 380;
  const cy = 420;
  // coil: offset loops give the 3/4 depth
  for (let i = 5; i >= 0; i -= 1) {
    s += `<ellipse cx="${n(cx + i * 9)}" cy="${n(cy - i * 6)}" rx="190" ry="150" fill="none" stroke="${color}" stroke-width="15"/>`;
    s += `<ellipse cx="${n(cx + i * 9)}" cy="${n(cy - i * 6)}" rx="190" ry="150" fill="none" stroke="#ffffff" stroke-width="2" opacity="0.12" transform="translate(-3,-4)"/>`;
  }
  const pair = p.pair;
  // loose ends with connectors
  s += `<path d="M${n(cx - 150)},${n(cy + 90)} C${n(cx - 220)},${n(cy + 170)} ${n(cx - 240)},${n(cy + 200)} ${n(cx - 250)},${n(cy + 230)}" fill="none" stroke="${color}" stroke-width="15" stroke-linecap="round"/>`;
  s += `<path d="M${n(cx + 150)},${n(cy + 100)} C${n(cx + 220)},${n(cy + 160)} ${n(cx + 250)},${n(cy + 200)} ${n(cx + 262)},${n(cy + 226)}" fill="none" stroke="${pair ? '#c0392b' : color}" stroke-width="15" stroke-linecap="round"/>`;
  const conn = (x, y, fill) =>
    `<rect x="${n(x - 24)}" y="${n(y)}" width="48" height="62" rx="8" fill="${fill}"/><rect x="${n(x - 16)}" y="${n(y + 46)}" width="32" height="22" rx="3" fill="#aab4bf"/><rect x="${n(x - 24)}" y="${n(y + 10)}" width="48" height="6" fill="${AMBER}" opacity="0.9"/>`;
  s += conn(cx - 252, cy + 222, '#2a3441') + conn(cx + 262, cy + 218, pair ? '#8e2a20' : '#2a3441');
  // tag
  const tx = 250;
  const ty = 330;
  s += `<line x1="${cx - 30}" y1="${cy - 150}" x2="${tx + 150}" y2="${ty + 10}" stroke="#7b8896" stroke-width="3"/>`;
  s += box(tx, ty, 300, 150, 10, { front: 'url(#gNavy)', top: '#2c4c74', side: NAVY_DARK });
  s += `<circle cx="${tx + 150}" cy="${ty + 18}" r="7" fill="#dfe5ec"/>`;
  s += brandMark(tx + 150, ty + 62, p.brand, { size: 26, maxWidth: 260 });
  s += text(tx + 150, ty + 104, p.label, { size: fit(p.label, 260, 32), fill: AMBER, weight: 800 });
  s += text(tx + 150, ty + 132, p.sub, { size: fit(p.sub, 260, 15, 0.62), fill: '#b8c7d9', weight: 600, family: MONO });
  return s;
}

/** Pair of steel L-brackets. */
function support(p) {
  let s = shadow(400, 640, 280);
  const L = (ox, oy) => (fill) =>
    `<path d="M${ox},${oy} h110 v330 h140 v60 h-250 z" fill="${fill}" stroke="#0a1d33" stroke-width="1" stroke-linejoin="round"/>`;
  const holes = (ox, oy) =>
    [0, 1, 2].map((i) => `<ellipse cx="${ox + 55}" cy="${oy + 60 + i * 90}" rx="12" ry="20" fill="#dfe5ec"/>`).join('');
  for (const [ox, oy] of [
    [330, 160],
    [170, 200],
  ]) {
    s += extrude(L(ox, oy), 90, '#0a1d33', 'url(#gNavy)', 18);
    s += holes(ox, oy);
  }
  // lettering printed on the foot of the front bracket, and the product card
  s += brandMark(295, 568, p.brand, { size: 24, maxWidth: 220 });
  s += box(480, 180, 230, 120, 10, { front: 'url(#gNavy)', top: '#2c4c74', side: NAVY_DARK });
  s += text(595, 222, 'SUPPORT', { size: 14, fill: '#b8c7d9', weight: 700, spacing: 3 });
  s += text(595, 262, p.label, { size: fit(p.label, 200, 34), fill: AMBER, weight: 800 });
  s += text(595, 286, p.sub, { size: fit(p.sub, 200, 12, 0.62), fill: '#b8c7d9', weight: 600, family: MONO });
  return s;
}

/** DIN-rail energy meter with LCD. */
function meter(p) {
  const w = p.narrow ? 210 : 300;
  const h = 380;
  const d = 120;
  const x = 400 - (w + d * DX) / 2;
  const y = 170 + (d * DY) / 2;
  let s = shadow(400, y + h + 12, 260);
  // DIN rail behind
  s += `<rect x="90" y="${n(y + h / 2 - 18)}" width="620" height="36" fill="#aab4bf"/><rect x="90" y="${n(y + h / 2 - 8)}" width="620" height="16" fill="#8894a1"/>`;
  s += box(x, y, w, h, d, { front: 'url(#gFrontLight)', top: 'url(#gTopLight)', side: 'url(#gSideLight)' });
  // terminal rows
  const count = p.narrow ? 3 : 5;
  for (let i = 0; i < count; i += 1) {
    const sx = x + 30 + (i * (w - 60)) / (count - 1);
    s += screw(sx, y + 26, 8) + screw(sx, y + h - 26, 8);
  }
  s += `<rect x="${n(x + 14)}" y="${n(y + 52)}" width="${n(w - 28)}" height="${n(h - 104)}" rx="8" fill="url(#gNavy)"/>`;
  s += brandMark(x + w / 2, y + 96, p.brand, { size: 24, maxWidth: w - 56 });
  s += `<rect x="${n(x + 30)}" y="${n(y + 118)}" width="${n(w - 60)}" height="78" rx="5" fill="#b9d3c3" stroke="#0a1d33" stroke-width="3"/>`;
  s += text(x + w / 2, y + 170, p.display ?? '0 3 4 5.8', {
    size: fit(p.display ?? '03458', w - 80, 36),
    fill: '#1d3a2b',
    weight: 700,
    family: MONO,
  });
  s += text(x + w / 2, y + 236, p.label, { size: fit(p.label, w - 50, 28), fill: AMBER, weight: 800 });
  s += text(x + w / 2, y + 264, p.sub, { size: fit(p.sub, w - 50, 14, 0.62), fill: '#b8c7d9', weight: 600, family: MONO });
  s += led(x + w / 2 - 18, y + 296, '#e05545', 5) + led(x + w / 2 + 18, y + 296, '#39c27a', 5);
  return s;
}

/** Communication gateway or dongle (DTU, IQ Gateway, Cerbo GX, Wi-Fi stick). */
function gateway(p) {
  if (p.stick) {
    const w = 140;
    const h = 330;
    const d = 80;
    const x = 400 - (w + d * DX) / 2;
    const y = 200;
    let s = shadow(400, y + h + 60, 160);
    s += `<rect x="${n(x + 30)}" y="${n(y + h)}" width="${w - 60}" height="44" fill="#8d99a7"/><rect x="${n(x + 40)}" y="${n(y + h + 44)}" width="${w - 80}" height="16" fill="#6d7a89"/>`;
    s += box(x, y, w, h, d, { front: 'url(#gFrontLight)', top: 'url(#gTopLight)', side: 'url(#gSideLight)' });
    s += `<rect x="${n(x)}" y="${n(y + h - 70)}" width="${w}" height="70" fill="url(#gNavy)"/>`;
    s += `<g transform="translate(${n(x + w / 2 + 10)},${n(y + 150)}) rotate(-90)">${brandMark(0, 0, p.brand, { size: 26, fill: NAVY, maxWidth: 200 })}</g>`;
    s += text(x + w / 2, y + h - 38, p.label, { size: fit(p.label, w - 20, 24), fill: AMBER, weight: 800 });
    s += text(x + w / 2, y + h - 14, p.sub, { size: fit(p.sub, w - 16, 12, 0.62), fill: '#b8c7d9', weight: 600, family: MONO });
    s += led(x + w / 2 - 20, y + 40, '#39c27a', 5) + led(x + w / 2, y + 40, '#39a0e0', 5) + led(x + w / 2 + 20, y + 40, AMBER, 5);
    return s;
  }
  const w = 420;
  const h = 260;
  const d = 110;
  const x = 400 - (w + d * DX) / 2;
  const y = 310 + (d * DY) / 2;
  let s = shadow(400, y + h + 10, 300);
  // antennas
  const antennas = p.antennas ?? 1;
  for (let i = 0; i < antennas; i += 1) {
    const ax = x + w + d * DX - 40 - i * 70;
    const ay = y - d * DY + 6;
    s += `<rect x="${n(ax - 9)}" y="${n(ay - 190)}" width="18" height="190" rx="9" fill="#1d2530" transform="rotate(${8 - i * 14} ${n(ax)} ${n(ay)})"/>`;
  }
  s += box(
    x,
    y,
    w,
    h,
    d,
    p.dark
      ? { front: 'url(#gNavy)', top: '#2c4c74', side: NAVY_DARK }
      : { front: 'url(#gFrontLight)', top: 'url(#gTopLight)', side: 'url(#gSideLight)' },
  );
  const fg = p.dark ? '#ffffff' : NAVY;
  s += brandMark(x + 36, y + 64, p.brand, { size: 30, fill: fg, anchor: 'start', maxWidth: 260 });
  s += text(x + 36, y + 124, p.label, { size: fit(p.label, 280, 40), fill: p.dark ? AMBER : NAVY, anchor: 'start', weight: 800 });
  s += text(x + 36, y + 156, p.sub, {
    size: fit(p.sub, 280, 16, 0.62),
    fill: p.dark ? '#b8c7d9' : '#5a6878',
    anchor: 'start',
    weight: 600,
    family: MONO,
  });
  s += `<rect x="${n(x)}" y="${n(y + h - 60)}" width="${w}" height="60" fill="${p.dark ? NAVY_DARK : 'url(#gNavy)'}"/>`;
  for (let i = 0; i < 4; i += 1) s += port(x + 36 + i * 40, y + h - 44, 28, 24);
  s += led(x + w - 90, y + h - 30, '#39c27a', 6) + led(x + w - 64, y + h - 30, '#39a0e0', 6) + led(x + w - 38, y + h - 30, AMBER, 6);
  s += `<rect x="${n(x)}" y="${n(y + h - 64)}" width="${w}" height="4" fill="${AMBER}"/>`;
  return s;
}

/** Hand tool for connectors (extruded plastic fork). */
function tool(p) {
  let s = shadow(400, 620, 270);
  const shape = (fill) =>
    `<path d="M170,520 L520,250 C540,235 575,240 590,262 L640,330 C652,348 646,372 628,384 L595,408 L560,360 L590,338 L560,298 L300,500 C260,530 245,560 215,585 C195,600 165,590 160,565 C155,548 158,532 170,520 Z" fill="${fill}" stroke="#0a1d33" stroke-width="1.5" stroke-linejoin="round"/>`;
  s += extrude(shape, 40, '#07121f', 'url(#gDark)', 14);
  s += `<g transform="translate(370,420) rotate(-37.6)">${brandMark(0, 4, p.brand, { size: 26, maxWidth: 240 })}</g>`;
  // label card next to the tool
  s += box(120, 200, 250, 110, 10, { front: 'url(#gNavy)', top: '#2c4c74', side: NAVY_DARK });
  s += text(245, 246, p.label, { size: fit(p.label, 220, 30), fill: AMBER, weight: 800 });
  s += text(245, 282, p.brand === 'Victron Energy' ? 'VICTRON ENERGY' : p.brand.toUpperCase(), {
    size: 14,
    fill: '#b8c7d9',
    weight: 700,
    spacing: 2,
  });
  return s;
}

/** Terminator caps (sold in packs): three extruded caps and a pack card. */
function caps(p) {
  let s = shadow(400, 610, 270);
  const cap = (cx, cy) => (fill) =>
    `<rect x="${cx - 38}" y="${cy - 70}" width="76" height="140" rx="26" fill="${fill}" stroke="#0a1d33" stroke-width="1"/>`;
  for (const [cx, cy] of [
    [560, 430],
    [430, 470],
    [300, 510],
  ]) {
    s += extrude(cap(cx, cy), 60, '#07121f', 'url(#gDark)', 12);
    s += `<rect x="${cx - 24}" y="${cy - 56}" width="48" height="14" rx="6" fill="${AMBER}"/>`;
    s += `<circle cx="${cx}" cy="${cy + 20}" r="16" fill="#10161e"/><circle cx="${cx}" cy="${cy + 20}" r="7" fill="#5c6978"/>`;
  }
  s += box(140, 180, 270, 130, 10, { front: 'url(#gNavy)', top: '#2c4c74', side: NAVY_DARK });
  s += brandMark(275, 226, p.brand, { size: 24, maxWidth: 230 });
  s += text(275, 268, p.label, { size: fit(p.label, 240, 32), fill: AMBER, weight: 800 });
  s += text(275, 294, p.sub, { size: fit(p.sub, 240, 13, 0.62), fill: '#b8c7d9', weight: 600, family: MONO });
  return s;
}

/** USB configuration interface: small box, cable, USB plug. */
function iface(p) {
  let s = shadow(400, 620, 280);
  s += `<path d="M470,430 C560,460 600,520 640,560" fill="none" stroke="#1d2530" stroke-width="12" stroke-linecap="round"/>`;
  s += `<path d="M250,430 C190,460 160,500 140,560" fill="none" stroke="#1d2530" stroke-width="12" stroke-linecap="round"/>`;
  // USB plug
  s += box(610, 548, 70, 56, 40, { front: '#2a3441', top: '#3c4756', side: '#141b24' });
  s += `<rect x="622" y="604" width="46" height="40" fill="#c3ccd6" stroke="#8d99a7" stroke-width="2"/><rect x="632" y="614" width="26" height="8" fill="#5c6978"/>`;
  // RJ45 / VE.Direct plug
  s += box(110, 548, 60, 50, 36, { front: '#2a3441', top: '#3c4756', side: '#141b24' });
  s += `<rect x="118" y="598" width="44" height="30" fill="#dfe5ec" opacity="0.85"/>`;
  // interface body
  const x = 230;
  const y = 330;
  const w = 260;
  const h = 150;
  const d = 80;
  s += box(x, y, w, h, d, { front: 'url(#gNavy)', top: '#2c4c74', side: NAVY_DARK });
  s += brandMark(x + w / 2, y + 46, p.brand, { size: 24, maxWidth: w - 30 });
  s += text(x + w / 2, y + 94, p.label, { size: fit(p.label, w - 30, 32), fill: AMBER, weight: 800 });
  s += text(x + w / 2, y + 124, p.sub, { size: fit(p.sub, w - 30, 14, 0.62), fill: '#b8c7d9', weight: 600, family: MONO });
  s += led(x + w - 20, y + 20, '#39c27a', 5);
  return s;
}

/** Solar carport: posts, beams, panel roof, a car underneath, a sign. */
function carport(p) {
  const places = p.places ?? 1;
  const w = places === 1 ? 330 : 480;
  const d = 300;
  const x = 400 - (w + d * DX) / 2 + 10;
  const roofY = 250;
  const groundY = 600;
  let s = `<polygon points="${pts([
    [x - 30, groundY + 20],
    [x + w + 30, groundY + 20],
    [x + w + 30 + d * DX, groundY + 20 - d * DY],
    [x - 30 + d * DX, groundY + 20 - d * DY],
  ])}" fill="#dde3ea"/>`;
  const post = (px, py) => `<rect x="${n(px - 8)}" y="${n(py)}" width="16" height="${n(groundY - py)}" fill="url(#gPost)"/>`;
  const postsBack = [
    [x + d * DX * 0.85, roofY - d * DY * 0.85 + 10],
    [x + w + d * DX * 0.85, roofY - d * DY * 0.85 + 10],
  ];
  for (const [px, py] of postsBack)
    s += `<rect x="${n(px - 8)}" y="${n(py)}" width="16" height="${n(groundY - d * DY * 0.85 - py)}" fill="#8f9aa6"/>`;
  // car(s)
  for (let i = 0; i < places; i += 1) {
    const cx = x + 60 + i * 210 + d * DX * 0.35;
    const cy = groundY - d * DY * 0.35;
    s += `<path d="M${n(cx)},${n(cy - 18)} q0,-40 40,-48 l40,-40 h90 l45,40 q40,6 40,48 v18 h-255 z" fill="${i === 0 ? '#4b6584' : '#8a96a4'}"/>`;
    s += `<path d="M${n(cx + 88)},${n(cy - 100)} h80 l35,32 h-125 z" fill="#c9d8e6"/>`;
    s += `<circle cx="${n(cx + 55)}" cy="${n(cy)}" r="24" fill="#1d2530"/><circle cx="${n(cx + 200)}" cy="${n(cy)}" r="24" fill="#1d2530"/><circle cx="${n(cx + 55)}" cy="${n(cy)}" r="10" fill="#aab4bf"/><circle cx="${n(cx + 200)}" cy="${n(cy)}" r="10" fill="#aab4bf"/>`;
  }
  // roof: panel grid on the top plane (slightly tilted)
  const tl = [x - 20, roofY];
  const tr = [x + w + 20, roofY];
  const br = [x + w + 20 + d * DX, roofY - d * DY];
  const bl = [x - 20 + d * DX, roofY - d * DY];
  s += `<polygon points="${pts([[tl[0], tl[1] + 14], [tr[0], tr[1] + 14], tr, tl])}" fill="${NAVY}"/>`;
  s += `<polygon points="${pts([[tr[0], tr[1] + 14], [br[0], br[1] + 14], br, tr])}" fill="${NAVY_DARK}"/>`;
  s += `<polygon points="${pts([tl, tr, br, bl])}" fill="#0c1420" stroke="#aab4bf" stroke-width="4"/>`;
  const cols = places === 1 ? 4 : 8;
  const rows = 2;
  for (let c = 0; c < cols; c += 1) {
    for (let r = 0; r < rows; r += 1) {
      const u0 = (c + 0.04) / cols;
      const u1 = (c + 0.96) / cols;
      const v0 = (r + 0.04) / rows;
      const v1 = (r + 0.96) / rows;
      const P = (u, v) => [tl[0] + (tr[0] - tl[0]) * u + (bl[0] - tl[0]) * v, tl[1] + (bl[1] - tl[1]) * v];
      s += `<polygon points="${pts([P(u0, v0), P(u1, v0), P(u1, v1), P(u0, v1)])}" fill="url(#gCellRoof)"/>`;
    }
  }
  // front posts
  s += post(x, roofY + 14) + post(x + w, roofY + 14);
  // sign on the front beam
  s += `<rect x="${n(x + w / 2 - 160)}" y="${n(roofY + 40)}" width="320" height="92" rx="8" fill="url(#gNavy)"/>`;
  s += `<line x1="${n(x + w / 2 - 100)}" y1="${n(roofY + 14)}" x2="${n(x + w / 2 - 100)}" y2="${n(roofY + 40)}" stroke="#8f9aa6" stroke-width="4"/><line x1="${n(x + w / 2 + 100)}" y1="${n(roofY + 14)}" x2="${n(x + w / 2 + 100)}" y2="${n(roofY + 40)}" stroke="#8f9aa6" stroke-width="4"/>`;
  s += brandMark(x + w / 2 - 140, roofY + 80, p.brand, { size: 26, anchor: 'start', maxWidth: 125 });
  s += text(x + w / 2 + 142, roofY + 82, p.label, { size: fit(p.label, 150, 30), fill: AMBER, anchor: 'end', weight: 800 });
  s += text(x + w / 2, roofY + 116, p.sub, { size: fit(p.sub, 270, 13, 0.62), fill: '#b8c7d9', weight: 600, family: MONO });
  return s;
}

/** MPPT charge controller: navy case, finned top, terminal compartment. */
function controller(p) {
  const w = 300;
  const h = p.big ? 420 : 350;
  const d = 130;
  const x = 400 - (w + d * DX) / 2;
  const y = 140 + (d * DY) / 2 + (p.big ? 0 : 40);
  let s = shadow(400, y + h + 10, 240);
  s += box(x, y, w, h, d, { front: 'url(#gNavy)', top: '#2c4c74', side: NAVY_DARK });
  // fins on top
  for (let i = 1; i < 10; i += 1) {
    const fx = x + (w * i) / 10;
    s += `<line x1="${n(fx)}" y1="${n(y - 2)}" x2="${n(fx + d * DX)}" y2="${n(y - d * DY - 2)}" stroke="#0a1d33" stroke-width="5"/>`;
  }
  s += brandMark(x + w / 2, y + 60, p.brand, { size: 30, maxWidth: w - 40 });
  s += text(x + w / 2, y + 92, 'SmartSolar', { size: 20, fill: '#b8c7d9', weight: 600 });
  s += text(x + w / 2, y + 150, p.label, { size: fit(p.label, w - 40, 44), fill: AMBER, weight: 800 });
  s += text(x + w / 2, y + 180, p.sub, { size: 15, fill: '#b8c7d9', weight: 600, family: MONO });
  s += led(x + w / 2 - 30, y + 208, '#39a0e0', 5) + led(x + w / 2, y + 208, '#39c27a', 5) + led(x + w / 2 + 30, y + 208, AMBER, 5);
  // terminal compartment
  const ty = y + h - 100;
  s += `<rect x="${n(x + 14)}" y="${n(ty)}" width="${w - 28}" height="86" rx="6" fill="#0a1d33"/>`;
  for (let i = 0; i < 4; i += 1) {
    const tx = x + 50 + i * 66;
    s +=
      `<rect x="${n(tx - 22)}" y="${n(ty + 16)}" width="44" height="54" rx="4" fill="${i < 2 ? '#1f3554' : '#2d2f35'}"/>` +
      screw(tx, ty + 42, 12);
  }
  s +=
    text(x + 83, ty + 82, 'PV', { size: 11, fill: '#b8c7d9', weight: 700 }) +
    text(x + 215, ty + 82, 'BATT', { size: 11, fill: '#b8c7d9', weight: 700 });
  return s;
}

/** Per-family zoom so every device fills the frame about the same. */
const SCALE = {
  rack: 1.08,
  module: 1.1,
  bms: 1.1,
  block: 1.1,
  gateway: 1.1,
  meter: 1.06,
  micro: 1.06,
  inverter: 1.04,
  controller: 1.08,
  cable: 1.04,
  iface: 1.12,
  carport: 1.04,
  tool: 1.04,
};

const FAMILIES = {
  rack,
  tower,
  wall,
  module: moduleBox,
  block,
  bms,
  micro,
  inverter,
  panel,
  cable,
  support,
  meter,
  gateway,
  tool,
  caps,
  iface,
  carport,
  controller,
};

// ---------------------------------------------------------------------------------------------
// Page
// ---------------------------------------------------------------------------------------------

function defs() {
  return `<defs>
<linearGradient id="gBg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f8fafc"/><stop offset="1" stop-color="#e6ebf1"/></linearGradient>
<radialGradient id="gGlow" cx="0.42" cy="0.3" r="0.7"><stop offset="0" stop-color="#ffffff" stop-opacity="0.9"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
<linearGradient id="gFrontLight" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4f6f9"/><stop offset="1" stop-color="#dfe5ec"/></linearGradient>
<linearGradient id="gTopLight" x1="0" y1="1" x2="1" y2="0"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#edf1f5"/></linearGradient>
<linearGradient id="gSideLight" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#c3ccd6"/><stop offset="1" stop-color="#aeb9c5"/></linearGradient>
<linearGradient id="gNavy" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${NAVY_2}"/><stop offset="1" stop-color="${NAVY}"/></linearGradient>
<linearGradient id="gSilver" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#eef1f4"/><stop offset="1" stop-color="#c5cdd6"/></linearGradient>
<linearGradient id="gDark" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3a4452"/><stop offset="1" stop-color="#1a212b"/></linearGradient>
<linearGradient id="gCell" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#213a5c"/><stop offset="1" stop-color="#0f1f36"/></linearGradient>
<linearGradient id="gCellRoof" x1="0" y1="1" x2="1" y2="0"><stop offset="0" stop-color="#1d3557"/><stop offset="1" stop-color="#2f4f78"/></linearGradient>
<linearGradient id="gPost" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#d6dce3"/><stop offset="1" stop-color="#9aa6b3"/></linearGradient>
<radialGradient id="gShadow"><stop offset="0.4" stop-color="#0f2a4a" stop-opacity="0.24"/><stop offset="1" stop-color="#0f2a4a" stop-opacity="0"/></radialGradient>
</defs>`;
}

function page(item) {
  const draw = FAMILIES[item.family];
  if (!draw) throw new Error(`Unknown family ${item.family}`);
  const title = `${item.brand} ${item.title}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800" role="img" aria-labelledby="t">
<title id="t">${esc(title)}</title>
${defs()}
<rect width="800" height="800" fill="url(#gBg)"/>
<rect width="800" height="800" fill="url(#gGlow)"/>
<g transform="translate(400 430) scale(${SCALE[item.family] ?? 1}) translate(-400 -430)">
${draw(item)}
</g>
</svg>
`;
}

// ---------------------------------------------------------------------------------------------
// Manifest: file, family, brand, label (capacity/power), sub (reference), title, options
// ---------------------------------------------------------------------------------------------

const P = 'Pylontech';
const manifest = [
  // Pylontech
  ['pylontech-force-l2', 'tower', P, '10.65 kWh', 'FORCE L2', 'Force L2 10.65kWh', { modules: 3 }],
  ['pylontech-us5000', 'rack', P, '4.8 kWh', 'US5000', 'US5000 4.8kWh', { h: 160 }],
  ['pylontech-up2500', 'rack', P, '2.84 kWh', 'UP2500 · 24 V', 'UP2500 2.84kWh', { h: 135 }],
  ['pylontech-us2000c', 'rack', P, '2.4 kWh', 'US2000C', 'US2000C 2.4kWh', { h: 100 }],
  ['pylontech-rt12100', 'block', P, '12V 100Ah', 'RT12100G31', 'RT12100 12V 100Ah', { dark: true }],
  ['pylontech-force-h3-102', 'tower', P, '10.2 kWh', 'FORCE H3', 'Force H3 10.2kWh', { modules: 2 }],
  ['pylontech-fh3-154', 'tower', P, '15.4 kWh', 'FORCE H3', 'Force H3 15.4kWh', { modules: 3 }],
  ['pylontech-fh3-205', 'tower', P, '20.5 kWh', 'FORCE H3', 'Force H3 20.5kWh', { modules: 4 }],
  ['pylontech-fh3-256', 'tower', P, '25.6 kWh', 'FORCE H3', 'Force H3 25.6kWh', { modules: 5 }],
  ['pylontech-fh3-307', 'tower', P, '30.7 kWh', 'FORCE H3', 'Force H3 30.7kWh', { modules: 6 }],
  ['pylontech-fh3-358', 'tower', P, '35.8 kWh', 'FORCE H3', 'Force H3 35.8kWh', { modules: 7 }],
  ['pylontech-fc1000', 'bms', P, 'BMS H3', 'FC1000', 'BMS FC1000', {}],
  ['pylontech-fh10050', 'module', P, '5.12 kWh', 'FH10050', 'module FH10050', { h: 180 }],
  ['pylontech-fc0500m-40s-v2', 'bms', P, 'BMS H2 V2', 'FC0500M-40S-V2', 'BMS FC0500M-40S-V2', {}],
  ['pylontech-fc0500m-40s-v1', 'bms', P, 'BMS H2 V1', 'FC0500M-40S-V1', 'BMS FC0500M-40S-V1', {}],
  ['pylontech-fh9637m', 'module', P, '3.55 kWh', 'FH9637M', 'module FH9637M', { h: 160 }],
  ['pylontech-fc0500-40s-v2', 'bms', P, 'BMS H1', 'FC0500-40S-V2', 'BMS FC0500-40S-V2', {}],
  ['pylontech-fh48074', 'module', P, '3.55 kWh', 'FH48074', 'module FH48074', { h: 160 }],
  ['pylontech-sc1000-100s-v2', 'bms', P, 'BMS HV 100A', 'SC1000-100S-V2', 'BMS SC1000-100S-V2', { ears: true, h: 150 }],
  ['pylontech-sc0500-100s', 'bms', P, 'BMS HV 50A', 'SC0500-100S', 'BMS SC0500-100S', { ears: true, h: 150 }],
  ['pylontech-us3000c', 'rack', P, '3.55 kWh', 'US3000C', 'US3000C 3.55kWh', { h: 135 }],
  ['pylontech-pelio-l', 'wall', P, '5.12 kWh', 'PELIO-L', 'Pelio-L 5.12kWh', {}],
  ['pylontech-force-h2', 'tower', P, '14.2 kWh', 'FORCE H2', 'Force H2 14.2kWh', { modules: 4 }],
  ['pylontech-support-us3000c', 'support', P, 'US3000C', 'SUPPORT-US3000C', 'support US3000C', {}],
  ['pylontech-support-us2000c', 'support', P, 'US2000C', 'SUPPORT-US2000C', 'support US2000C', {}],
  ['pylontech-cables-20pc', 'cable', P, '25 mm² · 0,5 m', 'CABLES-20PC', 'lot de câbles', { pair: true }],
  ['pylontech-support-us5000', 'support', P, 'US5000', 'SUPPORT-US5000', 'support US5000', {}],
  ['pylontech-lv-hub', 'rack', P, 'LV-HUB', '6 × GROUPES', 'LV-HUB', { h: 90 }],
  ['pylontech-force-l1', 'tower', P, '3.55 kWh', 'FORCE L1', 'Force L1 3.55kWh', { modules: 1 }],
  ['pylontech-sc0500-40s', 'bms', P, 'BMS HV', 'SC0500-40S', 'BMS SC0500-40S', { ears: true, h: 150 }],
  ['pylontech-h48074', 'rack', P, '3.55 kWh', 'H48074', 'module H48074', { h: 135 }],
  ['pylontech-h48050', 'rack', P, '2.4 kWh', 'H48050', 'module H48050', { h: 100 }],
  ['pylontech-com-rj45', 'cable', P, 'RJ45 · 3 m', 'PYL-COM-RJ45-3M', 'câble de communication', { color: '#5c6978' }],
  // Deye
  ['deye-sun-5k-sg04lp1', 'inverter', 'Deye', '5 kW', 'SUN-5K-SG04LP1-EU', 'SUN-5K-SG04LP1-EU', {}],
  ['deye-sun-8k-sg04lp3', 'inverter', 'Deye', '8 kW', 'SUN-8K-SG04LP3-EU', 'SUN-8K-SG04LP3-EU', { three: true }],
  ['deye-sun-12k-sg04lp3', 'inverter', 'Deye', '12 kW', 'SUN-12K-SG04LP3-EU', 'SUN-12K-SG04LP3-EU', { three: true }],
  ['deye-sun-10k-g05', 'inverter', 'Deye', '10 kW', 'SUN-10K-G05', 'SUN-10K-G05', { three: true }],
  ['deye-sun-15k-g05', 'inverter', 'Deye', '15 kW', 'SUN-15K-G05', 'SUN-15K-G05', { three: true }],
  ['deye-sun-20k-g05', 'inverter', 'Deye', '20 kW', 'SUN-20K-G05', 'SUN-20K-G05', { three: true }],
  ['deye-sun-m80g4', 'micro', 'Deye', '800 W', 'SUN-M80G4-EU-Q0', 'micro-onduleur SUN-M80G4', { inputs: 2 }],
  ['deye-se-g51-pro', 'rack', 'Deye', '5.12 kWh', 'SE-G5.1 PRO-B', 'SE-G5.1 Pro-B', { h: 150 }],
  ['deye-bos-g', 'module', 'Deye', '5.12 kWh', 'BOS-G PRO', 'module BOS-G', { h: 190 }],
  ['deye-hvb750v', 'bms', 'Deye', 'BMS 750V', 'HVB750V/100A-EU', 'BMS HVB750V/100A-EU', {}],
  ['deye-dtsu666', 'meter', 'Deye', '3 × 100 A', 'DTSU666', 'compteur DTSU666', { display: '1254.6' }],
  ['deye-lsw-3', 'gateway', 'Deye', 'Wi-Fi', 'LSW-3', 'clé Wi-Fi LSW-3', { stick: true }],
  // Hoymiles
  ['hoymiles-hms-800-2t', 'micro', 'Hoymiles', '800 W', 'HMS-800-2T', 'HMS-800-2T', { inputs: 2 }],
  ['hoymiles-hms-1600-4t', 'micro', 'Hoymiles', '1600 W', 'HMS-1600-4T', 'HMS-1600-4T', { inputs: 4 }],
  ['hoymiles-hms-2000-4t', 'micro', 'Hoymiles', '2000 W', 'HMS-2000-4T', 'HMS-2000-4T', { inputs: 4 }],
  ['hoymiles-hmt-2250-6t', 'micro', 'Hoymiles', '2250 W', 'HMT-2250-6T', 'HMT-2250-6T', { inputs: 6 }],
  ['hoymiles-dtu-pro-s', 'gateway', 'Hoymiles', 'DTU-Pro-S', 'SUB-1G · ETH · WI-FI', 'DTU-Pro-S', { antennas: 2 }],
  ['hoymiles-dtu-wlite-s', 'gateway', 'Hoymiles', 'DTU', 'WLITE-S', 'DTU-WLite-S', { stick: true }],
  ['hoymiles-ac-trunk', 'cable', 'Hoymiles', 'AC 12 AWG · 100 m', 'HM-AC-TRUNK-100', 'câble AC principal', {}],
  ['hoymiles-unlock-tool', 'tool', 'Hoymiles', 'Outil AC', 'HM-AC-UNLOCK', 'outil de déverrouillage', {}],
  ['hoymiles-ddsu666', 'meter', 'Hoymiles', '1P · 80 A', 'DDSU666', 'compteur DDSU666', { narrow: true, display: '0412.7' }],
  // Enphase
  ['enphase-iq8mc', 'micro', 'Enphase', '330 VA', 'IQ8MC-72-M-INT', 'IQ8MC', { inputs: 1, dark: true }],
  ['enphase-iq8hc', 'micro', 'Enphase', '380 VA', 'IQ8HC-72-M-INT', 'IQ8HC', { inputs: 1, dark: true }],
  ['enphase-iq8p', 'micro', 'Enphase', '475 VA', 'IQ8P-72-2-INT', 'IQ8P', { inputs: 1, dark: true }],
  ['enphase-iq-gateway', 'gateway', 'Enphase', 'IQ Gateway', 'ENV-S-WM-230', 'IQ Gateway Metered', {}],
  ['enphase-q-cable-portrait', 'cable', 'Enphase', 'IQ Cable 1,3 m', 'Q-25-10-240', 'IQ Cable portrait', {}],
  ['enphase-q-cable-paysage', 'cable', 'Enphase', 'IQ Cable 2,1 m', 'Q-25-17-240', 'IQ Cable paysage', {}],
  ['enphase-q-disc', 'tool', 'Enphase', 'Q-DISC ×10', 'Q-DISC-10', 'outil Q-DISC-10', {}],
  ['enphase-iq-battery-5p', 'wall', 'Enphase', '5 kWh', 'IQ BATTERY 5P', 'IQ Battery 5P', {}],
  ['enphase-q-term', 'caps', 'Enphase', 'Q-TERM ×10', 'Q-TERM-R-10', 'bouchons Q-TERM-R-10', {}],
  // Victron Energy
  ['victron-mppt-100-30', 'controller', 'Victron Energy', 'MPPT 100/30', 'SCC110030210', 'SmartSolar MPPT 100/30', {}],
  ['victron-mppt-150-35', 'controller', 'Victron Energy', 'MPPT 150/35', 'SCC115035210', 'SmartSolar MPPT 150/35', {}],
  ['victron-mppt-250-100', 'controller', 'Victron Energy', 'MPPT 250/100', 'SCC125110441', 'SmartSolar MPPT 250/100', { big: true }],
  ['victron-lynx-smart-bms', 'bms', 'Victron Energy', 'Lynx BMS 500A', 'LYN034160200', 'Lynx Smart BMS 500 A', {}],
  ['victron-small-bms', 'gateway', 'Victron Energy', 'smallBMS', 'BMS400100000', 'smallBMS', { dark: true, antennas: 0 }],
  ['victron-lifepo4-200ah', 'block', 'Victron Energy', '12,8V 200Ah', 'BAT512120610', 'Lithium Smart 12,8V 200Ah', { dark: true }],
  ['victron-multiplus-ii', 'inverter', 'Victron Energy', '5000 VA', 'MULTIPLUS-II 48/5000', 'MultiPlus-II 48/5000/70-50', { dark: true }],
  ['victron-et340', 'meter', 'Victron Energy', '3P · 65 A', 'ET340', 'compteur ET340', { display: '2087.3' }],
  ['victron-mk3-usb', 'iface', 'Victron Energy', 'MK3-USB', 'ASS030140000', 'interface MK3-USB', {}],
  ['victron-ve-direct-usb', 'iface', 'Victron Energy', 'VE.Direct USB', 'ASS030530010', 'interface VE.Direct USB', {}],
  ['victron-cerbo-gx', 'gateway', 'Victron Energy', 'Cerbo GX', 'BPP900450100', 'Cerbo GX', { dark: true, antennas: 0 }],
  ['victron-ve-direct-cable', 'cable', 'Victron Energy', 'VE.Direct 1,8 m', 'ASS030530218', 'câble VE.Direct', { color: '#5c6978' }],
  // DMEGC
  ['dmegc-430-full-black', 'panel', 'DMEGC', '430 Wc', 'DM430M10RT-B54HBB', 'panneau 430 Wc Full Black', { black: true }],
  ['dmegc-460', 'panel', 'DMEGC', '460 Wc', 'DM460M10RT-54HSW', 'panneau 460 Wc', { white: true }],
  ['dmegc-500-bifacial', 'panel', 'DMEGC', '500 Wc', 'DM500M10RT-B60HBT', 'panneau bifacial 500 Wc', {}],
  ['dmegc-carport-1p', 'carport', 'DMEGC', '3,44 kWc', 'CARPORT-DM-1P-344', 'carport 1 place', { places: 1 }],
  ['dmegc-carport-2p', 'carport', 'DMEGC', '6,88 kWc', 'CARPORT-DM-2P-688', 'carport 2 places', { places: 2 }],
  // Tigo optimisers
  ['tigo-ts4-a-o', 'micro', 'Tigo', '700 W', 'TS4-A-O', 'optimiseur TS4-A-O', { inputs: 2, small: true, dark: true }],
  ['tigo-ts4-a-f', 'micro', 'Tigo', '700 W', 'TS4-A-F', 'module TS4-A-F', { inputs: 2, small: true, dark: true }],
];

mkdirSync(OUT, { recursive: true });
const only = process.argv.slice(2);
let count = 0;
for (const [file, family, brand, label, sub, title, options] of manifest) {
  if (only.length && !only.includes(file)) continue;
  writeFileSync(join(OUT, `${file}.svg`), page({ family, brand, label, sub, title, ...options }));
  count += 1;
}
console.log(`${count} illustrations written to ${OUT}`);

#!/usr/bin/env python3
"""Draws the app icons into static/icons/ with the standard library only (no PIL, no network).

    python3 scripts/make_icons.py [out-dir]

Three PNGs: icon-192.png and icon-512.png (purpose "any": a green tile with rounded corners)
and icon-maskable-512.png (purpose "maskable": full-bleed green, the drawing kept inside the
central safe circle of radius 40 %). The drawing is a white card bearing a green "T" with a
gold frame. Shapes are signed-distance tests, sampled 4x4 per pixel for smooth edges; the
output is deterministic, so the committed PNGs only change when this script does.
"""
import os
import struct
import sys
import zlib

GREEN = (0x14, 0x53, 0x2D)  # theme colour, as in index.html and the manifest
CARD = (0xFA, 0xF7, 0xEE)
GOLD = (0xD4, 0xA0, 0x17)
INK = (0x14, 0x53, 0x2D)


def rounded_rect(x, y, cx, cy, hw, hh, r):
    """True when (x, y) lies in the rectangle of centre (cx, cy), half sizes hw, hh, corner radius r."""
    dx = abs(x - cx) - (hw - r)
    dy = abs(y - cy) - (hh - r)
    if dx <= 0 or dy <= 0:
        return dx <= r and dy <= r
    return dx * dx + dy * dy <= r * r


def colour_at(x, y, maskable):
    """The colour (r, g, b, a) of the point (x, y) in unit coordinates (0..1)."""
    if maskable:
        scale, background = 0.62, True  # the card fits in the safe circle (radius 0.4)
    else:
        scale, background = 0.80, rounded_rect(x, y, 0.5, 0.5, 0.5, 0.5, 0.18)
    if not background:
        return (0, 0, 0, 0)
    # Coordinates relative to the drawing box of side `scale`, centred.
    u = (x - 0.5) / scale + 0.5
    v = (y - 0.5) / scale + 0.5
    card_hw, card_hh = 0.30, 0.42
    if rounded_rect(u, v, 0.5, 0.5, card_hw, card_hh, 0.06):
        inner = rounded_rect(u, v, 0.5, 0.5, card_hw - 0.035, card_hh - 0.035, 0.035)
        frame = inner and not rounded_rect(u, v, 0.5, 0.5, card_hw - 0.055, card_hh - 0.055, 0.02)
        if frame:
            return GOLD + (255,)
        # The "T": a bar and a stem.
        bar = rounded_rect(u, v, 0.5, 0.32, 0.17, 0.045, 0.02)
        stem = rounded_rect(u, v, 0.5, 0.55, 0.05, 0.25, 0.02)
        if bar or stem:
            return INK + (255,)
        return CARD + (255,)
    return GREEN + (255,)


def render(size, maskable, samples=4):
    rows = []
    for py in range(size):
        row = bytearray([0])  # PNG filter type 0 for the row
        for px in range(size):
            acc = [0, 0, 0, 0]
            for sy in range(samples):
                for sx in range(samples):
                    x = (px + (sx + 0.5) / samples) / size
                    y = (py + (sy + 0.5) / samples) / size
                    r, g, b, a = colour_at(x, y, maskable)
                    acc[0] += r * a
                    acc[1] += g * a
                    acc[2] += b * a
                    acc[3] += a
            n = samples * samples
            alpha = acc[3] / n
            if alpha == 0:
                row += bytes(4)
            else:
                row += bytes(round(c / acc[3]) for c in acc[:3]) + bytes([round(alpha)])
        rows.append(bytes(row))
    return b"".join(rows)


def png(size, pixels):
    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)  # 8-bit RGBA
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(pixels, 9)) + chunk(b"IEND", b""))


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "static", "icons")
    os.makedirs(out, exist_ok=True)
    for name, size, maskable in [("icon-192.png", 192, False), ("icon-512.png", 512, False),
                                 ("icon-maskable-512.png", 512, True)]:
        data = png(size, render(size, maskable))
        with open(os.path.join(out, name), "wb") as f:
            f.write(data)
        print(f"{name}: {size}x{size}, {len(data)} bytes")


if __name__ == "__main__":
    main()

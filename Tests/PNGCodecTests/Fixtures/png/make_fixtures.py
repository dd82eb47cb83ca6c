#!/usr/bin/env python3
"""Writes the tiny PNG fixtures for PNGDecoderTests and expected.json with their RGBA pixels.

Standard library only (zlib): each file is built chunk by chunk so that the colour type,
bit depth, palette, tRNS and interlacing are exactly what the test names say.
Run from this folder: python3 make_fixtures.py
"""
import json, struct, zlib

W, H = 5, 4  # odd sizes exercise partial bytes and every Adam7 pass

def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

def png(color_type, depth, rows, plte=None, trns=None, interlace=False, width=W, height=H):
    """rows: list of lists of samples (already per-channel), packed per bit depth."""
    channels = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}[color_type]
    def pack_row(samples):
        if depth == 16:
            return b"".join(struct.pack(">H", s) for s in samples)
        if depth == 8:
            return bytes(samples)
        out, acc, nbits = bytearray(), 0, 0
        for s in samples:
            acc = (acc << depth) | s
            nbits += depth
            if nbits == 8:
                out.append(acc); acc, nbits = 0, 0
        if nbits:
            out.append(acc << (8 - nbits))
        return bytes(out)
    raw = bytearray()
    if not interlace:
        for r in rows:
            raw += b"\x00" + pack_row(r)
    else:
        passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        for x0, y0, dx, dy in passes:
            for y in range(y0, height, dy):
                xs = list(range(x0, width, dx))
                if not xs:
                    continue
                samples = [s for x in xs for s in rows[y][x * channels:(x + 1) * channels]]
                raw += b"\x00" + pack_row(samples)
    ihdr = struct.pack(">IIBBBBB", width, height, depth, color_type, 0, 0, 1 if interlace else 0)
    data = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr)
    if plte is not None:
        data += chunk(b"PLTE", bytes(c for rgb in plte for c in rgb))
    if trns is not None:
        data += chunk(b"tRNS", trns)
    return data + chunk(b"IDAT", zlib.compress(bytes(raw), 9)) + chunk(b"IEND", b"")

expected = {}
def emit(name, data, rgba, width=W, height=H):
    with open(name, "wb") as f:
        f.write(data)
    assert len(rgba) == width * height * 4
    expected[name] = {"width": width, "height": height, "rgba": rgba}

# Palette, 4-bit, with tRNS (entry 1 half transparent, entry 2 fully transparent).
plte = [(255, 0, 0), (0, 128, 255), (10, 20, 30), (250, 240, 230), (0, 0, 0)]
trns = bytes([255, 128, 0])
idx = [[(x + y) % 5 for x in range(W)] for y in range(H)]
alpha_of = lambda i: trns[i] if i < len(trns) else 255
emit("palette4_trns.png", png(3, 4, idx, plte=plte, trns=trns),
     [c for row in idx for i in row for c in (*plte[i], alpha_of(i))])

# Grey, 1-bit: checkerboard of black and white.
bits = [[(x + y) % 2 for x in range(W)] for y in range(H)]
emit("gray1.png", png(0, 1, bits), [c for row in bits for b in row for c in (255 * b,) * 3 + (255,)])

# Grey, 2-bit: levels 0..3 expand to 0, 85, 170, 255.
lv = [[(x + 2 * y) % 4 for x in range(W)] for y in range(H)]
emit("gray2.png", png(0, 2, lv), [c for row in lv for v in row for c in (85 * v,) * 3 + (255,)])

# Grey, 8-bit, with tRNS marking grey 40 transparent.
g8 = [[(x * 40 + y * 13) % 256 for x in range(W)] for y in range(H)]
emit("gray8_trns.png", png(0, 8, g8, trns=struct.pack(">H", 40)),
     [c for row in g8 for v in row for c in (v, v, v, 0 if v == 40 else 255)])

# Grey + alpha, 8-bit.
ga = [[s for x in range(W) for s in ((x * 50) % 256, (y * 80 + 15) % 256)] for y in range(H)]
emit("gray_alpha8.png", png(4, 8, ga),
     [c for row in ga for i in range(0, len(row), 2) for c in (row[i], row[i], row[i], row[i + 1])])

# RGB, 16-bit: samples k*257 + small offsets scale to k.
def s16(k, d):
    return k * 257 + d
rgb16 = [[s for x in range(W) for s in (s16(x * 60, 3), s16(y * 70, -5 if y else 0), s16(200, 90))] for y in range(H)]
emit("rgb16.png", png(2, 16, rgb16),
     [c for y in range(H) for x in range(W) for c in (x * 60, y * 70, 200, 255)])

# RGBA, 16-bit.
rgba16 = [[s for x in range(W) for s in (s16(255 - x, 0), s16(x * 10, 40), s16(y, -40 if y else 0), s16(x * 50 + 5, 7))] for y in range(H)]
emit("rgba16.png", png(6, 16, rgba16),
     [c for y in range(H) for x in range(W) for c in (255 - x, x * 10, y, x * 50 + 5)])

# Grey, 16-bit.
g16 = [[s16((x * 31 + y * 7) % 256, 2) for x in range(W)] for y in range(H)]
emit("gray16.png", png(0, 16, g16),
     [c for y in range(H) for x in range(W) for v in [(x * 31 + y * 7) % 256] for c in (v, v, v, 255)])

# RGB, 8-bit, with tRNS marking (0, 50, 100) transparent.
rgbt = [[s for x in range(W) for s in ((0, 50, 100) if (x + y) % 3 == 0 else (x * 9, 50, 100))] for y in range(H)]
emit("rgb8_trns.png", png(2, 8, rgbt, trns=struct.pack(">HHH", 0, 50, 100)),
     [c for row in rgbt for i in range(0, len(row), 3)
      for c in (row[i], row[i + 1], row[i + 2], 0 if tuple(row[i:i + 3]) == (0, 50, 100) else 255)])

# RGB, 8-bit, Adam7-interlaced, 9x9 so that every pass has pixels.
IW, IH = 9, 9
rgbi = [[s for x in range(IW) for s in (x * 28, y * 28, (x * y) % 256)] for y in range(IH)]
emit("rgb8_interlaced.png", png(2, 8, rgbi, interlace=True, width=IW, height=IH),
     [c for y in range(IH) for x in range(IW) for c in (x * 28, y * 28, (x * y) % 256, 255)], IW, IH)

# RGBA, 8-bit, Adam7-interlaced.
rgbai = [[s for x in range(IW) for s in (x * 20, 255 - y * 20, 7, (x * 30 + y) % 256)] for y in range(IH)]
emit("rgba8_interlaced.png", png(6, 8, rgbai, interlace=True, width=IW, height=IH),
     [c for y in range(IH) for x in range(IW) for c in (x * 20, 255 - y * 20, 7, (x * 30 + y) % 256)], IW, IH)

with open("expected.json", "w") as f:
    json.dump(expected, f, separators=(",", ":"), sort_keys=True)
    f.write("\n")

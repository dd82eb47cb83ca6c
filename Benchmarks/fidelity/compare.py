#!/usr/bin/env python3
"""Compares widgetsnap renders with real SwiftUI renders, element by element.

Standard library only. For each case of elements.json: the ink bounding box of every element
(pixels that differ from the canvas colour by more than INK, inside the element's search region)
in both images, in points; the whole-image mismatch (pixels whose channels differ by more than
MISMATCH out of 255) and SSIM (8x8 windows on luma); and a side-by-side picture
real | widgetsnap | diff. Usage: compare.py ELEMENTS_JSON REAL_DIR RENDER_DIR OUT_DIR
(RENDER_DIR holds <case>-<appearance>.png). Prints one table per case and appearance.
"""
import json
import os
import struct
import sys
import zlib

SCALE = 3
INK = 40        # a pixel is ink when a channel differs from the canvas by more than this
MISMATCH = 25   # a pixel differs between the images when a channel differs by more than this


def read_png(path):
    with open(path, "rb") as f:
        data = f.read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", path
    pos, idat, width = 8, b"", 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, ctype, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert depth == 8 and ctype in (2, 6) and interlace == 0, (path, depth, ctype, interlace)
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    channels = 4 if ctype == 6 else 3
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, prev, i = [], bytearray(stride), 0
    for _ in range(height):
        filt = raw[i]
        line = bytearray(raw[i + 1:i + 1 + stride])
        i += 1 + stride
        for x in range(stride):
            a = line[x - channels] if x >= channels else 0
            b = prev[x]
            c = prev[x - channels] if x >= channels else 0
            if filt == 1:
                line[x] = (line[x] + a) & 255
            elif filt == 2:
                line[x] = (line[x] + b) & 255
            elif filt == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif filt == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(line)
        prev = line
    # RGB over the canvas colour of the row's first pixel is not needed: renders are opaque.
    pixels = []
    for line in rows:
        out = []
        for x in range(width):
            p = line[x * channels:x * channels + channels]
            if channels == 4 and p[3] != 255:
                alpha = p[3] / 255
                p = [round(p[k] * alpha + 255 * (1 - alpha)) for k in range(3)]
            out.append((p[0], p[1], p[2]))
        pixels.append(out)
    return width, height, pixels


def write_png(path, width, height, pixels):
    raw = b"".join(b"\x00" + bytes(v for px in row for v in px) for row in pixels)
    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)
    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
    png += chunk(b"IDAT", zlib.compress(raw, 6)) + chunk(b"IEND", b"")
    with open(path, "wb") as f:
        f.write(png)


def ink_box(pixels, region, background):
    x0, y0, x1, y1 = (int(round(v * SCALE)) for v in region)
    h, w = len(pixels), len(pixels[0])
    found = None
    for y in range(max(0, y0), min(h, y1)):
        row = pixels[y]
        for x in range(max(0, x0), min(w, x1)):
            p = row[x]
            if max(abs(p[0] - background[0]), abs(p[1] - background[1]), abs(p[2] - background[2])) > INK:
                if found is None:
                    found = [x, y, x + 1, y + 1]
                else:
                    found[0] = min(found[0], x); found[1] = min(found[1], y)
                    found[2] = max(found[2], x + 1); found[3] = max(found[3], y + 1)
    return None if found is None else [v / SCALE for v in found]


def luma(p):
    return 0.299 * p[0] + 0.587 * p[1] + 0.114 * p[2]


def ssim(a, b):
    h, w = len(a), len(a[0])
    c1, c2 = (0.01 * 255) ** 2, (0.03 * 255) ** 2
    total, count = 0.0, 0
    for y in range(0, h - 7, 8):
        for x in range(0, w - 7, 8):
            va = [luma(a[y + j][x + i]) for j in range(8) for i in range(8)]
            vb = [luma(b[y + j][x + i]) for j in range(8) for i in range(8)]
            ma, mb = sum(va) / 64, sum(vb) / 64
            sa = sum((v - ma) ** 2 for v in va) / 63
            sb = sum((v - mb) ** 2 for v in vb) / 63
            cov = sum((va[k] - ma) * (vb[k] - mb) for k in range(64)) / 63
            total += ((2 * ma * mb + c1) * (2 * cov + c2)) / ((ma * ma + mb * mb + c1) * (sa + sb + c2))
            count += 1
    return total / max(1, count)


def compare(case, appearance, real_path, ours_path, out_dir):
    rw, rh, real = read_png(real_path)
    ow, oh, ours = read_png(ours_path)
    if (rw, rh) != (ow, oh):
        print(f"{case['name']} {appearance}: sizes differ, real {rw}x{rh}, widgetsnap {ow}x{oh}")
        return None
    background = (255, 255, 255) if appearance == "light" else (0, 0, 0)
    print(f"\n{case['name']} ({appearance}) — {case['real']}")
    print(f"  {'element':<22} {'real ink box (pt)':<28} {'widgetsnap ink box (pt)':<28} {'max offset':>10}")
    worst = 0.0
    rows = []
    for element in case["elements"]:
        r = ink_box(real, element["region"], background)
        o = ink_box(ours, element["region"], background)
        fmt = lambda b: "—" if b is None else "x %.1f–%.1f y %.1f–%.1f" % (b[0], b[2], b[1], b[3])
        if r is None or o is None:
            off = float("nan")
        else:
            off = max(abs(r[k] - o[k]) for k in range(4))
            worst = max(worst, off)
        note = element.get("note", "")
        print(f"  {element['name']:<22} {fmt(r):<28} {fmt(o):<28} {off:>7.2f} pt {note}")
        rows.append((element["name"], r, o, off))
    diff_pixels = 0
    diff = []
    for y in range(rh):
        line = []
        for x in range(rw):
            p, q = real[y][x], ours[y][x]
            if max(abs(p[0] - q[0]), abs(p[1] - q[1]), abs(p[2] - q[2])) > MISMATCH:
                diff_pixels += 1
                line.append((255, 0, 64))
            else:
                g = int(luma(p))
                g = 255 - (255 - g) // 4 if appearance == "light" else g // 4
                line.append((g, g, g))
        diff.append(line)
    mismatch = 100 * diff_pixels / (rw * rh)
    s = ssim(real, ours)
    print(f"  whole image: {mismatch:.2f} % of pixels differ (channel > {MISMATCH}), SSIM {s:.4f}, worst element offset {worst:.2f} pt")
    gap = [(128, 128, 128)] * 6
    side = [real[y] + gap + ours[y] + gap + diff[y] for y in range(rh)]
    os.makedirs(out_dir, exist_ok=True)
    name = os.path.join(out_dir, f"{case['name']}-{appearance}.png")
    write_png(name, rw * 3 + 12, rh, side)
    return {"case": case["name"], "appearance": appearance, "mismatch": mismatch, "ssim": s, "worst": worst}


def main():
    if len(sys.argv) != 5:
        print(__doc__)
        sys.exit(64)
    spec_path, real_dir, render_dir, out_dir = sys.argv[1:]
    with open(spec_path) as f:
        cases = json.load(f)["cases"]
    summary = []
    for case in cases:
        for appearance in ("light", "dark"):
            real = os.path.join(real_dir, case["real"].replace("{appearance}", appearance))
            ours = os.path.join(render_dir, f"{case['name']}-{appearance}.png")
            if not os.path.exists(real) or not os.path.exists(ours):
                print(f"{case['name']} {appearance}: missing {real if not os.path.exists(real) else ours}")
                continue
            result = compare(case, appearance, real, ours, out_dir)
            if result:
                summary.append(result)
    print("\nSummary")
    print(f"  {'widget':<24} {'appearance':<10} {'mismatch':>9} {'SSIM':>7} {'worst element':>14}")
    for r in summary:
        print(f"  {r['case']:<24} {r['appearance']:<10} {r['mismatch']:>8.2f}% {r['ssim']:>7.4f} {r['worst']:>11.2f} pt")
    print(f"\nside-by-side pictures (real | widgetsnap | diff): {out_dir}")


if __name__ == "__main__":
    main()

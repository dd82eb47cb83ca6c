"""Composes the contact sheets from a `widgetsnap render` folder (see contact-sheets.sh): one PNG per
widget kind, a row per context, a column per family, each snapshot over a mid-grey sheet.
Standard library only (a small PNG reader and writer for 8-bit RGB/RGBA, non-interlaced)."""
import os
import struct
import sys
import zlib

ROWS = ["00-dark-tinted-real@2x.png", "00-dark-clear-real@2x.png", "00-vibrant-real@2x.png",
        "00-light-real-ax5@2x.png", "00-light-real-ja@2x.png", "00-light-real-ar@2x.png"]
FAMILIES = ["systemSmall", "systemMedium", "systemLarge", "systemExtraLarge",
            "accessoryCircular", "accessoryRectangular", "accessoryInline"]
GAP, GREY = 16, 128


def read_png(path):
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", path
    pos, idat, w = 8, b"", 0
    while pos < len(data):
        n, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + n]
        if kind == b"IHDR":
            w, h, depth, ctype, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert depth == 8 and ctype in (2, 6) and interlace == 0, f"{path}: unsupported PNG"
        elif kind == b"IDAT":
            idat += body
        pos += 12 + n
    bpp = 4 if ctype == 6 else 3
    raw, stride = zlib.decompress(idat), w * bpp
    out, prev = bytearray(), bytearray(stride)
    for y in range(h):
        f, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b, c = prev[i], prev[i - bpp] if i >= bpp else 0
            if f == 1:
                line[i] = (line[i] + a) & 255
            elif f == 2:
                line[i] = (line[i] + b) & 255
            elif f == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        out += line
        prev = line
    if bpp == 3:
        rgba = bytearray()
        for i in range(0, len(out), 3):
            rgba += out[i:i + 3] + b"\xff"
        out = rgba
    return w, h, out


def write_png(path, w, h, rgb):
    raw = b"".join(b"\x00" + bytes(rgb[y * w * 3:(y + 1) * w * 3]) for y in range(h))
    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)
    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0)) \
        + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")
    tmp = path + ".tmp"
    open(tmp, "wb").write(png)
    os.replace(tmp, path)


def main(work, out):
    for kind in sorted(os.listdir(work)):
        base = os.path.join(work, kind)
        if not os.path.isdir(base):
            continue
        cells = {}
        for instance in sorted(os.listdir(base)):
            for family in os.listdir(os.path.join(base, instance)):
                for device in os.listdir(os.path.join(base, instance, family)):
                    for r, name in enumerate(ROWS):
                        p = os.path.join(base, instance, family, device, name)
                        if os.path.exists(p) and (r, family) not in cells:
                            cells[(r, family)] = read_png(p)
        families = [f for f in FAMILIES if any((r, f) in cells for r in range(len(ROWS)))]
        widths = [max(cells[(r, f)][0] for r in range(len(ROWS)) if (r, f) in cells) for f in families]
        heights = [max([cells[(r, f)][1] for f in families if (r, f) in cells] or [0]) for r in range(len(ROWS))]
        W, H = sum(widths) + GAP * (len(families) + 1), sum(heights) + GAP * (len(ROWS) + 1)
        sheet = bytearray([GREY]) * (W * H * 3)
        y0 = GAP
        for r in range(len(ROWS)):
            x0 = GAP
            for c, f in enumerate(families):
                if (r, f) in cells:
                    w, h, px = cells[(r, f)]
                    for y in range(h):
                        for x in range(w):
                            i, o = 4 * (y * w + x), 3 * ((y0 + y) * W + x0 + x)
                            a = px[i + 3]
                            for k in range(3):
                                sheet[o + k] = (px[i + k] * a + GREY * (255 - a) + 127) // 255
                x0 += widths[c] + GAP
            y0 += heights[r] + GAP
        write_png(os.path.join(out, f"{kind}.png"), W, H, sheet)
        print(f"{out}/{kind}.png: {len(families)} families × {len(ROWS)} contexts")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
